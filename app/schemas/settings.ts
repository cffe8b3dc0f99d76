import { z } from "zod";
import { contrastWithWhite, isHexColour, MIN_CONTRAST_WITH_WHITE } from "~/utils/theme-colour";
import {
  flag, link, optionalEmail, optionalMediaId, optionalText, requiredText, videoUrl, webUrl,
} from "./fields";

/** A colour such as #0b5cad, dark enough for white text on it; "" goes back to the built-in one. */
function themeColour(label: string) {
  return z
    .string({ error: `${label} must be a colour such as #0b5cad` })
    .trim()
    .superRefine((value, ctx) => {
      if (value === "") return;
      if (!isHexColour(value)) {
        ctx.addIssue({ code: "custom", message: `${label} must be a colour such as #0b5cad` });
        return;
      }
      const contrast = contrastWithWhite(value);
      if (contrast < MIN_CONTRAST_WITH_WHITE) {
        ctx.addIssue({
          code: "custom",
          message: `${label} is too light: white text on it has a contrast of ${contrast.toFixed(1)}:1, and needs ${MIN_CONTRAST_WITH_WHITE}:1`,
        });
      }
    })
    .transform((value) => value.toLowerCase())
    .optional();
}

/** The home page is today's standard home (null) or a published page built from sections. */
export const HOME_PAGE_RULE = "Home page must be a published page";

/** Every field is optional: a save merges the given fields over the stored ones (docs/product.md#content-model). */

export const COUNTER_MAX_ITEMS = 8;

// A figure such as 99.98 (uptime) is a value with its decimals, not 99 with ".98%" as its suffix.
const COUNTER_VALUE_RULE = "Value must be a number of 0 or more, with at most 2 decimals";

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

const counterItem = z.object({
  label: requiredText("Label", 60, { singleLine: true }),
  value: z
    .number({ error: COUNTER_VALUE_RULE })
    .min(0, COUNTER_VALUE_RULE)
    .refine(hasAtMostTwoDecimals, COUNTER_VALUE_RULE)
    .max(2_000_000_000, "Value must be at most 2,000,000,000"),
  suffix: optionalText("Suffix", 10, { singleLine: true }),
});

export const settingSchemas = {
  profile: z.object({
    company_name: requiredText("Company name", 120, { singleLine: true }).optional(),
    tagline: optionalText("Tagline", 200, { singleLine: true }),
    logo_id: optionalMediaId("Logo"),
    email: optionalEmail("Email"),
    phone: optionalText("Phone", 40, { singleLine: true }),
    address: optionalText("Address", 300),
    // The person the contact page names, so a visitor knows who answers; all four may stay empty.
    contact_name: optionalText("Contact person", 120, { singleLine: true }),
    contact_role: optionalText("Contact person's role", 120, { singleLine: true }),
    contact_email: optionalEmail("Contact person's email"),
    contact_phone: optionalText("Contact person's phone", 40, { singleLine: true }),
    about: optionalText("About", 2000),
    footer_text: optionalText("Footer text", 300),
    theme_color: themeColour("Theme colour"),
  }),
  social: z.object({
    facebook: webUrl("Facebook"),
    linkedin: webUrl("LinkedIn"),
    x: webUrl("X"),
    youtube: webUrl("YouTube"),
    instagram: webUrl("Instagram"),
  }),
  hero: z.object({
    title: optionalText("Title", 120, { singleLine: true }),
    subtitle: optionalText("Subtitle", 300),
    cta_label: optionalText("Button label", 60, { singleLine: true }),
    cta_url: link("Button link"),
  }),
  counter: z.object({
    items: z
      .array(counterItem, { error: "Items must be a list" })
      .max(COUNTER_MAX_ITEMS, `Counter may have at most ${COUNTER_MAX_ITEMS} items`)
      .optional(),
  }),
  hero_video: z.object({
    video_id: optionalMediaId("Video"),
    video_url: videoUrl("Video URL"),
    poster_id: optionalMediaId("Poster image"),
    title: optionalText("Title", 120, { singleLine: true }),
    caption: optionalText("Caption", 300),
  }),
  company_pdf: z.object({
    media_id: optionalMediaId("PDF"),
    title: optionalText("Title", 120, { singleLine: true }),
  }),
  site: z.object({
    require_login_for_details: flag("Require login for details"),
    default_seo_description: optionalText("Default SEO description", 160),
    // Whether the page is published is the settings command's check: the schema cannot read the database.
    home_page_id: z
      .number({ error: HOME_PAGE_RULE })
      .int(HOME_PAGE_RULE)
      .positive(HOME_PAGE_RULE)
      .nullable()
      .optional(),
  }),
};

/**
 * The company profile's words that are written per language (docs/locales.md): the rest of the
 * profile (name, contacts, logo, colour) is the same in every language. A field left empty shows
 * the default locale's text.
 */
export const PROFILE_TRANSLATED_FIELDS = ["tagline", "about", "footer_text"] as const;
export type ProfileTranslation = Pick<SettingValues["profile"], (typeof PROFILE_TRANSLATED_FIELDS)[number]>;

export type SettingName = keyof typeof settingSchemas;
export const SETTING_NAMES = Object.keys(settingSchemas) as SettingName[];

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(settingSchemas, name);
}

export type CounterItem = z.output<typeof counterItem>;

export type SettingValues = {
  profile: {
    company_name: string;
    tagline: string;
    logo_id: number | null;
    email: string;
    phone: string;
    address: string;
    contact_name: string;
    contact_role: string;
    contact_email: string;
    contact_phone: string;
    about: string;
    footer_text: string;
    theme_color: string;
  };
  social: { facebook: string; linkedin: string; x: string; youtube: string; instagram: string };
  hero: { title: string; subtitle: string; cta_label: string; cta_url: string };
  counter: { items: CounterItem[] };
  hero_video: { video_id: number | null; video_url: string; poster_id: number | null; title: string; caption: string };
  company_pdf: { media_id: number | null; title: string };
  site: { require_login_for_details: boolean; default_seo_description: string; home_page_id: number | null };
};

export type SettingChanges<N extends SettingName> = z.output<(typeof settingSchemas)[N]>;

export const SETTING_DEFAULTS: SettingValues = {
  profile: { company_name: "", tagline: "", logo_id: null, email: "", phone: "", address: "", contact_name: "", contact_role: "", contact_email: "", contact_phone: "", about: "", footer_text: "", theme_color: "" },
  social: { facebook: "", linkedin: "", x: "", youtube: "", instagram: "" },
  hero: { title: "", subtitle: "", cta_label: "", cta_url: "" },
  counter: { items: [] },
  hero_video: { video_id: null, video_url: "", poster_id: null, title: "", caption: "" },
  company_pdf: { media_id: null, title: "" },
  // Detail pages are for signed-in customers unless an admin opens them up.
  site: { require_login_for_details: true, default_seo_description: "", home_page_id: null },
};

export const SETTING_MEDIA_FIELDS: { [N in SettingName]?: Array<{ field: string; kind: "image" | "pdf" | "video"; label: string }> } = {
  profile: [{ field: "logo_id", kind: "image", label: "Logo" }],
  hero_video: [
    { field: "video_id", kind: "video", label: "Video" },
    { field: "poster_id", kind: "image", label: "Poster image" },
  ],
  company_pdf: [{ field: "media_id", kind: "pdf", label: "PDF" }],
};
