import type { SerializeFrom } from "@remix-run/node";
import { Link, useActionData, useLocation } from "@remix-run/react";
import type { catalogListAction, catalogListLoader } from "~/services/admin-catalog.server";
import { mediaUrl, variantWidths } from "~/utils/media-url";
import type { CatalogScreens } from "./catalog-screens";
import { ConfirmDelete, confirmDeleteHref, DeleteConfirmation } from "./confirm-delete";
import { FormAlert } from "./form-alert";
import { formatDateTime } from "./format";
import { IconLink } from "./icon-button";
import { Pagination } from "./pagination";
import { FilterSelect, SearchForm } from "./search-form";
import { StatusBadge } from "./status-badge";

const STATUS_OPTIONS = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
  { value: "scheduled", label: "Scheduled" },
];

/** The solutions or products list: search, filters, rows with Edit, Preview and Delete, pages. */
export function CatalogItemList({ screens, data }: { screens: CatalogScreens; data: SerializeFrom<typeof catalogListLoader> }) {
  const result = useActionData<typeof catalogListAction>();
  const { search } = useLocation();
  const cancelHref = `${screens.listPath}${data.listQuery}`;
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
          cancelHref={cancelHref}
        />
      ) : null}
      <SearchForm q={data.filters.q} label={`Search ${screens.plural.toLowerCase()}`} placeholder="Title" resetHref={screens.listPath}>
        <FilterSelect name="category_id" label="Category" value={data.filters.category_id} options={data.categories} allLabel="All categories" />
        <FilterSelect name="status" label="Status" value={data.filters.status} options={STATUS_OPTIONS} allLabel="All statuses" />
      </SearchForm>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Image</span>
              </th>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Updated</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.items.length === 0 ? (
              <tr>
                <td colSpan={6} className="admin-empty">
                  No {screens.plural.toLowerCase()} found.
                </td>
              </tr>
            ) : (
              data.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    {item.thumbnail ? (
                      <img className="thumb" src={mediaUrl(item.thumbnail, variantWidths(item.thumbnail)[0])} alt="" loading="lazy" />
                    ) : null}
                  </td>
                  <td>
                    <Link to={screens.editPath(item.id)}>{item.title}</Link>
                  </td>
                  <td>{item.category_name}</td>
                  <td>
                    <StatusBadge status={item.status} publishedAt={item.published_at} />
                  </td>
                  <td>{formatDateTime(item.updated_at)}</td>
                  <td>
                    <div className="row-actions">
                      <IconLink to={screens.editPath(item.id)} icon="edit" label="Edit" aria-label={`Edit ${item.title}`} />
                      <IconLink
                        to={`${screens.publicPath(item.slug)}?preview=1`}
                        reloadDocument
                        icon="eye"
                        label="Preview"
                        aria-label={`Preview ${item.title}`}
                      />
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
