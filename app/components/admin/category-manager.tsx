import type { SerializeFrom } from "@remix-run/node";
import { Form, useActionData, useLocation } from "@remix-run/react";
import type { categoryPageAction, categoryPageLoader } from "~/services/admin-categories.server";
import type { FormResult } from "./form-result";
import type { CatalogScreens } from "./catalog-screens";
import { ConfirmDelete, confirmDeleteHref, DeleteConfirmation } from "./confirm-delete";
import { Checkbox, TextArea, TextField } from "./field";
import { FormAlert } from "./form-alert";
import { IconButton } from "./icon-button";
import { resultFor, rowChecked, rowValue, type RowKey } from "./inline-rows";
import { MediaSelect } from "./media-select";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";
import type { SelectOption } from "./select";

type Data = SerializeFrom<typeof categoryPageLoader>;
type Category = Data["items"][number];

function CategoryFields({ row, stored, result, images }: { row: RowKey; stored?: Category; result: FormResult; images: SelectOption[] }) {
  const prefix = `category-${row}`;
  const errors = result?.fieldErrors ?? {};
  const value = (name: keyof Category) => rowValue(result, stored?.[name], name);
  return (
    <div className="inline-row-fields">
      <TextField label="Name" name="name" idPrefix={prefix} defaultValue={value("name")} maxLength={120} required error={errors.name} />
      <TextField
        label="Slug"
        name="slug"
        idPrefix={prefix}
        defaultValue={value("slug")}
        maxLength={120}
        hint="Empty: made from the name."
        error={errors.slug}
      />
      <TextField label="Sort order" name="sort_order" type="number" step={1} idPrefix={prefix} defaultValue={value("sort_order") || "0"} error={errors.sort_order} />
      <TextArea label="Description" name="description" idPrefix={prefix} defaultValue={value("description")} maxLength={1000} rows={2} error={errors.description} />
      <MediaSelect label="Image" name="image_id" idPrefix={prefix} options={images} defaultValue={value("image_id")} error={errors.image_id} />
      <Checkbox label="Published" name="is_published" idPrefix={prefix} defaultChecked={rowChecked(result, stored?.is_published ?? true, "is_published")} error={errors.is_published} />
    </div>
  );
}

/** A category page: a create form, then every category as a row that edits and deletes itself. */
export function CategoryManager({ screens, data }: { screens: CatalogScreens; data: Data }) {
  const result = useActionData<typeof categoryPageAction>();
  const { search } = useLocation();
  const { category } = screens;
  const fresh = resultFor(result, "new");
  return (
    <>
      <div className="admin-page-header">
        <h1>{category.plural}</h1>
      </div>
      <FormAlert message={result?.formError} result={result} />
      {data.confirm ? (
        <DeleteConfirmation
          question={`Delete ${category.noun} “${data.confirm.name}”?`}
          id={data.confirm.id}
          cancelHref={`${category.path}${data.listQuery}`}
        />
      ) : null}
      <section className="admin-panel" aria-labelledby="new-category">
        <h2 id="new-category">Add a {category.noun}</h2>
        {/* After a create, the form starts empty again. */}
        <Form method="post" noValidate key={`new-${data.total}`}>
          <input type="hidden" name="intent" value="create" />
          <CategoryFields row="new" result={fresh} images={data.images} />
          <div className="form-actions inline-row-footer">
            <IconButton type="submit" icon="plus" label={`Add ${category.noun}`} variant="primary" />
          </div>
        </Form>
      </section>
      <SearchForm q={data.q} label={`Search ${category.plural.toLowerCase()}`} placeholder="Name" resetHref={category.path} />
      {data.items.length === 0 ? <p className="admin-empty">No {category.plural.toLowerCase()} found.</p> : null}
      <ul className="inline-rows" aria-label={category.plural}>
        {data.items.map((item) => {
          const own = resultFor(result, item.id);
          const count = item.item_count === 1 ? `1 ${category.itemNoun.one}` : `${item.item_count} ${category.itemNoun.many}`;
          return (
            <li key={`${item.id}-${item.version}`} className="inline-row">
              <Form method="post" noValidate>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="version" value={rowValue(own, item.version, "version")} />
                <CategoryFields row={item.id} stored={item} result={own} images={data.images} />
                <div className="inline-row-footer">
                  <p className="inline-row-meta">{count}</p>
                  <IconButton type="submit" icon="save" label="Save" aria-label={`Save ${item.name}`} variant="primary" />
                </div>
              </Form>
              <div className="form-actions">
                <ConfirmDelete
                  question={`Delete ${category.noun} “${item.name}”?`}
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
