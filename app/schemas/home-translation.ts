import { z } from "zod";
import { link, optionalText } from "./fields";

/**
 * The default home's words in another language (docs/locales.md#the-home-pages-words): the headline, the
 * slides' and the "why us" blocks' texts, the counters' labels and the video's title. Pictures, figures
 * and the order stay the default home's. A link may name the page in the language; left empty, the
 * default home's link is used (docs/locales.md#the-home-pages-words). An empty text is not translated yet.
 */

const id = z.number({ error: "Id must be a number" }).int().positive();

const slide = z.object({
  id,
  title: optionalText("Slide title", 120, { singleLine: true }),
  subtitle: optionalText("Slide subtitle", 300),
  button_label: optionalText("Slide button label", 60, { singleLine: true }),
  button_url: link("Slide link"),
});

const feature = z.object({
  id,
  title: optionalText("Block title", 120, { singleLine: true }),
  body: optionalText("Block text", 1000),
  link_url: link("Block link"),
});

// A counter has no id of its own: it is the counters' place in the list that pairs the two.
const counter = z.object({
  index: z.number({ error: "Counter must be a number" }).int().min(0).max(20),
  label: optionalText("Counter label", 60, { singleLine: true }),
  suffix: optionalText("Counter suffix", 10, { singleLine: true }),
});

export const homeTranslationSchema = z.object({
  version: z.number({ error: "Version must be a number" }).int().min(0),
  hero: z
    .object({
      title: optionalText("Headline", 120, { singleLine: true }),
      subtitle: optionalText("Subtitle", 300),
      cta_label: optionalText("Button label", 60, { singleLine: true }),
      cta_url: link("Button link"),
    })
    .optional(),
  video: z
    .object({
      title: optionalText("Video title", 120, { singleLine: true }),
      caption: optionalText("Video caption", 300),
    })
    .optional(),
  slides: z.array(slide).max(50).optional(),
  features: z.array(feature).max(50).optional(),
  counters: z.array(counter).max(20).optional(),
});

export type HomeTranslationInput = z.output<typeof homeTranslationSchema>;

type SlideWords = { title: string; subtitle: string; button_label: string; button_url: string };
type FeatureWords = { title: string; body: string; link_url: string };

/** As stored: slides and blocks by their id, counters by their place; only what was written. */
export interface HomeTranslation {
  hero: { title: string; subtitle: string; cta_label: string; cta_url: string };
  video: { title: string; caption: string };
  slides: Record<string, SlideWords>;
  features: Record<string, FeatureWords>;
  counters: Record<string, { label: string; suffix: string }>;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function keyed<T extends Record<string, string>>(stored: unknown, words: (entry: Record<string, unknown>) => T): Record<string, T> {
  const result: Record<string, T> = {};
  if (!stored || typeof stored !== "object") return result;
  for (const [key, entry] of Object.entries(stored as Record<string, unknown>)) {
    if (!/^\d+$/.test(key) || !entry || typeof entry !== "object") continue;
    const value = words(entry as Record<string, unknown>);
    if (Object.values(value).some(Boolean)) result[key] = value;
  }
  return result;
}

/** A stored value read defensively: an older or hand-edited row never breaks the home page. */
export function homeTranslationOf(stored: unknown): HomeTranslation {
  const value = (stored ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return {
    hero: {
      title: text(value.hero?.title),
      subtitle: text(value.hero?.subtitle),
      cta_label: text(value.hero?.cta_label),
      cta_url: text(value.hero?.cta_url),
    },
    video: { title: text(value.video?.title), caption: text(value.video?.caption) },
    slides: keyed(value.slides, (entry) => ({
      title: text(entry.title),
      subtitle: text(entry.subtitle),
      button_label: text(entry.button_label),
      button_url: text(entry.button_url),
    })),
    features: keyed(value.features, (entry) => ({ title: text(entry.title), body: text(entry.body), link_url: text(entry.link_url) })),
    counters: keyed(value.counters, (entry) => ({ label: text(entry.label), suffix: text(entry.suffix) })),
  };
}

/** The form's or the API's lists as stored: keyed, empty entries left out. */
export function homeTranslationFromInput(input: HomeTranslationInput): HomeTranslation {
  return homeTranslationOf({
    hero: input.hero,
    video: input.video,
    slides: Object.fromEntries((input.slides ?? []).map(({ id: key, ...words }) => [key, words])),
    features: Object.fromEntries((input.features ?? []).map(({ id: key, ...words }) => [key, words])),
    counters: Object.fromEntries((input.counters ?? []).map(({ index, ...words }) => [index, words])),
  });
}
