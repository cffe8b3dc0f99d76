import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation, Link } from "@remix-run/react";
import { contentTypeOfTable } from "~/content-types";
import { ConfirmDelete, confirmDeleteHref, confirmDeleteId, DeleteConfirmation } from "~/components/admin/confirm-delete";
import { TextField } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { IconButton } from "~/components/admin/icon-button";
import { UploadDropZone } from "~/components/admin/media-upload-field";
import { Pagination } from "~/components/admin/pagination";
import { SearchForm } from "~/components/admin/search-form";
import { FilterTabs } from "~/components/admin/status-tabs";
import type { Media, MediaKind } from "~/db/schema";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { findMediaUsages, getMedia, listMedia, MEDIA_USER_LABELS, type MediaUser } from "~/models/media.server";
import { parseFormData } from "~/schemas/parse";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders } from "~/routes/__admin-screen.server";
import { readUploadForm, saveAdminUpload } from "~/routes/__admin-upload.server";
import { requireStaff } from "~/services/auth/auth.server";
import { media as mediaCommands } from "~/services/content/media.server";
import { redirectWithToast } from "~/services/toast.server";
import { removeUploadedFiles, uploadedFiles } from "~/services/media/upload-request.server";
import { mediaUrl } from "~/utils/media-url";
import { parsePageRequest } from "~/utils/pagination";
import { ACCEPTED_UPLOAD_TYPES, MEDIA_ALT_MAX, UPLOAD_LIMITS, UPLOAD_MESSAGES } from "~/utils/upload-rules";
import contentStyles from "~/styles/admin-content.css";
import { parseRecordId } from "~/utils/record-id";
import { readFormData } from "~/services/form-data.server";
import { formatFileSize } from "~/utils/file-size";
import { editPathOf } from "~/utils/revision-paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Media Library · Admin" }];
export const headers = adminHeaders;

const LIST = "/admin/news-media";
const KINDS: ReadonlyArray<{ value: MediaKind; label: string }> = [
  { value: "image", label: "Images" },
  { value: "pdf", label: "PDFs" },
  { value: "video", label: "Videos" },
];
const GONE = "This file no longer exists.";

function usageHref(user: MediaUser): string {
  if (user.entity === "setting") return editPathOf("settings", user.id) ?? "/admin/setting";
  return contentTypeOfTable(user.entity)?.admin.edit(user.id) ?? LIST;
}

function usageJson(users: MediaUser[]) {
  return users.map((user) => ({ label: `${MEDIA_USER_LABELS[user.entity]} “${user.label}”`, href: usageHref(user) }));
}

function itemJson(media: Media, users: MediaUser[]) {
  return {
    id: media.id,
    kind: media.kind,
    original_name: media.original_name,
    mime: media.mime,
    size_bytes: Number(media.size_bytes),
    width: media.width,
    height: media.height,
    alt: media.alt,
    version: media.version,
    created_at: media.created_at,
    url: mediaUrl(media),
    thumbnail: media.kind === "image" ? mediaUrl(media, 480) : null,
    usedBy: usageJson(users),
  };
}

function isKind(value: string | null): value is MediaKind {
  return value === "image" || value === "pdf" || value === "video";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "media");
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const kindParam = url.searchParams.get("kind");
  const kind = isKind(kindParam) ? kindParam : undefined;
  const { page } = parsePageRequest(url.searchParams, 24);
  const database = db();
  const media = await listMedia(database, { q, kind, page });
  const focusId = parseRecordId(url.searchParams.get("edit")) ?? confirmDeleteId(url);
  const focused = focusId ? await getMedia(database, focusId) : undefined;
  const usages = await findMediaUsages(database, [...media.items.map((item) => item.id), ...(focused ? [focused.id] : [])]);
  const items = media.items.map((item) => itemJson(item, usages.get(item.id) ?? []));
  const describing = await picturesToDescribe(database, url.searchParams.get("describe"));
  return json(
    {
      q,
      kind: kind ?? "",
      media: { ...media, items },
      describing: describing.map((item) => itemJson(item, [])),
      focused: focused ? itemJson(focused, usages.get(focused.id) ?? []) : null,
      confirming: Boolean(confirmDeleteId(url) && focused),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/**
 * `?describe=12,13`: the pictures an upload just added without alt text, each to be described in a
 * field of its own. Only images, at most one upload's worth; an id that is gone is left out.
 */
async function picturesToDescribe(database: ReturnType<typeof db>, param: string | null): Promise<Media[]> {
  const ids = [...new Set((param ?? "").split(",").flatMap((part) => parseRecordId(part) ?? []))].slice(0, UPLOAD_LIMITS.filesPerRequest);
  if (ids.length === 0) return [];
  const rows = await database.selectFrom("media").selectAll().where("id", "in", ids).where("kind", "=", "image").orderBy("id").execute();
  return rows;
}

const DESCRIBE_FIELD = /^alt_(\d+)$/;

type UploadOutcome = { name: string; ok: boolean; message: string };
type ActionData = {
  intent: string | null;
  formError: string | null;
  fieldErrors: Record<string, string[]>;
  values: Record<string, string>;
  uploads: UploadOutcome[];
  usedBy: Array<{ label: string; href: string }>;
};

function answer(status: number, data: Partial<ActionData>) {
  const body: ActionData = { intent: null, formError: null, fieldErrors: {}, values: {}, uploads: [], usedBy: [], ...data };
  return json(body, { status, headers: ADMIN_CACHE_HEADERS });
}

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "");
}

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "media");
  const audit = { actor: actorOf(admin), ip: clientIp(context) };
  const database = db();

  if (isMultipart(request)) {
    const upload = await readUploadForm(request);
    if (!upload.ok) return answer(upload.status, { intent: "upload", formError: upload.message });
    const form = upload.form;
    try {
      const files = uploadedFiles(form, "files");
      const alt = String(form.get("alt") ?? "").trim();
      if (files.length === 0) return answer(422, { intent: "upload", fieldErrors: { files: [UPLOAD_MESSAGES.noFile] }, values: { alt } });
      if (alt.length > MEDIA_ALT_MAX) return answer(422, { intent: "upload", fieldErrors: { alt: [UPLOAD_MESSAGES.altTooLong] }, values: { alt } });

      // Each file on its own: one refused file does not cost the others.
      const outcomes: UploadOutcome[] = [];
      const undescribed: number[] = [];
      for (const file of files) {
        const result = await saveAdminUpload(database, file, { ...audit, alt });
        outcomes.push({ name: file.name, ok: result.ok, message: result.ok ? "Uploaded" : result.message });
        if (result.ok && result.media.kind === "image" && result.media.alt === "") undescribed.push(result.media.id);
      }
      const accepted = outcomes.filter((outcome) => outcome.ok).length;
      if (accepted === outcomes.length) {
        // Pictures that came without words: each is asked for its own, under the upload.
        const next = undescribed.length > 0 ? `${LIST}?describe=${undescribed.join(",")}` : LIST;
        return redirectWithToast(next, { type: "success", message: `${plural(accepted, "file")} uploaded` });
      }
      const refused = outcomes.length - accepted;
      const summary = accepted > 0 ? `${plural(accepted, "file")} uploaded, ${refused} refused` : `${plural(refused, "file")} refused`;
      return answer(422, { intent: "upload", formError: summary, uploads: outcomes, values: { alt } });
    } finally {
      await removeUploadedFiles(form);
    }
  }

  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = parseRecordId(form.get("id"));

  if (intent === "alt") {
    const values = { alt: String(form.get("alt") ?? ""), id: String(form.get("id") ?? "") };
    if (!id) return answer(404, { intent, formError: GONE, values });
    const parsed = parseFormData(mediaCommands.schemas.update, form);
    if (!parsed.success) {
      const { version: versionErrors, ...fieldErrors } = parsed.fieldErrors;
      if (versionErrors && Object.keys(fieldErrors).length === 0) return answer(422, { intent, formError: versionErrors[0], values });
      return answer(422, { intent, fieldErrors, values });
    }
    const result = await mediaCommands.update(database, { ...audit, id, version: parsed.data.version, input: { alt: parsed.data.alt } });
    if (!result.ok) return answer(result.status, { intent, formError: result.reason === "not-found" ? GONE : result.message, values });
    return redirectWithToast(`${LIST}?edit=${id}`, { type: "success", message: "Alt text saved" });
  }

  if (intent === "describe") {
    const values: Record<string, string> = {};
    const fieldErrors: Record<string, string[]> = {};
    let saved = 0;
    for (const [name, value] of form) {
      const mediaId = parseRecordId(DESCRIBE_FIELD.exec(name)?.[1] ?? null);
      if (!mediaId || typeof value !== "string") continue;
      values[name] = value;
      if (value.trim() === "") continue;
      const fields = new FormData();
      fields.set("alt", value);
      fields.set("version", String(form.get(`version_${mediaId}`) ?? ""));
      const parsed = parseFormData(mediaCommands.schemas.update, fields);
      if (!parsed.success) {
        fieldErrors[name] = Object.values(parsed.fieldErrors).flat();
        continue;
      }
      const result = await mediaCommands.update(database, { ...audit, id: mediaId, version: parsed.data.version, input: { alt: parsed.data.alt } });
      if (result.ok) saved += 1;
      else fieldErrors[name] = [result.reason === "not-found" ? GONE : result.message];
    }
    if (Object.keys(fieldErrors).length > 0) {
      return answer(422, { intent, formError: saved > 0 ? `${plural(saved, "description")} saved; the others need a look` : null, fieldErrors, values });
    }
    return redirectWithToast(LIST, { type: "success", message: saved > 0 ? `${plural(saved, "description")} saved` : "Nothing described yet" });
  }

  if (intent === "delete") {
    if (!id) return answer(404, { intent, formError: GONE });
    const result = await mediaCommands.remove(database, { ...audit, id });
    if (result.ok) return redirectWithToast(LIST, { type: "success", message: "File deleted" });
    if (result.reason === "not-found") return answer(404, { intent, formError: GONE });
    return answer(409, { intent, formError: result.message, usedBy: usageJson(result.users) });
  }

  return answer(400, { formError: "Unknown action." });
}

type Item = ReturnType<typeof useLoaderData<typeof loader>>["media"]["items"][number];

function Preview({ item, large = false }: { item: Item; large?: boolean }) {
  if (item.kind === "image" && item.thumbnail) {
    return <img src={large ? item.url : item.thumbnail} alt={item.alt} loading="lazy" width={item.width ?? undefined} height={item.height ?? undefined} />;
  }
  if (item.kind === "video" && large) return <video src={item.url} controls preload="metadata" width={480} />;
  return <span className={`media-kind media-kind-${item.kind}`}>{item.kind === "pdf" ? "PDF" : "Video"}</span>;
}

function usesText(count: number): string {
  return count === 0 ? "Not used" : count === 1 ? "Used in 1 place" : `Used in ${count} places`;
}

function UsedBy({ users }: { users: Array<{ label: string; href: string }> }) {
  if (users.length === 0) return <p className="muted">Not used</p>;
  return (
    <div className="media-usage">
      <p>Used by:</p>
      <ul>
        {users.map((user) => (
          <li key={`${user.href}-${user.label}`}>
            <Link to={user.href}>{user.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function MediaLibraryPage() {
  const { q, kind, media, focused, confirming, describing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const { search } = useLocation();
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  const uploadResult = result?.intent === "upload" ? result : undefined;
  const altResult = result?.intent === "alt" ? result : undefined;
  const describeResult = result?.intent === "describe" ? result : undefined;
  const listSearch = (() => {
    const params = new URLSearchParams(search);
    params.delete("edit");
    params.delete("confirm-delete");
    const text = params.toString();
    return text ? `?${text}` : "";
  })();
  const deleteQuestion = (item: { original_name: string }) => `Delete “${item.original_name}” from the library?`;

  return (
    <section className="admin-screen">
      <div className="admin-page-header">
        <h1>Media Library</h1>
      </div>

      {describing.length > 0 ? (
        <section className="admin-panel media-describe" aria-labelledby="describe-title">
          <h2 id="describe-title">Describe what you uploaded</h2>
          <p className="field-hint">A sentence for each picture, for people who cannot see it; leave one empty if it only decorates.</p>
          <FormAlert message={describeResult?.formError} result={describeResult} />
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="describe" />
            <ul className="media-describe-list">
              {describing.map((item) => (
                <li key={item.id}>
                  <Preview item={item} />
                  <input type="hidden" name={`version_${item.id}`} value={item.version} />
                  <TextField
                    label={`Alt text for ${item.original_name}`}
                    name={`alt_${item.id}`}
                    maxLength={MEDIA_ALT_MAX}
                    defaultValue={describeResult?.values[`alt_${item.id}`] ?? item.alt}
                    error={describeResult?.fieldErrors[`alt_${item.id}`]}
                  />
                </li>
              ))}
            </ul>
            <div className="form-actions">
              <IconButton type="submit" icon="save" label="Save descriptions" variant="primary" />
              <Link to={LIST}>Later</Link>
            </div>
          </Form>
        </section>
      ) : null}

      {/* Open, above the grid: adding files is what a library is visited for most. */}
      <section className="admin-panel media-upload" aria-labelledby="upload-title">
        <h2 id="upload-title">Upload files</h2>
        <FormAlert message={uploadResult?.formError} result={uploadResult} />
        {uploadResult && uploadResult.uploads.length > 0 ? (
          <ul className="upload-results" aria-label="Upload results">
            {uploadResult.uploads.map((outcome, index) => (
              <li key={`${index}-${outcome.name}`} className={outcome.ok ? "upload-ok" : "upload-refused"}>
                <strong>{outcome.name}</strong>: {outcome.message}
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="upload" />
          <UploadDropZone
            label="Files"
            name="files"
            multiple
            accept={ACCEPTED_UPLOAD_TYPES}
            hint={`Images (JPEG, PNG, WebP, GIF, AVIF) up to 5 MB, PDFs up to 20 MB, MP4 or WebM videos up to 100 MB; at most ${UPLOAD_LIMITS.filesPerRequest} files at once.`}
            error={uploadResult?.fieldErrors.files}
          />
          <TextField
            label="Alt text"
            name="alt"
            maxLength={MEDIA_ALT_MAX}
            hint="One description for every picture of this upload; left empty, each is asked for its own after uploading."
            defaultValue={uploadResult?.values.alt ?? ""}
            error={uploadResult?.fieldErrors.alt}
          />
          <div className="form-actions">
            <IconButton type="submit" icon="plus" label={uploading ? "Uploading…" : "Upload"} variant="primary" disabled={uploading} />
          </div>
        </Form>
      </section>

      {result?.intent === "delete" ? (
        <>
          <FormAlert message={result.formError} result={result} />
          {result.usedBy.length > 0 ? <UsedBy users={result.usedBy} /> : null}
        </>
      ) : null}

      {focused && confirming ? (
        <DeleteConfirmation question={deleteQuestion(focused)} id={focused.id} cancelHref={`${LIST}${listSearch}`} />
      ) : null}

      {focused && !confirming ? (
        <section className="admin-panel media-detail" aria-labelledby="media-detail-title">
          <h2 id="media-detail-title">{focused.original_name}</h2>
          <div className="media-detail-preview">
            <Preview item={focused} large />
          </div>
          <p>
            <a href={focused.url} target="_blank" rel="noreferrer">
              {focused.url}
            </a>
            <br />
            {focused.kind} · {formatFileSize(focused.size_bytes)}
            {focused.width && focused.height ? ` · ${focused.width} × ${focused.height}` : null}
          </p>
          <UsedBy users={focused.usedBy} />
          <FormAlert message={altResult?.formError} result={altResult} idPrefix="media-alt" />
          <Form method="post" className="admin-form" key={`${focused.id}-${focused.version}`}>
            <input type="hidden" name="intent" value="alt" />
            <input type="hidden" name="id" value={focused.id} />
            <input type="hidden" name="version" value={focused.version} />
            <TextField
              label="Alt text"
              name="alt"
              idPrefix="media-alt"
              maxLength={MEDIA_ALT_MAX}
              showCount
              defaultValue={altResult ? altResult.values.alt : focused.alt}
              error={altResult?.fieldErrors.alt}
            />
            <div className="form-actions">
              <IconButton type="submit" icon="save" label="Save alt text" variant="primary" />
              <Link to={`${LIST}${listSearch}`} className="icon-button icon-button-plain">
                Close
              </Link>
            </div>
          </Form>
        </section>
      ) : null}

      <FilterTabs name="kind" label="Filter by type" tabs={[{ value: "", label: "All" }, ...KINDS]} current={kind} />
      <SearchForm q={q} label="Search files" placeholder="File name or alt text" resetHref={LIST}>
        {kind ? <input type="hidden" name="kind" value={kind} /> : null}
      </SearchForm>

      {media.items.length === 0 ? (
        <p>{q || kind ? "No files match your search." : "The library is empty. Upload the first files above."}</p>
      ) : (
        <ul className="media-grid">
          {media.items.map((item) => (
            <li key={item.id} className="media-card">
              <div className="media-card-preview">
                <Preview item={item} />
              </div>
              <p className="media-card-name" title={item.original_name}>
                {item.original_name}
              </p>
              {/* What a glance needs: its size, whether it is in use, a missing alt text. Edit shows the rest: its uses, its alt text. */}
              <p className="media-card-meta muted">
                {item.width && item.height ? `${item.width} × ${item.height} · ` : null}
                {formatFileSize(item.size_bytes)}
              </p>
              <p className="muted">{usesText(item.usedBy.length)}</p>
              {item.kind === "image" && !item.alt ? <p className="media-card-warning">No alt text</p> : <span />}
              <div className="form-actions">
                <Link to={`${listSearch ? `${listSearch}&` : "?"}edit=${item.id}`} className="icon-button icon-button-secondary" aria-label={`Edit ${item.original_name}`}>
                  Edit
                </Link>
                {/* A file in use cannot be deleted (the server refuses, naming the users): its card offers no Delete to be refused. */}
                {item.usedBy.length === 0 ? (
                  <ConfirmDelete
                    question={deleteQuestion(item)}
                    id={item.id}
                    confirmHref={confirmDeleteHref(listSearch, item.id)}
                    iconOnly
                    label={`Delete ${item.original_name}`}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={media.page} lastPage={media.lastPage} total={media.total} />
    </section>
  );
}
