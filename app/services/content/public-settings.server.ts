import type { DB } from "~/db/db.server";
import { getSettings } from "~/models/setting.server";
import type { SettingName, SettingValues } from "~/schemas/settings";

// Of `site`, only the fields named here: a field added later stays private until decided otherwise.

export const PUBLIC_SETTING_NAMES = [
  "profile",
  "social",
  "hero",
  "counter",
  "hero_video",
  "company_pdf",
  "site",
] as const satisfies readonly SettingName[];

type PublicSettingName = (typeof PUBLIC_SETTING_NAMES)[number];

type PublicSite = Pick<SettingValues["site"], "require_login_for_details" | "default_seo_description">;
export type PublicSettings = Partial<Omit<Pick<SettingValues, PublicSettingName>, "site"> & { site: PublicSite }>;

function isPublicSettingName(name: string): name is PublicSettingName {
  return (PUBLIC_SETTING_NAMES as readonly string[]).includes(name);
}

export async function getPublicSettings(
  database: DB,
  names: readonly string[] = PUBLIC_SETTING_NAMES,
): Promise<PublicSettings> {
  const wanted = [...new Set(names.filter(isPublicSettingName))];
  const { site, ...others } = await getSettings(database, wanted);
  if (!site) return others;
  return {
    ...others,
    site: {
      require_login_for_details: site.require_login_for_details,
      default_seo_description: site.default_seo_description,
    },
  };
}
