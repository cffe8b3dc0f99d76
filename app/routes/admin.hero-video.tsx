import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TextArea, TextField } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { IconLink } from "~/components/admin/icon-button";
import { MediaSelect } from "~/components/admin/media-select";
import { Select } from "~/components/admin/select";
import { HomeLanguages, ShownOnHome } from "~/components/admin/shown-on-home";
import { SaveBar } from "~/components/admin/publishing-bar";
import { SettingsPanel } from "~/components/admin/settings-panel";
import { UploadField } from "~/components/admin/media-upload-field";
import type { Media } from "~/db/schema";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getMedia } from "~/models/media.server";
import { getSettingRecord } from "~/models/setting.server";
import { parseFormData } from "~/schemas/parse";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders } from "~/routes/__admin-screen.server";
import { discardUploads, readUploadForm, saveAdminUpload, saveWithUpload, storeImageField } from "~/routes/__admin-upload.server";
import { requireStaff } from "~/services/auth/auth.server";
import { settings } from "~/services/content/settings.server";
import { revisionCount } from "~/services/content/revisions.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { redirectWithToast } from "~/services/toast.server";
import { removeUploadedFiles, uploadedFiles } from "~/services/media/upload-request.server";
import { mediaUrl } from "~/utils/media-url";
import { historyPath } from "~/utils/revision-paths";
import { UPLOAD_LIMITS } from "~/utils/upload-rules";
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

    const [videoFile] = uploadedFiles(form, "video_file");
    if (videoFile) {
      const result = await saveAdminUpload(database, videoFile, { ...audit, kind: "video", label: "Video" });
      if (!result.ok) return failure(result.status, { fieldErrors: { video_file: [result.message] }, values });
      saved.push(result.media);
      changes.video_id = result.media.id;
    }
    // The poster is an image field as every other: a new file or a library choice, with its alt text and focal point.
    const poster = await storeImageField(database, form, "poster_file", "Poster image", audit);
    if (!poster.ok) {
      await discardUploads(database, saved, audit);
      return failure(poster.status, { fieldErrors: { poster_id: [poster.message] }, values });
    }
    if (poster.media) {
      saved.push(poster.media);
      changes.poster_id = poster.media.id;
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
        <div className="admin-page-title">
          <h1>Hero Video</h1>
          <HomeLanguages place={PAGE} />
        </div>
        <IconLink to={historyPath("settings", "hero_video")} icon="undo" label={`History (${historyCount})`} />
      </div>
      {/* The home page leaves the block out while no video is set: the title, caption and poster alone show nothing. */}
      {videoUrl || stored.video_url ? (
        <ShownOnHome place="/admin/hero-video" />
      ) : (
        <p className="admin-page-intro">Not on the home page yet: with no video set, its block is left out. Choose or upload a video, or paste a link.</p>
      )}
      <FormAlert message={result?.formError} result={result} />
      {/* The edit screen every content type has: the words and the video in the main column, the poster in the settings column. */}
      <Form method="post" encType="multipart/form-data" className="admin-form edit-form" noValidate key={record.version}>
        <input type="hidden" name="version" value={record.version} />
        <div className="edit-screen">
          <div className="edit-main">
            <TextField label="Title" name="title" maxLength={120} defaultValue={value("title")} error={error("title")} />
            <TextArea label="Caption" name="caption" maxLength={300} showCount defaultValue={value("caption")} error={error("caption")} />
            <fieldset>
              <legend>Video</legend>
              <p className="field-hint">An uploaded or chosen video is used before a link.</p>
              {videoUrl ? (
                <div className="hero-video-preview">
                  <video controls preload="metadata" poster={posterUrl ?? undefined} width={480}>
                    <source src={videoUrl} />
                  </video>
                </div>
              ) : null}
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
          </div>
          <div className="edit-sidebar" role="group" aria-label="Settings">
            <SettingsPanel title="Poster" open errors={result?.fieldErrors} names={["poster"]}>
              <MediaSelect
                label="Poster image"
                name="poster_id"
                options={posterOptions}
                emptyLabel="No poster"
                defaultValue={value("poster_id")}
                error={error("poster_id") ?? error("poster_file")}
                hint="Shown before the video plays."
                uploadName="poster_file"
                posted={result?.values}
              />
            </SettingsPanel>
          </div>
        </div>
        <SaveBar label="Save" submitting={saving} />
      </Form>
    </section>
  );
}

