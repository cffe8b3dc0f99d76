import { z } from "zod";
import { isLivePage } from "~/models/home-page.server";
import { getSettingRecord, saveSetting, type SettingRecord } from "~/models/setting.server";
import {
  HOME_PAGE_RULE, SETTING_NAMES, isSettingName, settingSchemas,
  type SettingChanges, type SettingName,
} from "~/schemas/settings";
import {
  auditWrite, checkLinks, conflict, inCommandTransaction, invalid, withoutVersion,
  type CommandContext, type Conflict, type DB, type Invalid,
} from "./command.server";
import { idJson, isoDate, nullableDateTimeJson } from "./json";
import { loadMediaRefs, refOf, urlOf } from "./media-refs.server";
import { auditSummary } from "./messages";

// A save merges the given fields over the stored ones (docs/product.md#content-model).

export { SETTING_NAMES, isSettingName, type SettingName };

/** 0 for a setting never saved: unlike content rows, settings start at version 0. */
const settingVersion = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? "Version is required" : "Version must be a whole number") })
    .int("Version must be a whole number")
    .min(0, "Version must be a whole number of 0 or more");

export const settingUpdateSchemas = {
  profile: settingSchemas.profile.extend({ version: settingVersion() }),
  social: settingSchemas.social.extend({ version: settingVersion() }),
  hero: settingSchemas.hero.extend({ version: settingVersion() }),
  counter: settingSchemas.counter.extend({ version: settingVersion() }),
  hero_video: settingSchemas.hero_video.extend({ version: settingVersion() }),
  company_pdf: settingSchemas.company_pdf.extend({ version: settingVersion() }),
  site: settingSchemas.site.extend({ version: settingVersion() }),
} satisfies Record<SettingName, z.ZodType>;

/** One locale's words of the company profile (docs/locales.md), with that translation's version (0 before its first save). */
export const profileTranslationSchema = settingSchemas.profile.pick({ tagline: true, about: true, footer_text: true }).extend({ version: settingVersion() });

/** hero_video already has a `video_url` link of its own. */
const MEDIA_URL_FIELDS: { [N in SettingName]?: Record<string, string> } = {
  profile: { logo_id: "logo_url" },
  hero_video: { video_id: "video_file_url", poster_id: "poster_url" },
  company_pdf: { media_id: "media_url" },
};

const saved = { version: z.number().int().min(0), updated_at: nullableDateTimeJson() };
const url = (of: string) => z.string().nullable().meta({ description: `Public URL of ${of}, /media/{id}/{name}` });

export const settingJsonSchemas = {
  profile: z.strictObject({
    company_name: z.string(),
    tagline: z.string(),
    logo_id: idJson().nullable(),
    logo_url: url("the logo"),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    contact_name: z.string(),
    contact_role: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    about: z.string(),
    footer_text: z.string(),
    theme_color: z.string().meta({ description: 'The site\'s theme colour, "#rrggbb"; "" for the built-in one' }),
    ...saved,
  }),
  social: z.strictObject({
    facebook: z.string(),
    linkedin: z.string(),
    x: z.string(),
    youtube: z.string(),
    instagram: z.string(),
    ...saved,
  }),
  hero: z.strictObject({ title: z.string(), subtitle: z.string(), cta_label: z.string(), cta_url: z.string(), ...saved }),
  counter: z.strictObject({
    items: z.array(z.strictObject({ label: z.string(), value: z.number().min(0), suffix: z.string().optional() })),
    ...saved,
  }),
  hero_video: z.strictObject({
    video_id: idJson().nullable(),
    video_file_url: url("the uploaded video"),
    video_url: z.string().meta({ description: "A YouTube, Vimeo or MP4 link, used when no video is uploaded" }),
    poster_id: idJson().nullable(),
    poster_url: url("the poster image"),
    title: z.string(),
    caption: z.string(),
    ...saved,
  }),
  company_pdf: z.strictObject({ media_id: idJson().nullable(), media_url: url("the PDF"), title: z.string(), ...saved }),
  site: z.strictObject({
    require_login_for_details: z.boolean(),
    default_seo_description: z.string(),
    home_page_id: idJson()
      .nullable()
      .meta({ description: "The published page built from sections that `/` shows; null for the standard home page" }),
    ...saved,
  }),
} satisfies Record<SettingName, z.ZodType>;

export type SettingJson = { [N in SettingName]: z.output<(typeof settingJsonSchemas)[N]> };

async function toJson<N extends SettingName>(db: DB, record: SettingRecord<N>): Promise<SettingJson[N]> {
  const value = record.value as Record<string, unknown>;
  const urlFields = Object.entries(MEDIA_URL_FIELDS[record.name] ?? {});
  const refs = await loadMediaRefs(db, urlFields.map(([idField]) => value[idField] as number | null));
  const urls = Object.fromEntries(urlFields.map(([idField, urlField]) => [urlField, urlOf(refOf(refs, value[idField] as number | null))]));
  return { ...value, ...urls, version: record.version, updated_at: isoDate(record.updated_at) } as SettingJson[N];
}

export async function getSettingJson<N extends SettingName>(db: DB, name: N): Promise<SettingJson[N]> {
  return toJson(db, await getSettingRecord(db, name));
}

export type SaveSettingCommandResult<N extends SettingName> =
  | { ok: true; record: SettingRecord<N>; json: SettingJson[N] }
  | Invalid
  | Conflict;

// The schemas refuse unsafe links; this holds the line for callers that skipped them.
function checkSettingLinks(name: SettingName, input: Record<string, unknown>) {
  const text = (field: string) => (typeof input[field] === "string" ? (input[field] as string) : undefined);
  if (name === "social") {
    const labels = { facebook: "Facebook", linkedin: "LinkedIn", x: "X", youtube: "YouTube", instagram: "Instagram" };
    return checkLinks(Object.entries(labels).map(([field, label]) => ({ field, label, value: text(field), rule: "web-url" as const })));
  }
  if (name === "hero") return checkLinks([{ field: "cta_url", label: "Button link", value: text("cta_url"), rule: "link" }]);
  return {};
}

export async function saveSettingCommand<N extends SettingName>(
  db: DB,
  { actor, ip, restoring, name, version, input }: CommandContext & { name: N; version: number; input: SettingChanges<N> },
): Promise<SaveSettingCommandResult<N>> {
  const value = withoutVersion(input as SettingChanges<N> & object) as SettingChanges<N>;
  const linkErrors = checkSettingLinks(name, value as Record<string, unknown>);
  if (Object.keys(linkErrors).length > 0) return invalid(linkErrors);
  return inCommandTransaction(db, async (trx): Promise<SaveSettingCommandResult<N>> => {
    const homePageId = name === "site" ? (value as SettingChanges<"site">).home_page_id : undefined;
    if (typeof homePageId === "number" && !(await isLivePage(trx, homePageId))) return invalid({ home_page_id: [HOME_PAGE_RULE] });
    const result = await saveSetting(trx, { name, value, version });
    if (result.status === "invalid") return invalid(result.fieldErrors);
    if (result.status === "conflict") return conflict();
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "setting", entityId: name, summary: auditSummary("update", "setting", name) });
    return { ok: true, record: result.record, json: await toJson(trx, result.record) };
  });
}

export const settings = {
  names: SETTING_NAMES,
  isName: isSettingName,
  label: { one: "setting", many: "settings" },
  schemas: settingUpdateSchemas,
  itemSchemas: settingJsonSchemas,
  get: getSettingJson,
  save: saveSettingCommand,
};

