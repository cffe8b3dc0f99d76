import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { TextField } from "~/components/field";
import { AdminShell } from "~/components/admin/admin-shell";
import { FormAlert } from "~/components/admin/form-alert";
import { IconLink } from "~/components/admin/icon-button";
import { SaveBar } from "~/components/admin/publishing-bar";
import { SettingsPanel } from "~/components/admin/settings-panel";
import { UploadField } from "~/components/admin/media-upload-field";
import { Breadcrumbs } from "~/components/public/breadcrumbs";
import { SiteFrame } from "~/components/public/site-frame";
import type { Media, Role } from "~/db/schema";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { countUnreadContactMessages } from "~/models/contact-message.server";
import { getMedia } from "~/models/media.server";
import { getSettingRecord } from "~/models/setting.server";
import type { loader as rootLoader } from "~/root";
import { parseFormData } from "~/schemas/parse";
import { ADMIN_CACHE_HEADERS, actorOf } from "~/routes/__admin-screen.server";
import { readUploadForm, saveAdminUpload, saveWithUpload } from "~/routes/__admin-upload.server";
import { requireStaff } from "~/services/auth/auth.server";
import { settings } from "~/services/content/settings.server";
import { revisionCount } from "~/services/content/revisions.server";
import { loadPublicFrame } from "~/routes/__public-frame.server";
import { redirectWithToast } from "~/services/toast.server";
import { removeUploadedFiles, uploadedFiles } from "~/services/media/upload-request.server";
import { mediaUrl } from "~/utils/media-url";
import { seoMeta } from "~/utils/seo";
import { formatFileSize } from "~/utils/file-size";
import { historyPath } from "~/utils/revision-paths";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "~/utils/upload-rules";
import adminStyles from "~/styles/admin.css";
import contentStyles from "~/styles/admin-content.css";

/** Public, so it sits outside the admin layout (which requires a session); only the action needs staff. */

const PAGE = "/admin/CompanyPDF";
const DEFAULT_TITLE = "Company profile";

async function staffFrame(admin: { name: string; email: string; role: Role }) {
  const database = db();
  const [unreadMessages, historyCount] = await Promise.all([
    countUnreadContactMessages(database),
    revisionCount(database, { resource: "settings", recordId: "company_pdf" }),
  ]);
  return { admin: { name: admin.name, email: admin.email, role: admin.role }, unreadMessages, historyCount };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const database = db();
  const [{ layout, seo, visitor, admin }, record] = await Promise.all([
    loadPublicFrame(request),
    getSettingRecord(database, "company_pdf"),
  ]);
  const [media, staff] = await Promise.all([
    record.value.media_id ? getMedia(database, record.value.media_id) : undefined,
    admin ? staffFrame(admin) : null,
  ]);
  const pdf =
    media?.kind === "pdf"
      ? { url: mediaUrl(media), name: media.original_name, size: formatFileSize(Number(media.size_bytes)) }
      : null;
  return json(
    {
      layout,
      seo,
      visitor,
      title: record.value.title || DEFAULT_TITLE,
      pdf,
      editor: admin ? { title: record.value.title, version: record.version } : null,
      staff,
    },
    // An admin's page holds the form: never kept by a shared cache.
    admin ? { headers: ADMIN_CACHE_HEADERS } : undefined,
  );
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: DEFAULT_TITLE }];
  if (data.staff) return [{ title: "Company PDF · Admin" }, { name: "robots", content: "noindex" }];
  return seoMeta(data.seo, {
    title: data.title,
    description: data.layout.profile.company_name ? `${data.title} of ${data.layout.profile.company_name} (PDF)` : `${data.title} (PDF)`,
    path: PAGE,
  });
};

function failure(status: number, body: { formError?: string; fieldErrors?: Record<string, string[]>; values: Record<string, string> }) {
  return json({ formError: body.formError ?? null, fieldErrors: body.fieldErrors ?? {}, values: body.values }, { status, headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "company-pdf");
  const upload = await readUploadForm(request, { maxFileBytes: UPLOAD_LIMITS.pdfBytes, maxFiles: 1 });
  if (!upload.ok) {
    // The parser stops a file at the PDF limit; name the limit as §5 does. The fields' own limits keep their words.
    const overFileLimit = [UPLOAD_MESSAGES.fileTooLarge, UPLOAD_MESSAGES.uploadTooLarge].some(
      (words) => upload.message === words(UPLOAD_LIMITS.pdfBytes),
    );
    const message = overFileLimit ? UPLOAD_MESSAGES.pdfTooLarge : upload.message;
    return failure(upload.status, { fieldErrors: { file: [message] }, values: {} });
  }
  const form = upload.form;
  const database = db();
  const audit = { actor: actorOf(admin), ip: clientIp(context) };
  const saved: Media[] = [];
  try {
    const values = { title: String(form.get("title") ?? "") };
    const parsed = parseFormData(settings.schemas.company_pdf.pick({ title: true, version: true }), form);
    if (!parsed.success) {
      const { version: versionErrors, ...fieldErrors } = parsed.fieldErrors;
      if (versionErrors && Object.keys(fieldErrors).length === 0) return failure(422, { formError: versionErrors[0], values });
      return failure(422, { fieldErrors, values });
    }

    const current = await getSettingRecord(database, "company_pdf");
    const [file] = uploadedFiles(form, "file");
    if (!file && !current.value.media_id) return failure(422, { fieldErrors: { file: [UPLOAD_MESSAGES.noFile] }, values });
    let mediaId = current.value.media_id;
    if (file) {
      const result = await saveAdminUpload(database, file, { ...audit, kind: "pdf", label: "The company profile" });
      if (!result.ok) return failure(result.status, { fieldErrors: { file: [result.message] }, values });
      saved.push(result.media);
      mediaId = result.media.id;
    }

    const result = await saveWithUpload(database, saved, audit, () =>
      settings.save(database, {
        ...audit,
        name: "company_pdf",
        version: parsed.data.version,
        input: { media_id: mediaId, title: parsed.data.title },
      }),
    );
    if (!result.ok) {
      return result.reason === "conflict"
        ? failure(409, { formError: result.message, values })
        : failure(422, { fieldErrors: result.fieldErrors, values });
    }
    return redirectWithToast(PAGE, { type: "success", message: file ? "Company PDF uploaded" : "Company PDF saved" });
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function CompanyPdfPage() {
  const { layout, visitor, title, pdf, editor, staff } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  if (!staff) {
    return (
      <SiteFrame layout={layout} visitor={visitor}>
        <div className="container company-pdf">
          <header className="page-header">
            <Breadcrumbs trail={[]} current={title} />
            <h1>{title}</h1>
            {/* What the document is about, in the company's own words from its profile. */}
            {layout.profile.about ? <p>{layout.profile.about}</p> : null}
          </header>
          <PdfViewer title={title} pdf={pdf} />
        </div>
      </SiteFrame>
    );
  }
  return (
    <>
      {/* The admin stylesheet only for staff: the layout route that links it is not this page's parent. */}
      <link rel="stylesheet" href={adminStyles} />
      <AdminShell admin={staff.admin} unreadMessages={staff.unreadMessages} toast={root?.toast}>
        <div className="admin-screen">
          {/* Headed as the sidebar names it; the document's own title heads the viewer. */}
          <div className="admin-page-header">
            <h1>Company PDF</h1>
            <IconLink to={historyPath("settings", "company_pdf")} icon="undo" label={`History (${staff.historyCount})`} />
          </div>
          {editor ? (
            <EditForm editor={editor} hasPdf={pdf !== null}>
              <h2>{title}</h2>
              <PdfViewer title={title} pdf={pdf} />
            </EditForm>
          ) : (
            <>
              <h2>{title}</h2>
              <PdfViewer title={title} pdf={pdf} />
            </>
          )}
        </div>
      </AdminShell>
    </>
  );
}

function PdfViewer({ title, pdf }: { title: string; pdf: { url: string; name: string; size: string } | null }) {
  if (!pdf) return <p>The company profile is not available yet.</p>;
  return (
    <>
      <p>
        <a href={pdf.url} download={pdf.name} className="button">
          Download the PDF ({pdf.size})
        </a>
      </p>
      {/* An iframe of this site's own file: the CSP allows frames from 'self' (and no <object>), X-Frame-Options is SAMEORIGIN. */}
      <iframe src={pdf.url} title={title} className="company-pdf-viewer" width="100%" height="800" />
      <p className="company-pdf-fallback">
        If the PDF does not show above, <a href={pdf.url}>open it</a> or download it.
      </p>
    </>
  );
}

/**
 * The edit screen every content type has: the document where the writing would be, its title and file
 * in the settings column, the bar at the foot.
 */
function EditForm({ editor, hasPdf, children }: { editor: { title: string; version: number }; hasPdf: boolean; children: ReactNode }) {
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  return (
    <>
      <FormAlert message={result?.formError} result={result} />
      <Form method="post" encType="multipart/form-data" className="admin-form edit-form" noValidate key={editor.version}>
        <input type="hidden" name="version" value={editor.version} />
        <div className="edit-screen">
          <div className="edit-main">{children}</div>
          <div className="edit-sidebar" role="group" aria-label="Settings">
            <SettingsPanel title={hasPdf ? "Replace the PDF" : "Upload the PDF"} open>
              <TextField
                label="Title"
                name="title"
                maxLength={120}
                hint={`Shown above the PDF; “${DEFAULT_TITLE}” when left empty.`}
                defaultValue={result ? result.values.title : editor.title}
                error={result?.fieldErrors.title}
              />
              <UploadField
                label={hasPdf ? "New PDF (leave empty to keep the current one)" : "PDF"}
                name="file"
                accept="application/pdf"
                hint={`A PDF up to ${formatFileSize(UPLOAD_LIMITS.pdfBytes)}. The previous one stays in the Media Library.`}
                error={result?.fieldErrors.file}
              />
            </SettingsPanel>
          </div>
        </div>
        <SaveBar label={hasPdf ? "Save" : "Upload"} submitting={saving} />
      </Form>
    </>
  );
}
