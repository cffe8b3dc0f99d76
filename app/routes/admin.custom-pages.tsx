import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EditorialList, TitleLink } from "~/components/admin/editorial-list";
import { PAGE_SCREENS } from "~/components/admin/editorial-screens";
import { ListDate } from "~/components/admin/admin-table";
import { formatDateTime } from "~/components/admin/format";
import { StatusBadge } from "~/components/admin/status-badge";
import { TranslationStates } from "~/components/admin/translation-parts";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { adminHeaders } from "~/routes/__admin-screen.server";
import { editorialListAction, editorialListLoader } from "~/routes/__admin-editorial.server";
import { pageTranslationColumn } from "~/routes/__admin-page-translation.server";
import { pages } from "~/services/content/pages.server";
import translationStyles from "~/styles/admin-translation.css";

export const meta: MetaFunction = () => [{ title: "Custom Pages · Admin" }];
export const headers = adminHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export const loader = ({ request }: LoaderFunctionArgs) =>
  editorialListLoader(
    pages,
    request,
    (page) => ({
      id: page.id,
      title: page.title,
      slug: page.slug,
      status: page.status,
      published_at: page.published_at,
      unpublish_at: page.unpublish_at,
      show_in_menu: page.show_in_menu,
      sort_order: page.sort_order,
      updated_at: page.updated_at,
    }),
    (items) => pageTranslationColumn(items.map((item) => item.id)),
  );
export const action = ({ request, context }: ActionFunctionArgs) => editorialListAction(pages, PAGE_SCREENS, request, context);

export default function CustomPagesPage() {
  const timeZone = useSiteTimeZone();
  const data = useLoaderData<typeof loader>();
  const translations = data.more;
  return (
    <EditorialList
      screens={PAGE_SCREENS}
      data={data}
      filter="status"
      // The menu's order: moved here, in the list.
      ordered
      columns={[
        { header: "Title", card: "heading", sort: "title", cell: (page) => <TitleLink screens={PAGE_SCREENS} item={page} /> },
        { header: "Address", sort: "address", cell: (page) => <code>/{page.slug}</code> },
        { header: "Status", card: "bare", sort: "status", cell: (page) => <StatusBadge status={page.status} publishedAt={page.published_at} unpublishAt={page.unpublish_at} /> },
        { header: "In menu", sort: "menu", cell: (page) => (page.show_in_menu ? "Yes" : "No") },
        { header: "Updated", sort: "updated", cell: (page) => <ListDate text={formatDateTime(page.updated_at, timeZone)} /> },
        ...(translations
          ? [{ header: "Translations", card: "bare" as const, cell: (page: { id: number }) => <TranslationStates editPath={PAGE_SCREENS.editPath(page.id)} states={translations[page.id] ?? []} /> }]
          : []),
      ]}
    />
  );
}
