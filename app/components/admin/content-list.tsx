import type { StatusCounts } from "~/utils/status-counts";
import { useActionData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ListSort } from "~/utils/list-sort";
import { AdminTable, type TableColumn } from "./admin-table";
import { BULK_FORM, BulkForm } from "./bulk-form";
import { ConfirmDelete, confirmDeleteHref, DeleteConfirmation } from "./confirm-delete";
import type { EditorialScreens } from "./editorial-screens";
import { FormAlert } from "./form-alert";
import { IconLink } from "./icon-button";
import { ListOrderNote, showsListOrder, useListOrder } from "./list-order";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";
import { HomeLanguages, isHomePlace, ShownOnHome } from "./shown-on-home";
import { StatusTabs } from "./status-tabs";

export type ContentListData<Item> = {
  items: Item[];
  page: number;
  lastPage: number;
  total: number;
  filters: { q: string; status?: string };
  sort: ListSort | null;
  /** The type's items by status (a type with a status only): the list's tabs. */
  statusCounts?: StatusCounts | null;
  confirm: { id: number; title: string } | null;
  listQuery: string;
};

export type ContentColumn<Item> = TableColumn<Item>;

/** `ordered`: the type is placed by hand (a sort number), so its rows are moved here, in the list (list-order.tsx). */
export function ContentList<Item extends { id: number; title: string; slug?: string }>({
  screens,
  data,
  filters,
  tabs,
  columns,
  ordered = false,
}: {
  screens: EditorialScreens;
  data: ContentListData<Item>;
  filters: ReactNode;
  /** A list without statuses filters by tabs of its own (shown or hidden): where the status tabs are. */
  tabs?: ReactNode;
  columns: Array<ContentColumn<Item>>;
  ordered?: boolean;
}) {
  const result = useActionData<{ formError?: string | null }>();
  const { search } = useLocation();
  const order = useListOrder({ items: data.items, page: data.page, lastPage: data.lastPage });
  const movable = ordered && showsListOrder(search) && data.items.length > 1;
  const shownColumns: Array<ContentColumn<Item>> = movable ? [{ header: "Move", cell: order.cell, card: "bare" }, ...columns] : columns;
  return (
    <>
      <div className="admin-page-header">
        <div className="admin-page-title">
          <h1>{screens.plural}</h1>
          <HomeLanguages place={screens.listPath} />
        </div>
        <IconLink to={screens.createPath} icon="plus" label={`Add ${screens.noun}`} variant="primary" />
      </div>
      {isHomePlace(screens.listPath) ? <ShownOnHome place={screens.listPath} /> : null}
      <FormAlert message={result?.formError} result={result} />
      {data.confirm ? (
        <DeleteConfirmation
          question={`Delete ${screens.noun} “${data.confirm.title}”?`}
          id={data.confirm.id}
          cancelHref={`${screens.listPath}${data.listQuery}`}
        />
      ) : null}
      {data.statusCounts ? <StatusTabs counts={data.statusCounts} current={data.filters.status ?? ""} /> : tabs}
      <SearchForm q={data.filters.q} label={`Search ${screens.plural.toLowerCase()}`} placeholder="Title" resetHref={screens.listPath} sort={data.sort}>
        {data.statusCounts && data.filters.status ? <input type="hidden" name="status" value={data.filters.status} /> : null}
        {filters}
      </SearchForm>
      {ordered && !movable && data.items.length > 1 ? <ListOrderNote listPath={screens.listPath} plural={screens.plural} /> : null}
      {(movable ? order.wrap : (table: ReactNode) => table)(
      <AdminTable
        label={screens.plural}
        columns={shownColumns}
        items={data.items}
        empty={`No ${screens.plural.toLowerCase()} found.`}
        sort={data.sort}
        rowKey={(item) => String(item.id)}
        rowClassName={movable ? order.rowClassName : undefined}
        select={{ form: BULK_FORM, name: (item) => item.title }}
        actions={(item) => (
          <>
            <IconLink to={screens.editPath(item.id)} icon="edit" label="Edit" aria-label={`Edit ${item.title}`} />
            {screens.publicPath && item.slug ? (
              <IconLink
                to={`${screens.publicPath(item.slug)}?preview=1`}
                reloadDocument
                icon="eye"
                label="Preview"
                iconOnly
                variant="plain"
                aria-label={`Preview ${item.title}`}
              />
            ) : null}
            <ConfirmDelete
              question={`Delete ${screens.noun} “${item.title}”?`}
              id={item.id}
              confirmHref={confirmDeleteHref(search, item.id)}
              ariaLabel={`Delete ${item.title}`}
              iconOnly
            />
          </>
        )}
      />,
      )}
      {data.items.length > 0 ? <BulkForm plural={screens.plural} switches={screens.publishing} /> : null}
      <Pagination page={data.page} lastPage={data.lastPage} total={data.total} />
    </>
  );
}
