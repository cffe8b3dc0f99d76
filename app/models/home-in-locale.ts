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

/**
 * The default home's headline, slides, "why us" blocks, figures and video in a locale's words. What
 * has no words in it is left off rather than shown in the default language: a slide or block without
 * a title, the figures unless every label is written, the video when its title is not.
 */
export function homeBlocksIn(locale: string, locales: readonly string[], home: HomeBlocks, words: HomeTranslation): HomeBlocks {
  const link = (own: string, url: string) => linkIn(locale, locales, own, url);
  const counters = home.counters.flatMap((counter, index) => {
    const written = words.counters[String(index)];
    return written?.label ? [{ ...counter, label: written.label, suffix: written.suffix || counter.suffix }] : [];
  });
  const videoSpeaks = Boolean(words.video.title) || (!home.heroVideo.title && !home.heroVideo.caption);
  return {
    hero: {
      title: words.hero.title,
      subtitle: words.hero.subtitle,
      cta_label: home.hero.cta_url ? words.hero.cta_label : "",
      cta_url: link(words.hero.cta_url, home.hero.cta_url),
    },
    slides: home.slides.flatMap((slide) => {
      const written = words.slides[String(slide.id)];
      if (!written?.title) return [];
      return [{ ...slide, title: written.title, subtitle: written.subtitle, button_label: written.button_label, button_url: link(written.button_url, slide.button_url) }];
    }),
    heroContents: home.heroContents.flatMap((block) => {
      const written = words.features[String(block.id)];
      if (!written?.title) return [];
      return [{ ...block, title: written.title, body: written.body, link_url: block.link_url ? link(written.link_url, block.link_url) : "" }];
    }),
    counters: counters.length === home.counters.length ? counters : [],
    heroVideo: videoSpeaks
      ? { ...home.heroVideo, title: words.video.title, caption: words.video.caption }
      : { ...home.heroVideo, poster: null, player: null },
  };
}
