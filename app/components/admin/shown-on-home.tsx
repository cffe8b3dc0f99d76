import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import { englishLanguageName } from "~/utils/locales";
import { LocaleSwitcher } from "./translation-parts";

/**
 * The home page is put together from several admin screens whose names are older than its sections
 * ("Hero Contents" are the cards under "Why work with us"). Each of those screens says under its
 * title where its content appears, with a link to that place on the site.
 */
const HOME_PLACES = {
  "/admin/home-slider": { text: "Shown on the home page as the slides beside its headline.", href: "/" },
  "/admin/hero-contents": { text: "Shown on the home page as “Why work with us”.", href: "/#why-us" },
  "/admin/hero-video": { text: "Shown on the home page as the video below the figures.", href: "/#hero-video-title" },
  "/admin/client-logo": { text: "Shown on the home page as “Independently certified”, and on the Certificates page.", href: "/#certified" },
  "settings:hero": { text: "Shown at the top of the home page, beside the slides.", href: "/" },
  "settings:counter": { text: "Shown on the home page as the band of figures under “Why work with us”.", href: "/#key-figures" },
} as const;

type HomePlace = keyof typeof HOME_PLACES;

export function isHomePlace(key: string): key is HomePlace {
  return Object.hasOwn(HOME_PLACES, key);
}

// Their words in the site's other languages are written on one screen, the home page's translation.
const TRANSLATED_PLACES = new Set<HomePlace>(["/admin/home-slider", "/admin/hero-contents", "/admin/hero-video", "settings:hero", "settings:counter"]);

export function ShownOnHome({ place }: { place: HomePlace }) {
  const { text, href } = HOME_PLACES[place];
  return (
    <p className="admin-page-intro">
      {text}{" "}
      {/* Plain link: the public site is another document, with its own scripts and styles. */}
      <a href={href}>View on site</a>
    </p>
  );
}

/**
 * The language switch beside the title of a screen whose words are on the home page, where every edit
 * screen has it: English is this screen, another language the home page's translation, which holds
 * the words of every such screen side by side with the English.
 */
export function HomeLanguages({ place }: { place: string }) {
  const locales = useRouteLoaderData<typeof rootLoader>("root")?.locales ?? [];
  const { pathname, search } = useLocation();
  if (!isHomePlace(place) || !TRANSLATED_PLACES.has(place) || locales.length < 2) return null;
  return (
    <LocaleSwitcher
      locales={locales.map((locale) => ({ locale, name: englishLanguageName(locale) }))}
      current={locales[0]}
      hrefOf={(locale, index) => (index === 0 ? `${pathname}${search}` : `/admin/setting/home-translation?locale=${encodeURIComponent(locale)}`)}
    />
  );
}
