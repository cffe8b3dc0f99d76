import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HERO_CONTENT_SCREENS } from "~/components/admin/editorial-screens";
import { HeroContentsForm } from "~/components/admin/hero-contents-form";
import { db } from "~/db/db.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { editorialCreateAction } from "~/routes/__admin-editorial.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { heroContents } from "~/services/content/hero-contents.server";
import { mediaOptions } from "~/routes/__media-options.server";

/** /admin/create-hero-contents: a new hero content. */

export const meta: MetaFunction = () => [{ title: "Add hero content · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ images: await mediaOptions(db(), "image") }, { headers: ADMIN_CACHE_HEADERS });
}

export const action = ({ request, context }: ActionFunctionArgs) => editorialCreateAction(heroContents, HERO_CONTENT_SCREENS, request, context);

export default function CreateHeroContentPage() {
  const { images } = useLoaderData<typeof loader>();
  return <HeroContentsForm images={images} result={useActionData<typeof action>()} />;
}
