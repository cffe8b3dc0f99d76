import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { HERO_CONTENT_SCREENS } from "~/components/admin/editorial-screens";
import { HomeContentList, homeContentRow } from "~/components/admin/home-content-list";
import { adminHeaders } from "~/routes/__admin-screen.server";
import { editorialListAction, editorialListLoader } from "~/routes/__admin-editorial.server";
import { heroContents } from "~/services/content/hero-contents.server";

export const meta: MetaFunction = () => [{ title: "Hero Contents · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => editorialListLoader(heroContents, request, homeContentRow);
export const action = ({ request, context }: ActionFunctionArgs) => editorialListAction(heroContents, HERO_CONTENT_SCREENS, request, context);

export default function HeroContentsPage() {
  return <HomeContentList screens={HERO_CONTENT_SCREENS} data={useLoaderData<typeof loader>()} />;
}
