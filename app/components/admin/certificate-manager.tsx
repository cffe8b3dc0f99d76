import type { SerializeFrom } from "@remix-run/node";
import { Form, useActionData, useLocation } from "@remix-run/react";
import type { certificatePageAction, certificatePageLoader } from "~/services/admin-certificates.server";
import type { FormResult } from "./form-result";
import { ConfirmDelete, confirmDeleteHref, DeleteConfirmation } from "./confirm-delete";
import { Checkbox, TextField } from "./field";
import { FormAlert } from "./form-alert";
import { IconButton } from "./icon-button";
import { resultFor, rowChecked, rowValue, type RowKey } from "./inline-rows";
import { MediaSelect } from "./media-select";
import { Pagination } from "./pagination";
import { SearchForm } from "./search-form";
import type { SelectOption } from "./select";

type Data = SerializeFrom<typeof certificatePageLoader>;
type Certificate = Data["items"][number];

const PATH = "/admin/client-logo";

function CertificateFields({ row, stored, result, images }: { row: RowKey; stored?: Certificate; result: FormResult; images: SelectOption[] }) {
  const prefix = `certificate-${row}`;
  const errors = result?.fieldErrors ?? {};
  const value = (name: keyof Certificate) => rowValue(result, stored?.[name], name);
  return (
    <div className="inline-row-fields">
      <TextField label="Name" name="name" idPrefix={prefix} defaultValue={value("name")} maxLength={120} required error={errors.name} />
      <MediaSelect label="Logo image" name="image_id" idPrefix={prefix} options={images} defaultValue={value("image_id")} required error={errors.image_id} />
      <TextField label="Link" name="url" type="url" idPrefix={prefix} defaultValue={value("url")} placeholder="https://" error={errors.url} />
      <TextField label="Sort order" name="sort_order" type="number" step={1} idPrefix={prefix} defaultValue={value("sort_order") || "0"} error={errors.sort_order} />
      <Checkbox label="Published" name="is_published" idPrefix={prefix} defaultChecked={rowChecked(result, stored?.is_published ?? true, "is_published")} error={errors.is_published} />
    </div>
  );
}

/** /admin/client-logo: a create form, then every certificate as a row that edits and deletes itself. */
export function CertificateManager({ data }: { data: Data }) {
  const result = useActionData<typeof certificatePageAction>();
  const { search } = useLocation();
  return (
    <>
      <div className="admin-page-header">
        <h1>Certificates</h1>
      </div>
      <FormAlert message={result?.formError} result={result} />
      {data.confirm ? (
        <DeleteConfirmation question={`Delete certificate “${data.confirm.name}”?`} id={data.confirm.id} cancelHref={`${PATH}${data.listQuery}`} />
      ) : null}
      <section className="admin-panel" aria-labelledby="new-certificate">
        <h2 id="new-certificate">Add a certificate</h2>
        <Form method="post" noValidate key={`new-${data.total}`}>
          <input type="hidden" name="intent" value="create" />
          <CertificateFields row="new" result={resultFor(result, "new")} images={data.images} />
          <div className="form-actions inline-row-footer">
            <IconButton type="submit" icon="plus" label="Add certificate" variant="primary" />
          </div>
        </Form>
      </section>
      <SearchForm q={data.q} label="Search certificates" placeholder="Name" resetHref={PATH} />
      {data.items.length === 0 ? <p className="admin-empty">No certificates found.</p> : null}
      <ul className="inline-rows" aria-label="Certificates">
        {data.items.map((item) => {
          const own = resultFor(result, item.id);
          return (
            <li key={`${item.id}-${item.version}`} className="inline-row">
              <Form method="post" noValidate>
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={item.id} />
                <input type="hidden" name="version" value={rowValue(own, item.version, "version")} />
                <CertificateFields row={item.id} stored={item} result={own} images={data.images} />
                <div className="inline-row-footer">
                  <IconButton type="submit" icon="save" label="Save" aria-label={`Save ${item.name}`} variant="primary" />
                </div>
              </Form>
              <div className="form-actions">
                <ConfirmDelete
                  question={`Delete certificate “${item.name}”?`}
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
