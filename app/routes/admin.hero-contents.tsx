import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EditorialList, TitleLink } from "~/components/admin/editorial-list";
import { HERO_CONTENT_SCREENS } from "~/components/admin/editorial-screens";
import { formatDateTime } from "~/components/admin/format";
import { adminHeaders } from "~/services/admin-screen.server";
import { editorialListAction, editorialListLoader } from "~/services/admin-editorial.server";
import { heroContents } from "~/services/content/hero-contents.server";
import { mediaUrl, variantWidths } from "~/utils/media-url";

/** /admin/hero-contents: the home page's hero contents (search, shown or hidden, in display order) and their deletes. */

export const meta: MetaFunction = () => [{ title: "Hero Contents · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) =>
  editorialListLoader(heroContents, request, (item) => ({
    id: item.id,
    title: item.title,
    is_published: item.is_published,
    sort_order: item.sort_order,
    updated_at: item.updated_at,
    image: item.image ? { id: item.image.id, original_name: item.image.original_name, variants: item.image.variants } : null,
  }));
export const action = ({ request, context }: ActionFunctionArgs) => editorialListAction(heroContents, HERO_CONTENT_SCREENS, request, context);

export default function HeroContentsPage() {
  return (
    <EditorialList
      screens={HERO_CONTENT_SCREENS}
      data={useLoaderData<typeof loader>()}
      filter="is_published"
      columns={[
        {
          header: "Image",
          visuallyHidden: true,
          cell: (item) => (item.image ? <img className="thumb" src={mediaUrl(item.image, variantWidths(item.image)[0])} alt="" loading="lazy" /> : null),
        },
        { header: "Title", cell: (item) => <TitleLink screens={HERO_CONTENT_SCREENS} item={item} /> },
        { header: "Shown", cell: (item) => (item.is_published ? "Published" : "Hidden") },
        { header: "Order", cell: (item) => item.sort_order },
        { header: "Updated", cell: (item) => formatDateTime(item.updated_at) },
      ]}
    />
  );
}
