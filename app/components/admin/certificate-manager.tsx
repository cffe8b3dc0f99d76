import type { SerializeFrom } from "@remix-run/node";
import type { certificatePageLoader } from "~/routes/__admin-certificates.server";
import type { FormResult } from "./form-result";
import { Checkbox, TextField } from "./field";
import { rowChecked, rowValue, type RowKey } from "./inline-rows";
import { InlineRowsPage } from "./inline-rows-page";
import { MediaSelect } from "./media-select";
import type { SelectOption } from "./select-option";

type Data = SerializeFrom<typeof certificatePageLoader>;
type Certificate = Data["items"][number];

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

export function CertificateManager({ data }: { data: Data }) {
  return (
    <InlineRowsPage
      noun="certificate"
      plural="Certificates"
      path="/admin/client-logo"
      headingId="new-certificate"
      data={data}
      fields={(row, stored, result) => <CertificateFields row={row} stored={stored} result={result} images={data.images} />}
    />
  );
}
