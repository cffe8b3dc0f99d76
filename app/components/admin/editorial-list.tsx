import { Link, useActionData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConfirmDelete, confirmDeleteHref, DeleteConfirmation } from "./confirm-delete";
import type { EditorialScreens } from "./editorial-screens";
import { FormAlert } from "./form-alert";
import { IconLink } from "./icon-button";
import { Pagination } from "./pagination";
import { FilterSelect, SearchForm } from "./search-form";

/**
 * The list of news articles, custom pages, home slides or hero contents:
 * search and a filter, rows with Edit, Preview and Delete, pages. Each screen
 * names its own columns.
 */

export type EditorialListData<Item> = {
  items: Item[];
  page: number;
  lastPage: number;
  total: number;
  filters: { q: string; status: string; is_published: string };
  confirm: { id: number; title: string } | null;
  listQuery: string;
};

export type EditorialColumn<Item> = { header: string; visuallyHidden?: boolean; cell: (item: Item) => ReactNode };

const STATUS_FILTER = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
  { value: "scheduled", label: "Scheduled" },
];
const PUBLISHED_FILTER = [
  { value: "true", label: "Published" },
  { value: "false", label: "Hidden" },
];

export function EditorialList<Item extends { id: number; title: string; slug?: string }>({
  screens,
  data,
  columns,
  filter,
}: {
  screens: EditorialScreens;
  data: EditorialListData<Item>;
  columns: Array<EditorialColumn<Item>>;
  /** Items with a status (news, pages) or a published flag (slides, hero contents). */
  filter: "status" | "is_published";
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
        {filter === "status" ? (
          <FilterSelect name="status" label="Status" value={data.filters.status} options={STATUS_FILTER} allLabel="All statuses" />
        ) : (
          <FilterSelect name="is_published" label="Shown" value={data.filters.is_published} options={PUBLISHED_FILTER} allLabel="All" />
        )}
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
                    <td key={column.header}>{column.cell(item)}</td>
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

/** The title cell: a link to the edit screen. */
export function TitleLink({ screens, item }: { screens: EditorialScreens; item: { id: number; title: string } }) {
  return <Link to={screens.editPath(item.id)}>{item.title}</Link>;
}
