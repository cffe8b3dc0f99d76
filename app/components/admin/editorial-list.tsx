import { Link } from "@remix-run/react";
import { ContentList, type ContentColumn, type ContentListData } from "./content-list";
import type { EditorialScreens } from "./editorial-screens";
import { FilterTabs } from "./status-tabs";

export type EditorialListData<Item> = ContentListData<Item> & { filters: { status: string; is_published: string } };

const PUBLISHED_TABS = [
  { value: "", label: "All" },
  { value: "true", label: "Published" },
  { value: "false", label: "Hidden" },
];

export function EditorialList<Item extends { id: number; title: string; slug?: string }>({
  screens,
  data,
  columns,
  filter,
  ordered = false,
}: {
  screens: EditorialScreens;
  data: EditorialListData<Item>;
  columns: Array<ContentColumn<Item>>;
  filter: "status" | "is_published";
  /** Placed by hand: its rows move up and down in the list. */
  ordered?: boolean;
}) {
  return (
    <ContentList
      screens={screens}
      data={data}
      columns={columns}
      ordered={ordered}
      // A type with a status has its status tabs; one shown or hidden has these, in the same place and look.
      tabs={filter === "status" ? null : <FilterTabs name="is_published" label="Filter by status" tabs={PUBLISHED_TABS} current={data.filters.is_published} />}
      filters={filter === "status" || !data.filters.is_published ? null : <input type="hidden" name="is_published" value={data.filters.is_published} />}
    />
  );
}

/** Cut to two lines in a list (admin.css): the whole title shows on hover and on the edit screen. */
export function TitleLink({ screens, item }: { screens: EditorialScreens; item: { id: number; title: string } }) {
  return (
    <Link to={screens.editPath(item.id)} className="title-link" title={item.title}>
      {item.title}
    </Link>
  );
}
