import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlogForm } from "~/components/admin/blog-form";
import { NEWS_SCREENS } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { actorOf, ADMIN_CACHE_HEADERS, adminHeaders, commandFailure, invalid, readAdminForm } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { news } from "~/services/content/news.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { submittedValues } from "~/routes/__admin-editorial.server";
import { clientIp } from "~/load-context";
import { parseFormData } from "~/schemas/parse";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction = () => [{ title: "Add news article · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "news");
  return json({ images: await mediaOptions(db(), "image") }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "news");
  const form = await readAdminForm(request);
  const parsed = parseFormData(news.schemas.create, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const result = await news.create(db(), { actor: actorOf(admin), ip: clientIp(context), input: parsed.data });
  if (!result.ok) return commandFailure(result, submittedValues(form));
  return redirectWithToast(NEWS_SCREENS.listPath, { type: "success", message: `${NEWS_SCREENS.Noun} “${result.row.title}” created` });
}

export default function CreateNewsPage() {
  const { images } = useLoaderData<typeof loader>();
  return <BlogForm images={images} result={useActionData<typeof action>()} />;
}
