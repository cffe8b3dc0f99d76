import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CUSTOMER_STORY_SCREENS } from "~/components/admin/customer-story-form";
import { EditorialList, TitleLink } from "~/components/admin/editorial-list";
import { ListDate } from "~/components/admin/admin-table";
import { formatDateTime } from "~/components/admin/format";
import { StatusBadge } from "~/components/admin/status-badge";
import { TranslationStates } from "~/components/admin/translation-parts";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { storyTranslationColumn } from "~/routes/__admin-customer-story-translation.server";
import { adminHeaders } from "~/routes/__admin-screen.server";
import { editorialListAction, editorialListLoader } from "~/routes/__admin-editorial.server";
import { customerStories } from "~/services/content/customer-stories.server";
import translationStyles from "~/styles/admin-translation.css";
import { mediaUrl, variantWidths } from "~/utils/media-url";

export const meta: MetaFunction = () => [{ title: "Customer Stories · Admin" }];
export const headers = adminHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: translationStyles }];

export const loader = ({ request }: LoaderFunctionArgs) =>
  editorialListLoader(
    customerStories,
    request,
    (item) => ({
      id: item.id,
      title: item.title,
      slug: item.slug,
      customer_name: item.customer_name,
      status: item.status,
      published_at: item.published_at,
      unpublish_at: item.unpublish_at,
      updated_at: item.updated_at,
      logo: item.logo ? { id: item.logo.id, original_name: item.logo.original_name, variants: item.logo.variants } : null,
    }),
    (items) => storyTranslationColumn(items.map((item) => item.id)),
  );
export const action = ({ request, context }: ActionFunctionArgs) => editorialListAction(customerStories, CUSTOMER_STORY_SCREENS, request, context);

export default function CustomerStoryListPage() {
  const timeZone = useSiteTimeZone();
  const data = useLoaderData<typeof loader>();
  const translations = data.more;
  return (
    <EditorialList
      screens={CUSTOMER_STORY_SCREENS}
      data={data}
      filter="status"
      columns={[
        {
          header: "Logo",
          visuallyHidden: true,
          cell: (item) => (item.logo ? <img className="thumb thumb-whole" src={mediaUrl(item.logo, variantWidths(item.logo)[0])} alt="" loading="lazy" /> : null),
        },
        { header: "Title", card: "heading", sort: "title", cell: (item) => <TitleLink screens={CUSTOMER_STORY_SCREENS} item={item} /> },
        { header: "Customer", sort: "customer", cell: (item) => item.customer_name },
        { header: "Status", card: "bare", sort: "status", cell: (item) => <StatusBadge status={item.status} publishedAt={item.published_at} unpublishAt={item.unpublish_at} withDate={false} /> },
        { header: "Date", sort: "published", cell: (item) => <ListDate text={formatDateTime(item.published_at, timeZone)} /> },
        { header: "Updated", sort: "updated", cell: (item) => <ListDate text={formatDateTime(item.updated_at, timeZone)} /> },
        ...(translations
          ? [{ header: "Translations", card: "bare" as const, cell: (item: { id: number }) => <TranslationStates editPath={CUSTOMER_STORY_SCREENS.editPath(item.id)} states={translations[item.id] ?? []} /> }]
          : []),
      ]}
    />
  );
}
