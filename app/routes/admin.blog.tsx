import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EditorialList, TitleLink } from "~/components/admin/editorial-list";
import { NEWS_SCREENS } from "~/components/admin/editorial-screens";
import { ListDate } from "~/components/admin/admin-table";
import { formatDateTime } from "~/components/admin/format";
import { StatusBadge } from "~/components/admin/status-badge";
import { TranslationStates } from "~/components/admin/translation-parts";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { adminHeaders } from "~/routes/__admin-screen.server";
import { newsTranslationColumn } from "~/routes/__admin-news-translation.server";
import { editorialListAction, editorialListLoader } from "~/routes/__admin-editorial.server";
import { news } from "~/services/content/news.server";
import { mediaUrl, variantWidths } from "~/utils/media-url";
import translationStyles from "~/styles/admin-translation.css";

export const meta: MetaFunction = () => [{ title: "News · Admin" }];
export const headers = adminHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export const loader = ({ request }: LoaderFunctionArgs) =>
  editorialListLoader(
    news,
    request,
    (item) => ({
      id: item.id,
      title: item.title,
      slug: item.slug,
      status: item.status,
      published_at: item.published_at,
      unpublish_at: item.unpublish_at,
      updated_at: item.updated_at,
      cover: item.cover_image ? { id: item.cover_image.id, original_name: item.cover_image.original_name, variants: item.cover_image.variants } : null,
    }),
    (items) => newsTranslationColumn(items.map((item) => item.id)),
  );
export const action = ({ request, context }: ActionFunctionArgs) => editorialListAction(news, NEWS_SCREENS, request, context);

export default function NewsListPage() {
  const timeZone = useSiteTimeZone();
  const data = useLoaderData<typeof loader>();
  const translations = data.more;
  return (
    <EditorialList
      screens={NEWS_SCREENS}
      data={data}
      filter="status"
      columns={[
        {
          header: "Cover",
          visuallyHidden: true,
          cell: (item) => (item.cover ? <img className="thumb" src={mediaUrl(item.cover, variantWidths(item.cover)[0])} alt="" loading="lazy" /> : null),
        },
        { header: "Title", card: "heading", sort: "title", cell: (item) => <TitleLink screens={NEWS_SCREENS} item={item} /> },
        { header: "Status", card: "bare", sort: "status", cell: (item) => <StatusBadge status={item.status} publishedAt={item.published_at} unpublishAt={item.unpublish_at} withDate={false} /> },
        { header: "Date", sort: "published", cell: (item) => <ListDate text={formatDateTime(item.published_at, timeZone)} /> },
        { header: "Updated", sort: "updated", cell: (item) => <ListDate text={formatDateTime(item.updated_at, timeZone)} /> },
        ...(translations
          ? [{ header: "Translations", card: "bare" as const, cell: (item: { id: number }) => <TranslationStates editPath={NEWS_SCREENS.editPath(item.id)} states={translations[item.id] ?? []} /> }]
          : []),
      ]}
    />
  );
}
