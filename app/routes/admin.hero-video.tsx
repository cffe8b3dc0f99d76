import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TextArea, TextField } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { IconButton, IconLink } from "~/components/admin/icon-button";
import { MediaSelect } from "~/components/admin/media-select";
import { Select } from "~/components/admin/select";
import { ShownOnHome } from "~/components/admin/shown-on-home";
import { UploadField } from "~/components/admin/media-upload-field";
import type { Media } from "~/db/schema";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getMedia } from "~/models/media.server";
import { getSettingRecord } from "~/models/setting.server";
import { parseFormData } from "~/schemas/parse";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders } from "~/routes/__admin-screen.server";
import { discardUploads, readUploadForm, saveAdminUpload, saveWithUpload } from "~/routes/__admin-upload.server";
import { requireStaff } from "~/services/auth/auth.server";
import { settings } from "~/services/content/settings.server";
import { revisionCount } from "~/services/content/revisions.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { redirectWithToast } from "~/services/toast.server";
import { removeUploadedFiles, uploadedFiles } from "~/services/media/upload-request.server";
import { mediaUrl } from "~/utils/media-url";
import { historyPath } from "~/utils/revision-paths";
import { IMAGE_UPLOAD_HINT, IMAGE_UPLOAD_TYPES, UPLOAD_LIMITS } from "~/utils/upload-rules";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Hero Video · Admin" }];
export const headers = adminHeaders;

const PAGE = "/admin/hero-video";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "hero-video");
  const database = db();
  const record = await getSettingRecord(database, "hero_video");
  const [videoOptions, posterOptions, video, poster, historyCount] = await Promise.all([
    mediaOptions(database, "video", { include: [record.value.video_id] }),
    mediaOptions(database, "image", { include: [record.value.poster_id] }),
    record.value.video_id ? getMedia(database, record.value.video_id) : undefined,
    record.value.poster_id ? getMedia(database, record.value.poster_id) : undefined,
    revisionCount(database, { resource: "settings", recordId: "hero_video" }),
  ]);
  return json(
    {
      record,
      videoOptions,
      posterOptions,
      videoUrl: video ? mediaUrl(video) : null,
      posterUrl: poster ? mediaUrl(poster, 960) : null,
      historyCount,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

type Values = Record<string, string>;

function failure(status: number, body: { formError?: string; fieldErrors?: Record<string, string[]>; values: Values }) {
  return json({ formError: body.formError ?? null, fieldErrors: body.fieldErrors ?? {}, values: body.values }, { status, headers: ADMIN_CACHE_HEADERS });
}

function textValues(form: FormData): Values {
  const values: Values = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

/** Uploads are stored only once the fields are valid, and taken back if the save then fails. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "hero-video");
  const upload = await readUploadForm(request, { maxFileBytes: UPLOAD_LIMITS.videoBytes, maxFiles: 2 });
  if (!upload.ok) return failure(upload.status, { formError: upload.message, values: {} });
  const form = upload.form;
  const database = db();
  const audit = { actor: actorOf(admin), ip: clientIp(context) };
  const saved: Media[] = [];
  try {
    const values = textValues(form);
    const parsed = parseFormData(settings.schemas.hero_video, form);
    if (!parsed.success) {
      const { version: versionErrors, ...fieldErrors } = parsed.fieldErrors;
      if (versionErrors && Object.keys(fieldErrors).length === 0) return failure(422, { formError: versionErrors[0], values });
      return failure(422, { fieldErrors, values });
    }
    const { version, ...changes } = parsed.data;

    const files = [
      { field: "video_file", target: "video_id", kind: "video", label: "Video" },
      { field: "poster_file", target: "poster_id", kind: "image", label: "Poster image" },
    ] as const;
    for (const { field, target, kind, label } of files) {
      const [file] = uploadedFiles(form, field);
      if (!file) continue;
      const result = await saveAdminUpload(database, file, { ...audit, kind, label });
      if (!result.ok) {
        await discardUploads(database, saved, audit);
        return failure(result.status, { fieldErrors: { [field]: [result.message] }, values });
      }
      saved.push(result.media);
      changes[target] = result.media.id;
    }

    const result = await saveWithUpload(database, saved, audit, () => settings.save(database, { ...audit, name: "hero_video", version, input: changes }));
    if (!result.ok) {
      return result.reason === "conflict"
        ? failure(409, { formError: result.message, values })
        : failure(422, { fieldErrors: result.fieldErrors, values });
    }
    return redirectWithToast(PAGE, { type: "success", message: "Hero video saved" });
  } finally {
    await removeUploadedFiles(form);
  }
}

export default function HeroVideoPage() {
  const { record, videoOptions, posterOptions, videoUrl, posterUrl, historyCount } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === "submitting";
  const stored = record.value;
  const value = (field: keyof typeof stored) => (result ? (result.values[field] ?? "") : String(stored[field] ?? ""));
  const error = (field: string) => result?.fieldErrors[field];

  return (
    <section className="admin-screen">
      <div className="admin-page-header">
        <h1>Hero Video</h1>
        <IconLink to={historyPath("settings", "hero_video")} icon="undo" label={`History (${historyCount})`} />
      </div>
      {/* The home page leaves the block out while no video is set: the title, caption and poster alone show nothing. */}
      {videoUrl || stored.video_url ? (
        <ShownOnHome place="/admin/hero-video" />
      ) : (
        <p className="admin-page-intro">Not on the home page yet: with no video set, its block is left out. Choose or upload a video, or paste a link.</p>
      )}
      <p className="field-hint">An uploaded or chosen video is used before a link.</p>
      {videoUrl || posterUrl ? (
        <div className="hero-video-preview">
          {videoUrl ? (
            <video controls preload="metadata" poster={posterUrl ?? undefined} width={480}>
              <source src={videoUrl} />
            </video>
          ) : posterUrl ? (
            <img src={posterUrl} alt="Current poster" width={480} />
          ) : null}
        </div>
      ) : null}

      <FormAlert message={result?.formError} result={result} />
      <Form method="post" encType="multipart/form-data" className="admin-form" noValidate key={record.version}>
        <input type="hidden" name="version" value={record.version} />
        <fieldset>
          <legend>Video</legend>
          <Select
            label="Video from the Media Library"
            name="video_id"
            options={videoOptions}
            emptyLabel="No video"
            defaultValue={value("video_id")}
            error={error("video_id")}
          />
          <UploadField
            label="Or upload a video"
            name="video_file"
            accept="video/mp4,video/webm"
            hint="MP4 or WebM, up to 100 MB."
            error={error("video_file")}
          />
          <TextField
            label="Or a video link"
            name="video_url"
            type="url"
            hint="A YouTube or Vimeo page, or the address of an .mp4 file."
            defaultValue={value("video_url")}
            error={error("video_url")}
          />
        </fieldset>
        <fieldset>
          <legend>Poster</legend>
          <MediaSelect
            label="Poster image from the Media Library"
            name="poster_id"
            options={posterOptions}
            emptyLabel="No poster"
            defaultValue={value("poster_id")}
            error={error("poster_id")}
          />
          <UploadField
            label="Or upload a poster image"
            name="poster_file"
            accept={IMAGE_UPLOAD_TYPES}
            hint={IMAGE_UPLOAD_HINT}
            error={error("poster_file")}
          />
        </fieldset>
        <TextField label="Title" name="title" maxLength={120} defaultValue={value("title")} error={error("title")} />
        <TextArea label="Caption" name="caption" maxLength={300} showCount defaultValue={value("caption")} error={error("caption")} />
        <div className="form-actions">
          <IconButton type="submit" icon="save" label={saving ? "Saving…" : "Save"} variant="primary" disabled={saving} />
        </div>
      </Form>
    </section>
  );
}

