import { Form, useActionData, useLocation, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { currentPlace } from "./admin-nav";
import type { ListSort } from "~/utils/list-sort";
import { historyPath } from "~/utils/revision-paths";
import { AdminTable, type TableColumn } from "./admin-table";
import { BULK_FORM, BulkForm } from "./bulk-form";
import { ConfirmDelete, confirmDeleteHref, DeleteConfirmation } from "./confirm-delete";
import { FormAlert } from "./form-alert";
import type { FormResult } from "./form-result";
import { IconButton, IconLink } from "./icon-button";
import { ListOrderNote, showsListOrder, useListOrder } from "./list-order";
import { resultFor, rowOf, rowValue, type RowKey } from "./inline-rows";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";
import { isHomePlace, ShownOnHome } from "./shown-on-home";

/** The edit panel opens by a plain link (`?edit={id}`), so no JavaScript is needed. */

type InlineRowsData<Row, Fields> = {
  items: Row[];
  page: number;
  lastPage: number;
  total: number;
  q: string;
  sort: ListSort | null;
  editing: (Fields & { history_count: number }) | null;
  creating: boolean;
  editMissing: boolean;
  confirm: { id: number; name: string } | null;
  listQuery: string;
};

type Named = { id: number; name: string; version: number };

const PANEL_FORM = "edit-panel-form";

export function editHref(search: string, row: RowKey): string {
  const params = new URLSearchParams(search);
  params.delete("confirm-delete");
  params.set("edit", String(row));
  return `?${params}`;
}

function EditPanel<Fields extends Named>({
  noun,
  resource,
  row,
  stored,
  result,
  closeHref,
  fields,
}: {
  noun: string;
  resource: string;
  row: RowKey;
  stored: (Fields & { history_count?: number }) | undefined;
  result: FormResult;
  closeHref: string;
  fields: (row: RowKey, stored: Fields | undefined, result: FormResult) => ReactNode;
}) {
  const { search } = useLocation();
  const editing = row !== "new" && stored;
  return (
    <section className="admin-panel edit-panel" aria-labelledby="edit-panel-title">
      <div className="edit-panel-header">
        <h2 id="edit-panel-title">{editing ? `Edit ${noun} “${stored.name}”` : `Add ${noun}`}</h2>
        {editing ? (
          <IconLink to={historyPath(resource, stored.id)} icon="undo" label={`History (${stored.history_count ?? 0})`} variant="plain" />
        ) : null}
        <Link to={closeHref} className="icon-button icon-button-plain">
          Close
        </Link>
      </div>
      {/* A new form after each save, so a created row's panel starts empty again. */}
      {/* Multipart, so that the image field can carry a new file. */}
      <Form method="post" encType="multipart/form-data" noValidate id={PANEL_FORM} key={editing ? `${stored.id}-${stored.version}` : "new"}>
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing ? (
          <>
            <input type="hidden" name="id" value={stored.id} />
            <input type="hidden" name="version" value={rowValue(result, stored.version, "version")} />
          </>
        ) : null}
        {fields(row, editing ? stored : undefined, result)}
      </Form>
      {/* Delete is a form of its own, so it sits beside Save rather than inside. */}
      <div className="edit-panel-footer">
        <IconButton type="submit" form={PANEL_FORM} icon="save" label={editing ? "Save" : `Add ${noun}`} variant="primary" />
        {editing ? (
          <ConfirmDelete
            question={`Delete ${noun} “${stored.name}”?`}
            id={stored.id}
            confirmHref={confirmDeleteHref(search, stored.id)}
            ariaLabel={`Delete this ${noun}`}
            place="panel-"
          />
        ) : null}
      </div>
    </section>
  );
}

export function InlineRowsPage<Row extends Named, Fields extends Named>({
  noun,
  plural,
  path,
  resource,
  data,
  columns,
  fields,
  besidePanel,
  ordered = false,
}: {
  noun: string;
  plural: string;
  path: string;
  resource: string;
  data: InlineRowsData<Row, Fields>;
  columns: Array<TableColumn<Row>>;
  fields: (row: RowKey, stored: Fields | undefined, result: FormResult) => ReactNode;
  /** Shown under the panel of a stored row (a category's names in the other languages). */
  besidePanel?: (stored: Fields) => ReactNode;
  /** The rows are placed by hand (a sort number): they are moved here, in the list, as slides and pages are. */
  ordered?: boolean;
}) {
  const result = useActionData<FormResult>();
  const { search } = useLocation();
  // A refused save reopens its own panel with what was typed; otherwise the address says which panel is open.
  const refusedRow = rowOf(result);
  const panelRow: RowKey | undefined = refusedRow ?? (data.editing ? data.editing.id : data.creating ? "new" : undefined);
  const stored = data.editing && data.editing.id === panelRow ? data.editing : undefined;
  const panelResult = panelRow === undefined ? undefined : resultFor(result, panelRow);
  const closeHref = `${path}${data.listQuery}`;
  const order = useListOrder({ items: data.items.map((item) => ({ id: item.id, title: item.name })), page: data.page, lastPage: data.lastPage });
  const movable = ordered && showsListOrder(search) && data.items.length > 1;
  const shownColumns: Array<TableColumn<Row>> = movable ? [{ header: "Move", cell: (item) => order.cell({ id: item.id, title: item.name }), card: "bare" }, ...columns] : columns;
  const editingClass = (item: Row) => (item.id === stored?.id ? "is-editing" : undefined);
  return (
    <>
      <div className="admin-page-header">
        {/* The sidebar's own name for the screen ("Certificate"), so the entry and the heading read alike. */}
        <h1>{currentPlace(path)?.page ?? plural}</h1>
        <IconLink to={editHref(search, "new")} icon="plus" label={`Add ${noun}`} variant="primary" />
      </div>
      {isHomePlace(path) ? <ShownOnHome place={path} /> : null}
      {/* Field errors show in the panel; what is not about a field (a refused delete, a conflict) shows here. */}
      <FormAlert message={result?.formError} result={result} summary={false} />
      {data.editMissing ? <p className="form-alert">This {noun} no longer exists. It may have been deleted.</p> : null}
      {data.confirm ? (
        <DeleteConfirmation question={`Delete ${noun} “${data.confirm.name}”?`} id={data.confirm.id} cancelHref={closeHref} />
      ) : null}
      {panelRow !== undefined && (panelRow === "new" || stored) ? (
        <EditPanel noun={noun} resource={resource} row={panelRow} stored={stored} result={panelResult} closeHref={closeHref} fields={fields} />
      ) : null}
      {stored && besidePanel ? besidePanel(stored) : null}
      <SearchForm q={data.q} label={`Search ${plural.toLowerCase()}`} placeholder="Name" resetHref={path} sort={data.sort} />
      {ordered && !movable && data.items.length > 1 ? <ListOrderNote listPath={path} plural={plural} /> : null}
      {(movable ? order.wrap : (table: ReactNode) => table)(
      <AdminTable
        label={plural}
        columns={shownColumns}
        items={data.items}
        empty={`No ${plural.toLowerCase()} found.`}
        sort={data.sort}
        rowKey={(item) => String(item.id)}
        select={{ form: BULK_FORM, name: (item) => item.name }}
        rowClassName={(item) => editingClass(item) ?? (movable ? order.rowClassName({ id: item.id, title: item.name }) : undefined)}
        actions={(item) => (
          <>
            <IconLink to={editHref(search, item.id)} icon="edit" label="Edit" aria-label={`Edit ${item.name}`} />
            <ConfirmDelete
              question={`Delete ${noun} “${item.name}”?`}
              id={item.id}
              confirmHref={confirmDeleteHref(search, item.id)}
              ariaLabel={`Delete ${item.name}`}
              iconOnly
            />
          </>
        )}
      />,
      )}
      {/* Categories and certificates both have a Published box: Publish, Hide, Move to trash. */}
      {data.items.length > 0 ? <BulkForm plural={plural} switches="is_published" /> : null}
      <Pagination page={data.page} lastPage={data.lastPage} total={data.total} />
    </>
  );
}
