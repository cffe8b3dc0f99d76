import type { SerializeFrom } from "@remix-run/node";
import { useSiteTimeZone } from "~/components/site-time-zone";
import type { catalogListLoader } from "~/routes/__admin-catalog.server";
import { TranslationStates } from "./translation-parts";
import { mediaUrl, variantWidths } from "~/utils/media-url";
import type { CatalogScreens } from "./catalog-screens";
import { ContentList } from "./content-list";
import { TitleLink } from "./editorial-list";
import { ListDate } from "./admin-table";
import { formatDateTime } from "./format";
import { FilterSelect } from "./search-form";
import { StatusBadge } from "./status-badge";

export function CatalogItemList({ screens, data }: { screens: CatalogScreens; data: SerializeFrom<typeof catalogListLoader> }) {
  const timeZone = useSiteTimeZone();
  const { translations } = data;
  return (
    <ContentList
      screens={screens}
      data={data}
      ordered
      filters={
        <FilterSelect name="category_id" label="Category" value={data.filters.category_id} options={data.categories} allLabel="All categories" />
      }
      columns={[
        {
          header: "Image",
          visuallyHidden: true,
          cell: (item) =>
            item.thumbnail ? <img className="thumb" src={mediaUrl(item.thumbnail, variantWidths(item.thumbnail)[0])} alt="" loading="lazy" /> : null,
        },
        { header: "Title", card: "heading", sort: "title", cell: (item) => <TitleLink screens={screens} item={item} /> },
        { header: "Category", sort: "category", cell: (item) => item.category_name },
        { header: "Status", card: "bare", sort: "status", cell: (item) => <StatusBadge status={item.status} publishedAt={item.published_at} unpublishAt={item.unpublish_at} /> },
        { header: "Updated", sort: "updated", cell: (item) => <ListDate text={formatDateTime(item.updated_at, timeZone)} /> },
        ...(translations
          ? [{ header: "Translations", card: "bare" as const, cell: (item: { id: number }) => <TranslationStates editPath={screens.editPath(item.id)} states={translations[item.id] ?? []} /> }]
          : []),
      ]}
    />
  );
}
