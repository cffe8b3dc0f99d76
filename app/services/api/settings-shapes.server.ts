import { z } from "zod";
import { type SettingName, type SettingValues } from "~/schemas/settings";
import { PUBLIC_SETTING_NAMES } from "~/services/content/public-settings.server";
import { mediaIdJson } from "~/services/content/json";
import { SETTING_NAMES, settingJsonSchemas, settingUpdateSchemas } from "~/services/content/settings.server";
import { named, type Endpoint } from "./openapi.server";
import { dataOf } from "./shapes";

/**
 * Typed against SettingValues, so a field added to a setting without being
 * described here fails the type check (docs/product.md#content-model).
 */

const counterItemJson = z.strictObject({ label: z.string(), value: z.number().min(0), suffix: z.string().optional() });

type ValueSchemas = { [N in SettingName]: z.ZodType<SettingValues[N]> };

const settingValueSchemas = {
  profile: z.strictObject({
    company_name: z.string(),
    tagline: z.string(),
    logo_id: mediaIdJson(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    contact_name: z.string(),
    contact_role: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    about: z.string(),
    footer_text: z.string(),
    theme_color: z.string(),
  }),
  social: z.strictObject({ facebook: z.string(), linkedin: z.string(), x: z.string(), youtube: z.string(), instagram: z.string() }),
  hero: z.strictObject({ title: z.string(), subtitle: z.string(), cta_label: z.string(), cta_url: z.string() }),
  counter: z.strictObject({ items: z.array(counterItemJson).max(8) }),
  hero_video: z.strictObject({
    video_id: mediaIdJson(),
    video_url: z.string(),
    poster_id: mediaIdJson(),
    title: z.string(),
    caption: z.string(),
  }),
  company_pdf: z.strictObject({ media_id: mediaIdJson(), title: z.string() }),
  site: z.strictObject({
    require_login_for_details: z.boolean(),
    default_seo_description: z.string(),
    home_page_id: z.number().int().positive().nullable(),
  }),
} satisfies ValueSchemas;

// The public read gives only some fields of `site` (public-settings.server.ts): the choice of home page stays in the admin.
const publicValueSchemas = { ...settingValueSchemas, site: settingValueSchemas.site.omit({ home_page_id: true }) };

export const publicSettingsSchema = z.strictObject(
  Object.fromEntries(PUBLIC_SETTING_NAMES.map((name) => [name, publicValueSchemas[name].optional()])) as {
    [N in (typeof PUBLIC_SETTING_NAMES)[number]]: z.ZodOptional<(typeof publicValueSchemas)[N]>;
  },
);

/** "hero_video" → "HeroVideo". */
const pascal = (name: string) => name.replace(/(^|_)(\w)/g, (_, _sep: string, letter: string) => letter.toUpperCase());

export const adminSettingEndpoints: Endpoint[] = SETTING_NAMES.flatMap((name): Endpoint[] => {
  const path = `/api/admin/settings/${name}`;
  const answer = named(`Setting${pascal(name)}`, dataOf(settingJsonSchemas[name]));
  const common = { path, tag: "Settings", access: "admin" as const };
  return [
    {
      ...common,
      method: "get",
      operationId: `getSetting${pascal(name)}`,
      summary: `The ${name} setting`,
      success: [{ status: 200, description: "Every field (defaults for those never saved), media URLs and the version", schema: answer }],
      errors: [401, 403],
    },
    {
      ...common,
      method: "put",
      operationId: `putSetting${pascal(name)}`,
      summary: `Save the ${name} setting`,
      description:
        "The fields sent are merged over the stored ones. Send the `version` you read (0 for a setting never saved); " +
        "a stale one is refused with 409.",
      body: { fields: named(`Setting${pascal(name)}Update`, settingUpdateSchemas[name]) },
      success: [{ status: 200, description: "Saved", schema: answer }],
      errors: [401, 403, 409, 400, 413, 415, 419, 422],
    },
  ];
});
