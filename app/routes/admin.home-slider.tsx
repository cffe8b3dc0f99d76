import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SLIDE_SCREENS } from "~/components/admin/editorial-screens";
import { HomeContentList, homeContentRow } from "~/components/admin/home-content-list";
import { adminHeaders } from "~/routes/__admin-screen.server";
import { editorialListAction, editorialListLoader } from "~/routes/__admin-editorial.server";
import { homeSlides } from "~/services/content/home-slides.server";

export const meta: MetaFunction = () => [{ title: "Home Slider · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => editorialListLoader(homeSlides, request, homeContentRow);
export const action = ({ request, context }: ActionFunctionArgs) => editorialListAction(homeSlides, SLIDE_SCREENS, request, context);

export default function HomeSliderPage() {
  return <HomeContentList screens={SLIDE_SCREENS} data={useLoaderData<typeof loader>()} />;
}
