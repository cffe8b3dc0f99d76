import { z } from "zod";
import { optionalMediaId, requiredMediaId } from "./fields";
import { isWebUrl, parseVideoLink } from "./links";

// A custom page is an ordered list of sections (docs/product.md#pages-built-from-sections). One schema
// per type, told apart by `type`; forms, the API and OpenAPI share them, and errors name the path
// ("sections.2.items.0.value").

export const SECTION_TYPES = [
  "hero", "rich_text", "features", "logos", "figures", "quote", "cta", "faq", "image_text", "video", "contact_form", "latest",
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const FEATURE_ICONS = ["shield", "cloud", "chart", "gear", "users", "bolt", "globe", "lock", "check", "star"] as const;
export type FeatureIcon = (typeof FEATURE_ICONS)[number];

const SECTIONS_MAX = 30;
export const HERO_BUTTONS_MAX = 2;
const FEATURES_MIN = 2;
export const FEATURES_MAX = 6;
const FIGURES_MIN = 2;
export const FIGURES_MAX = 4;
export const FAQ_MAX = 30;
const LOGOS_MAX = 24;
const LATEST_COUNTS = [3, 6] as const;

const count = (n: number) => n.toLocaleString("en-US");

/** What people call each type, in the admin's menu and in messages. */
export const SECTION_LABELS: Record<SectionType, string> = {
  hero: "Hero",
  rich_text: "Rich text",
  features: "Features",
  logos: "Logos",
  figures: "Figures",
  quote: "Quote",
  cta: "Call to action",
  faq: "FAQ",
  image_text: "Image and text",
  video: "Video",
  contact_form: "Contact form",
  latest: "Latest items",
};

function required(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${count(max)} characters`);
}

/** Left out or empty, it is stored as "", so a section always carries all its fields. */
function optional(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${count(max)} characters`)
    .default("");
}

const URL_RULE = "must start with http://, https:// or / (an address on this site)";

/** A button's target: another site (http or https) or a path of this one; never "//host". */
function isSectionLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\u0000-\u001f\u007f]/.test(value);
  return isWebUrl(value);
}

function buttonSchema(label: string) {
  return z.strictObject(
    {
      label: required(`${label} label`, 40),
      url: required(`${label} link`, 2000).refine(isSectionLink, `${label} link ${URL_RULE}`),
    },
    { error: `${label} must be an object with a label and a link` },
  );
}

function list<T extends z.ZodType>(label: string, item: T, min: number, max: number) {
  const between = min === max ? `${min}` : `${min} to ${max}`;
  const sizeRule = min <= 1 ? `at least ${min}` : between;
  return z
    .array(item, { error: `${label} must be a list` })
    .min(min, `${label} needs ${sizeRule} items`)
    .max(max, `${label} takes at most ${max} items`);
}

const heroSection = z.strictObject({
  type: z.literal("hero"),
  heading: required("Heading", 120),
  text: optional("Text", 500),
  image_id: optionalMediaId("Image").default(null),
  buttons: z
    .array(buttonSchema("Button"), { error: "Buttons must be a list" })
    .max(HERO_BUTTONS_MAX, `A hero takes at most ${HERO_BUTTONS_MAX} buttons`)
    .default([]),
});

const richTextSection = z.strictObject({
  type: z.literal("rich_text"),
  // Sanitised by the page's command, as a page body is.
  body: z
    .string({ error: (issue) => (issue.input === undefined ? "Body is required" : "Body must be text") })
    .max(400_000, "Body must be at most 100,000 characters")
    .refine((value) => value.replace(/<[^>]*>|&nbsp;/g, "").trim() !== "", "Body is required"),
});

const featureItem = z.strictObject({
  icon: z.enum(FEATURE_ICONS, { error: `Icon must be one of ${FEATURE_ICONS.join(", ")}` }),
  title: required("Title", 80),
  text: optional("Text", 300),
});

const featuresSection = z.strictObject({
  type: z.literal("features"),
  heading: optional("Heading", 120),
  items: list("Features", featureItem, FEATURES_MIN, FEATURES_MAX),
});

const logosSection = z
  .strictObject({
    type: z.literal("logos"),
    heading: optional("Heading", 120),
    source: z.enum(["certificates", "media"], { error: "Source must be certificates or media" }),
    media_ids: z
      .array(requiredMediaId("Logo"), { error: "Logos must be a list of media items" })
      .max(LOGOS_MAX, `Logos take at most ${LOGOS_MAX} pictures`)
      .default([]),
  })
  .superRefine((section, ctx) => {
    if (section.source === "media" && section.media_ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["media_ids"], message: "Choose at least one logo from the media library" });
    }
  });

const figureItem = z.strictObject({
  value: required("Value", 20),
  label: required("Label", 60),
});

const figuresSection = z.strictObject({
  type: z.literal("figures"),
  heading: optional("Heading", 120),
  items: list("Figures", figureItem, FIGURES_MIN, FIGURES_MAX),
});

const quoteSection = z.strictObject({
  type: z.literal("quote"),
  text: required("Quote", 600),
  person: required("Person", 80),
  role: optional("Role", 80),
  image_id: optionalMediaId("Photo").default(null),
});

const ctaSection = z.strictObject({
  type: z.literal("cta"),
  heading: required("Heading", 120),
  text: optional("Text", 300),
  button: buttonSchema("Button"),
});

const faqItem = z.strictObject({
  question: required("Question", 200),
  answer: required("Answer", 2000),
});

const faqSection = z.strictObject({
  type: z.literal("faq"),
  heading: optional("Heading", 120),
  items: list("Questions", faqItem, 1, FAQ_MAX),
});

const imageTextSection = z.strictObject({
  type: z.literal("image_text"),
  image_id: requiredMediaId("Image"),
  heading: required("Heading", 120),
  body: required("Text", 2000),
  image_side: z.enum(["left", "right"], { error: "Image side must be left or right" }).default("left"),
});

const videoSection = z.strictObject({
  type: z.literal("video"),
  url: required("Video link", 2000).refine((value) => {
    const video = parseVideoLink(value);
    return video !== undefined && video.kind !== "mp4";
  }, "Video link must be a YouTube or Vimeo link"),
  title: required("Video title", 120),
  poster_id: optionalMediaId("Poster").default(null),
});

const contactFormSection = z.strictObject({
  type: z.literal("contact_form"),
  heading: optional("Heading", 120),
});

const latestSection = z.strictObject({
  type: z.literal("latest"),
  heading: optional("Heading", 120),
  source: z.enum(["news", "customer-stories"], { error: "Source must be news or customer-stories" }),
  count: z.literal(LATEST_COUNTS, { error: "Count must be 3 or 6" }),
});

export const sectionSchema = z.discriminatedUnion(
  "type",
  [
    heroSection, richTextSection, featuresSection, logosSection, figuresSection, quoteSection, ctaSection, faqSection,
    imageTextSection, videoSection, contactFormSection, latestSection,
  ],
  { error: `Section type must be one of ${SECTION_TYPES.join(", ")}` },
).meta({ discriminator: { propertyName: "type" } });

export const sectionsSchema = z
  .array(sectionSchema, { error: "Sections must be a list" })
  .max(SECTIONS_MAX, `A page takes at most ${SECTIONS_MAX} sections`);

export type Section = z.output<typeof sectionSchema>;

/** The media a section names by id: its pictures, its poster, the logos it lists. */
export function sectionMediaIds(section: Section): number[] {
  switch (section.type) {
    case "hero":
    case "quote":
    case "image_text":
      return section.image_id === null ? [] : [section.image_id];
    case "video":
      return section.poster_id === null ? [] : [section.poster_id];
    case "logos":
      return section.source === "media" ? section.media_ids : [];
    default:
      return [];
  }
}
export type SectionOf<Type extends SectionType> = Extract<Section, { type: Type }>;

/** The words of every section, for the site search (links, icons and ids are no words). */
export function sectionsText(sections: readonly Section[]): string {
  const words: string[] = [];
  for (const section of sections) {
    switch (section.type) {
      case "hero":
        words.push(section.heading, section.text, ...section.buttons.map((button) => button.label));
        break;
      case "rich_text":
        words.push(section.body.replace(/<[^>]*>/g, " "));
        break;
      case "features":
        words.push(section.heading, ...section.items.flatMap((item) => [item.title, item.text]));
        break;
      case "figures":
        words.push(section.heading, ...section.items.flatMap((item) => [item.value, item.label]));
        break;
      case "quote":
        words.push(section.text, section.person, section.role);
        break;
      case "cta":
        words.push(section.heading, section.text, section.button.label);
        break;
      case "faq":
        words.push(section.heading, ...section.items.flatMap((item) => [item.question, item.answer]));
        break;
      case "image_text":
        words.push(section.heading, section.body);
        break;
      case "video":
        words.push(section.title);
        break;
      case "logos":
      case "contact_form":
      case "latest":
        words.push(section.heading);
        break;
    }
  }
  return words.filter((word) => word.trim() !== "").join("\n");
}
