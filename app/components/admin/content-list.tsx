import { useActionData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConfirmDelete, confirmDeleteHref, DeleteConfirmation } from "./confirm-delete";
import type { EditorialScreens } from "./editorial-screens";
import { FormAlert } from "./form-alert";
import { IconLink } from "./icon-button";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";

export type ContentListData<Item> = {
  items: Item[];
  page: number;
  lastPage: number;
  total: number;
  filters: { q: string };
  confirm: { id: number; title: string } | null;
  listQuery: string;
};

export type ContentColumn<Item> = { header: string; visuallyHidden?: boolean; cell: (item: Item) => ReactNode };

export function ContentList<Item extends { id: number; title: string; slug?: string }>({
  screens,
  data,
  filters,
  columns,
}: {
  screens: EditorialScreens;
  data: ContentListData<Item>;
  filters: ReactNode;
  columns: Array<ContentColumn<Item>>;
}) {
  const result = useActionData<{ formError?: string | null }>();
  const { search } = useLocation();
  return (
    <>
      <div className="admin-page-header">
        <h1>{screens.plural}</h1>
        <IconLink to={screens.createPath} icon="plus" label={`Add ${screens.noun}`} variant="primary" />
      </div>
      <FormAlert message={result?.formError} result={result} />
      {data.confirm ? (
        <DeleteConfirmation
          question={`Delete ${screens.noun} “${data.confirm.title}”?`}
          id={data.confirm.id}
          cancelHref={`${screens.listPath}${data.listQuery}`}
        />
      ) : null}
      <SearchForm q={data.filters.q} label={`Search ${screens.plural.toLowerCase()}`} placeholder="Title" resetHref={screens.listPath}>
        {filters}
      </SearchForm>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column.header}>
                  {column.visuallyHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
                </th>
              ))}
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.items.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="admin-empty">
                  No {screens.plural.toLowerCase()} found.
                </td>
              </tr>
            ) : (
              data.items.map((item) => (
                <tr key={item.id}>
                  {columns.map((column) => (
                    // On a phone the row is a card without the header row: each cell says what it is.
                    <td key={column.header} data-label={column.visuallyHidden ? undefined : column.header}>
                      {column.cell(item)}
                    </td>
                  ))}
                  <td>
                    <div className="row-actions">
                      <IconLink to={screens.editPath(item.id)} icon="edit" label="Edit" aria-label={`Edit ${item.title}`} />
                      {screens.publicPath && item.slug ? (
                        <IconLink
                          to={`${screens.publicPath(item.slug)}?preview=1`}
                          reloadDocument
                          icon="eye"
                          label="Preview"
                          aria-label={`Preview ${item.title}`}
                        />
                      ) : null}
                      <ConfirmDelete
                        question={`Delete ${screens.noun} “${item.title}”?`}
                        id={item.id}
                        confirmHref={confirmDeleteHref(search, item.id)}
                        ariaLabel={`Delete ${item.title}`}
                      />
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={data.page} lastPage={data.lastPage} total={data.total} />
    </>
  );
}
