import type { HomeTranslation } from "~/schemas/home-translation";
import { localePath, PATHS_IN_EVERY_LOCALE } from "~/utils/locales";
import type { HomeData } from "./home.server";

/**
 * A link of the default home in a locale: the translator's own link first; a section's address
 * under the locale's prefix; anything else (an item with a slug of its own, another site) as it is.
 */
function linkIn(locale: string, locales: readonly string[], own: string, url: string): string {
  if (own) return own;
  if (PATHS_IN_EVERY_LOCALE.has(url)) return localePath(locale, url, locales);
  return url;
}

export type HomeBlocks = Pick<HomeData, "hero" | "slides" | "heroContents" | "counters" | "heroVideo">;

type Hero = HomeData["hero"];
type SlideWords = { id: number; title: string; subtitle: string; button_label: string; button_url: string };
type BlockWords = { id: number; title: string; body: string; link_url: string };
type CounterWords = { label: string; suffix?: string };

/** The headline in a locale's words: empty where not written, its button only where the default has one. */
export function homeHeroIn(locale: string, locales: readonly string[], hero: Hero, words: HomeTranslation): Hero {
  return {
    title: words.hero.title,
    subtitle: words.hero.subtitle,
    cta_label: hero.cta_url ? words.hero.cta_label : "",
    cta_url: linkIn(locale, locales, words.hero.cta_url, hero.cta_url),
  };
}

/** The slides with a title in the locale, in its words; the others are left off. */
export function homeSlidesIn<Slide extends SlideWords>(locale: string, locales: readonly string[], slides: Slide[], words: HomeTranslation): Slide[] {
  return slides.flatMap((slide) => {
    const written = words.slides[String(slide.id)];
    if (!written?.title) return [];
    const button_url = linkIn(locale, locales, written.button_url, slide.button_url);
    return [{ ...slide, title: written.title, subtitle: written.subtitle, button_label: written.button_label, button_url }];
  });
}

/** The "why us" blocks with a title in the locale, in its words; the others are left off. */
export function homeFeaturesIn<Block extends BlockWords>(locale: string, locales: readonly string[], blocks: Block[], words: HomeTranslation): Block[] {
  return blocks.flatMap((block) => {
    const written = words.features[String(block.id)];
    if (!written?.title) return [];
    const link_url = block.link_url ? linkIn(locale, locales, written.link_url, block.link_url) : "";
    return [{ ...block, title: written.title, body: written.body, link_url }];
  });
}

/** The figures in the locale's words, or none: a band half in one language and half in another reads as broken. */
export function homeCountersIn<Counter extends CounterWords>(counters: Counter[], words: HomeTranslation): Counter[] {
  const written = counters.flatMap((counter, index) => {
    const own = words.counters[String(index)];
    return own?.label ? [{ ...counter, label: own.label, suffix: own.suffix || counter.suffix }] : [];
  });
  return written.length === counters.length ? written : [];
}

/** Whether the video has words in the locale (or needs none: it has no title or caption at all). */
export function homeVideoSpeaks(video: { title: string; caption: string }, words: HomeTranslation): boolean {
  return Boolean(words.video.title) || (!video.title && !video.caption);
}

/**
 * The default home's headline, slides, "why us" blocks, figures and video in a locale's words. What
 * has no words in it is left off rather than shown in the default language: a slide or block without
 * a title, the figures unless every label is written, the video when its title is not.
 */
export function homeBlocksIn(locale: string, locales: readonly string[], home: HomeBlocks, words: HomeTranslation): HomeBlocks {
  return {
    hero: homeHeroIn(locale, locales, home.hero, words),
    slides: homeSlidesIn(locale, locales, home.slides, words),
    heroContents: homeFeaturesIn(locale, locales, home.heroContents, words),
    counters: homeCountersIn(home.counters, words),
    heroVideo: homeVideoSpeaks(home.heroVideo, words)
      ? { ...home.heroVideo, title: words.video.title, caption: words.video.caption }
      : { ...home.heroVideo, poster: null, player: null },
  };
}
