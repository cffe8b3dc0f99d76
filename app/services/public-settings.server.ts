import type { DB } from "~/db/db.server";
import { detailsRequireLogin } from "./auth.server";

/**
 * The settings anyone may read (GET /api/frontend/get-setting, /api/lanex).
 * All of them are what the public pages show anyway, except `site`, of which
 * only the fields below are public.
 */

export const PUBLIC_SETTING_NAMES = [
  "profile",
  "social",
  "hero",
  "counter",
  "hero_video",
  "company_pdf",
  "site",
] as const;

export type PublicSettingName = (typeof PUBLIC_SETTING_NAMES)[number];

const PUBLIC_SITE_FIELDS = ["default_seo_description"] as const;

export function isPublicSettingName(name: string): name is PublicSettingName {
  return (PUBLIC_SETTING_NAMES as readonly string[]).includes(name);
}

/**
 * The named public settings, by name: each one's stored fields (an empty object
 * when it has never been saved). Unknown and private names are left out.
 */
export async function getPublicSettings(
  database: DB,
  names: readonly string[] = PUBLIC_SETTING_NAMES,
): Promise<Partial<Record<PublicSettingName, Record<string, unknown>>>> {
  const wanted = [...new Set(names.filter(isPublicSettingName))];
  if (wanted.length === 0) return {};
  const rows = await database.selectFrom("setting").select(["name", "value"]).where("name", "in", wanted).execute();
  const stored = new Map(rows.map((row) => [row.name, row.value]));

  const result: Partial<Record<PublicSettingName, Record<string, unknown>>> = {};
  for (const name of wanted) {
    const value = stored.get(name) ?? {};
    result[name] = name === "site" ? await publicSite(database, value) : value;
  }
  return result;
}

async function publicSite(database: DB, value: Record<string, unknown>): Promise<Record<string, unknown>> {
  const site: Record<string, unknown> = {};
  for (const field of PUBLIC_SITE_FIELDS) {
    if (field in value) site[field] = value[field];
  }
  // Its default (true) lives in one place: the guard that enforces it.
  site.require_login_for_details = await detailsRequireLogin(database);
  return site;
}
