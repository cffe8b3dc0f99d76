import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HERO_CONTENT_SCREENS } from "~/components/admin/editorial-screens";
import { HeroContentsForm } from "~/components/admin/hero-contents-form";
import { db } from "~/db/db.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { editorialEditAction, editorialEditLoader } from "~/routes/__admin-editorial.server";
import { heroContents } from "~/services/content/hero-contents.server";
import { mediaOptions } from "~/routes/__media-options.server";

/** /admin/edit-heroContent/{id}: edit a hero content (version-checked), or delete it. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit hero content"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, item, confirmingDelete } = await editorialEditLoader(heroContents, request, params.id, (content) => ({
    id: content.id,
    title: content.title,
    body: content.body,
    image_id: content.image_id,
    icon: content.icon,
    link_url: content.link_url,
    sort_order: content.sort_order,
    is_published: content.is_published,
    version: content.version,
  }));
  const images = await mediaOptions(db(), "image", { include: [row.image_id] });
  return json({ item, images, confirmingDelete }, { headers: ADMIN_CACHE_HEADERS });
}

export const action = ({ request, context, params }: ActionFunctionArgs) =>
  editorialEditAction(heroContents, HERO_CONTENT_SCREENS, request, context, params.id);

export default function EditHeroContentPage() {
  const { item, images, confirmingDelete } = useLoaderData<typeof loader>();
  return <HeroContentsForm item={item} images={images} result={useActionData<typeof action>()} confirmingDelete={confirmingDelete} />;
}
