import type { DB } from "~/db/db.server";
import { SETTING_DEFAULTS, type SettingName, type SettingValues } from "~/schemas/settings";
import { detailsRequireLogin } from "./auth.server";

/**
 * The settings anyone may read (GET /api/frontend/get-setting, /api/lanex):
 * what the public pages show anyway. Each comes with every field of its schema
 * (defaults for those never saved) and nothing else, so a stray stored key can
 * never leak.
 */

export const PUBLIC_SETTING_NAMES = [
  "profile",
  "social",
  "hero",
  "counter",
  "hero_video",
  "company_pdf",
  "site",
] as const satisfies readonly SettingName[];

export type PublicSettingName = (typeof PUBLIC_SETTING_NAMES)[number];
export type PublicSettings = Partial<{ [N in PublicSettingName]: SettingValues[N] }>;

export function isPublicSettingName(name: string): name is PublicSettingName {
  return (PUBLIC_SETTING_NAMES as readonly string[]).includes(name);
}

function withKnownFields<N extends PublicSettingName>(name: N, stored: Record<string, unknown>): SettingValues[N] {
  const defaults = SETTING_DEFAULTS[name] as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  for (const field of Object.keys(defaults)) value[field] = field in stored ? stored[field] : defaults[field];
  return value as SettingValues[N];
}

/** The named public settings, by name; unknown and private names are left out. */
export async function getPublicSettings(
  database: DB,
  names: readonly string[] = PUBLIC_SETTING_NAMES,
): Promise<PublicSettings> {
  const wanted = [...new Set(names.filter(isPublicSettingName))];
  if (wanted.length === 0) return {};
  const rows = await database.selectFrom("setting").select(["name", "value"]).where("name", "in", wanted).execute();
  const stored = new Map(rows.map((row) => [row.name, row.value]));

  const result: Record<string, unknown> = {};
  for (const name of wanted) {
    const value = withKnownFields(name, stored.get(name) ?? {});
    if (name === "site") {
      // The guard's reading of the flag (default on), so this never disagrees with it.
      (value as SettingValues["site"]).require_login_for_details = await detailsRequireLogin(database);
    }
    result[name] = value;
  }
  return result as PublicSettings;
}
