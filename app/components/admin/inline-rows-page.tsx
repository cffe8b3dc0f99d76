import { Form, useActionData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConfirmDelete, confirmDeleteHref, DeleteConfirmation } from "./confirm-delete";
import { FormAlert } from "./form-alert";
import type { FormResult } from "./form-result";
import { IconButton } from "./icon-button";
import { resultFor, rowValue, type RowKey } from "./inline-rows";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";

type InlineRowsData<Row> = {
  items: Row[];
  page: number;
  lastPage: number;
  total: number;
  q: string;
  confirm: { id: number; name: string } | null;
  listQuery: string;
};

export function InlineRowsPage<Row extends { id: number; name: string; version: number }>({
  noun,
  plural,
  path,
  headingId,
  data,
  fields,
  rowMeta,
}: {
  noun: string;
  plural: string;
  path: string;
  headingId: string;
  data: InlineRowsData<Row>;
  fields: (row: RowKey, stored: Row | undefined, result: FormResult) => ReactNode;
  rowMeta?: (item: Row) => ReactNode;
}) {
  const result = useActionData<FormResult>();
  const { search } = useLocation();
  return (
    <>
      <div className="admin-page-header">
        <h1>{plural}</h1>
      </div>
      <FormAlert message={result?.formError} result={result} />
      {data.confirm ? (
        <DeleteConfirmation question={`Delete ${noun} “${data.confirm.name}”?`} id={data.confirm.id} cancelHref={`${path}${data.listQuery}`} />
      ) : null}
      <section className="admin-panel" aria-labelledby={headingId}>
        <h2 id={headingId}>Add a {noun}</h2>
        {/* After a create, the form starts empty again. */}
        <Form method="post" noValidate key={`new-${data.total}`}>
          <input type="hidden" name="intent" value="create" />
          {fields("new", undefined, resultFor(result, "new"))}
          <div className="form-actions inline-row-footer">
            <IconButton type="submit" icon="plus" label={`Add ${noun}`} variant="primary" />
          </div>
        </Form>
      </section>
      <SearchForm q={data.q} label={`Search ${plural.toLowerCase()}`} placeholder="Name" resetHref={path} />
      {data.items.length === 0 ? <p className="admin-empty">No {plural.toLowerCase()} found.</p> : null}
      <ul className="inline-rows" aria-label={plural}>
        {data.items.map((item) => {
          const own = resultFor(result, item.id);
          return (
            <li key={`${item.id}-${item.version}`} className="inline-row">
              <Form method="post" noValidate>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="version" value={rowValue(own, item.version, "version")} />
                {fields(item.id, item, own)}
                <div className="inline-row-footer">
                  {rowMeta ? <p className="inline-row-meta">{rowMeta(item)}</p> : null}
                  <IconButton type="submit" icon="save" label="Save" aria-label={`Save ${item.name}`} variant="primary" />
                </div>
              </Form>
              <div className="form-actions">
                <ConfirmDelete
                  question={`Delete ${noun} “${item.name}”?`}
                  id={item.id}
                  confirmHref={confirmDeleteHref(search, item.id)}
                  ariaLabel={`Delete ${item.name}`}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination page={data.page} lastPage={data.lastPage} total={data.total} />
    </>
  );
}
