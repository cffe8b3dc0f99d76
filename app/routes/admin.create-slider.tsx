import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SLIDE_SCREENS } from "~/components/admin/editorial-screens";
import { SliderForm } from "~/components/admin/slider-form";
import { db } from "~/db/db.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { editorialCreateAction } from "~/routes/__admin-editorial.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { homeSlides } from "~/services/content/home-slides.server";
import { mediaOptions } from "~/routes/__media-options.server";

/** /admin/create-slider: a new home slide. */

export const meta: MetaFunction = () => [{ title: "Add slide · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ images: await mediaOptions(db(), "image") }, { headers: ADMIN_CACHE_HEADERS });
}

export const action = ({ request, context }: ActionFunctionArgs) => editorialCreateAction(homeSlides, SLIDE_SCREENS, request, context);

export default function CreateSlidePage() {
  const { images } = useLoaderData<typeof loader>();
  return <SliderForm images={images} result={useActionData<typeof action>()} />;
}
