import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlogForm } from "~/components/admin/blog-form";
import { NEWS_SCREENS } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { editorialCreateAction } from "~/routes/__admin-editorial.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { news } from "~/services/content/news.server";
import { mediaOptions } from "~/routes/__media-options.server";

/** /admin/create-blog: a new news article. */

export const meta: MetaFunction = () => [{ title: "Add news article · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ images: await mediaOptions(db(), "image") }, { headers: ADMIN_CACHE_HEADERS });
}

export const action = ({ request, context }: ActionFunctionArgs) => editorialCreateAction(news, NEWS_SCREENS, request, context);

export default function CreateNewsPage() {
  const { images } = useLoaderData<typeof loader>();
  return <BlogForm images={images} result={useActionData<typeof action>()} />;
}
