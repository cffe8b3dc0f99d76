import type { SerializeFrom } from "@remix-run/node";
import { useSiteTimeZone } from "~/components/site-time-zone";
import type { MediaRef } from "~/services/content/media-refs.server";
import { mediaUrl, variantWidths } from "~/utils/media-url";
import { EditorialList, TitleLink, type EditorialListData } from "./editorial-list";
import type { EditorialScreens } from "./editorial-screens";
import { ListDate } from "./admin-table";
import { ShownBadge } from "./status-badge";
import { formatDateTime } from "./format";

/** Slides and hero contents are both an image and a title placed by hand, so their lists share columns. */

type HomeContentRecord = {
  id: number;
  title: string;
  is_published: boolean;
  sort_order: number;
  updated_at: Date;
  image: Pick<MediaRef, "id" | "original_name" | "variants"> | null;
};

export function homeContentRow(item: HomeContentRecord) {
  return {
    id: item.id,
    title: item.title,
    is_published: item.is_published,
    sort_order: item.sort_order,
    updated_at: item.updated_at,
    image: item.image ? { id: item.image.id, original_name: item.image.original_name, variants: item.image.variants } : null,
  };
}

type HomeContentRow = SerializeFrom<typeof homeContentRow>;

export function HomeContentList({ screens, data }: { screens: EditorialScreens; data: EditorialListData<HomeContentRow> }) {
  const timeZone = useSiteTimeZone();
  return (
    <EditorialList
      screens={screens}
      data={data}
      filter="is_published"
      // Placed by hand: moved here, in the list, which shows them in their order (no number to read).
      ordered
      columns={[
        {
          header: "Image",
          visuallyHidden: true,
          cell: (item) => (item.image ? <img className="thumb" src={mediaUrl(item.image, variantWidths(item.image)[0])} alt="" loading="lazy" /> : null),
        },
        { header: "Title", card: "heading", sort: "title", cell: (item) => <TitleLink screens={screens} item={item} /> },
        { header: "Status", card: "bare", sort: "shown", cell: (item) => <ShownBadge shown={item.is_published} /> },
        { header: "Updated", sort: "updated", cell: (item) => <ListDate text={formatDateTime(item.updated_at, timeZone)} /> },
      ]}
    />
  );
}
