import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SLIDE_SCREENS } from "~/components/admin/editorial-screens";
import { SliderForm } from "~/components/admin/slider-form";
import { db } from "~/db/db.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { editorialEditAction, editorialEditLoader } from "~/routes/__admin-editorial.server";
import { homeSlides } from "~/services/content/home-slides.server";
import { mediaOptions } from "~/routes/__media-options.server";

/** /admin/edit-slider/{id}: edit a home slide (version-checked), or delete it. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit slide"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, item, confirmingDelete } = await editorialEditLoader(homeSlides, request, params.id, (slide) => ({
    id: slide.id,
    title: slide.title,
    subtitle: slide.subtitle,
    image_id: slide.image_id,
    button_label: slide.button_label,
    button_url: slide.button_url,
    sort_order: slide.sort_order,
    is_published: slide.is_published,
    version: slide.version,
  }));
  const images = await mediaOptions(db(), "image", { include: [row.image_id] });
  return json({ item, images, confirmingDelete }, { headers: ADMIN_CACHE_HEADERS });
}

export const action = ({ request, context, params }: ActionFunctionArgs) => editorialEditAction(homeSlides, SLIDE_SCREENS, request, context, params.id);

export default function EditSlidePage() {
  const { item, images, confirmingDelete } = useLoaderData<typeof loader>();
  return <SliderForm item={item} images={images} result={useActionData<typeof action>()} confirmingDelete={confirmingDelete} />;
}
