import type { SerializeFrom } from "@remix-run/node";
import { useLocation, Link } from "@remix-run/react";
import type { certificatePageLoader } from "~/routes/__admin-certificates.server";
import { SORT_ORDER_HINT } from "./list-order";
import type { FormResult } from "./form-result";
import { ExpiryField } from "./publishing-fields";
import { Checkbox, DayField, TextField } from "~/components/field";
import { rowChecked, rowValue, type RowKey } from "./inline-rows";
import { editHref, InlineRowsPage } from "./inline-rows-page";
import { Thumbnail } from "./thumbnail";
import { MediaSelect } from "./media-select";
import type { SelectOption } from "./select-option";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { ShownBadge } from "./status-badge";
import { formatCalendarDate, isExpired, todayIn } from "~/utils/calendar-date";

type Data = SerializeFrom<typeof certificatePageLoader>;
type Certificate = Data["items"][number];

function CertificateFields({ row, stored, result, images }: { row: RowKey; stored?: Certificate; result: FormResult; images: SelectOption[] }) {
  const prefix = `certificate-${row}`;
  const errors = result?.fieldErrors ?? {};
  const value = (name: keyof Certificate) => rowValue(result, stored?.[name], name);
  return (
    <div className="edit-panel-fields">
      <TextField label="Name" name="name" idPrefix={prefix} defaultValue={value("name")} maxLength={120} required error={errors.name} />
      <MediaSelect label="Logo image" name="image_id" idPrefix={prefix} options={images} defaultValue={value("image_id")} required error={errors.image_id} uploadName="image_file" posted={result?.values} logo />
      <TextField
        label="Link"
        name="url"
        inputMode="url"
        idPrefix={prefix}
        defaultValue={value("url")}
        hint="The certificate's PDF from the media library (/media/…), or its page in the issuer's register"
        error={errors.url}
      />
      <TextField label="Issued by" name="issuer" idPrefix={prefix} defaultValue={value("issuer")} maxLength={120} hint="The certification body, e.g. TÜV SÜD" error={errors.issuer} />
      <TextField label="Certificate number" name="number" idPrefix={prefix} defaultValue={value("number")} maxLength={60} error={errors.number} />
      <DayField label="Valid from" name="valid_from" idPrefix={prefix} defaultValue={value("valid_from")} error={errors.valid_from} />
      <DayField label="Valid until" name="valid_until" idPrefix={prefix} defaultValue={value("valid_until")} hint="After this day the site marks it expired" error={errors.valid_until} />
      <TextField label="Sort order" name="sort_order" hint={SORT_ORDER_HINT} type="number" step={1} idPrefix={prefix} defaultValue={value("sort_order") || "0"} error={errors.sort_order} />
      <Checkbox label="Published" name="is_published" idPrefix={prefix} defaultChecked={rowChecked(result, stored?.is_published ?? true, "is_published")} error={errors.is_published} />
      <ExpiryField unpublishAt={value("unpublish_at")} idPrefix={prefix} errors={errors} />
    </div>
  );
}

function ValidUntil({ date }: { date: string }) {
  const expired = isExpired(date, todayIn(useSiteTimeZone()));
  return (
    <>
      {formatCalendarDate(date)}
      {expired ? <span className="status-badge status-expired">Expired</span> : null}
    </>
  );
}

/** Where a certificate's link leads, named as an editor knows it: its document, or the issuer's site by its host. */
function CertificateLink({ url }: { url: string }) {
  let label = url;
  if (url.startsWith("/media/")) label = url.toLowerCase().endsWith(".pdf") ? "PDF document" : "Document";
  else if (URL.canParse(url)) label = new URL(url).host;
  return (
    <a href={url} target="_blank" rel="noreferrer" title={url}>
      {label}
    </a>
  );
}

export function CertificateManager({ data }: { data: Data }) {
  const { search } = useLocation();
  return (
    <InlineRowsPage
      noun="certificate"
      plural="Certificates"
      path="/admin/client-logo"
      resource="certificates"
      data={data}
      ordered
      columns={[
        { header: "Logo", visuallyHidden: true, cell: (item) => <Thumbnail images={data.images} id={item.image_id} whole /> },
        { header: "Name", card: "heading", sort: "name", cell: (item) => (
          <Link to={editHref(search, item.id)} className="title-link">
            {item.name}
          </Link>
        ) },
        { header: "Link", cell: (item) => (item.url ? <CertificateLink url={item.url} /> : <span className="muted">—</span>) },
        { header: "Valid until", cell: (item) => (item.valid_until ? <ValidUntil date={item.valid_until} /> : <span className="muted">—</span>) },
        { header: "Status", card: "bare", sort: "shown", cell: (item) => <ShownBadge shown={item.is_published} /> },
      ]}
      fields={(row, stored, result) => <CertificateFields row={row} stored={stored} result={result} images={data.images} />}
    />
  );
}
