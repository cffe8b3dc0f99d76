import { Link, useRouteLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import type { loader as rootLoader } from "~/root";
import { englishLanguageName } from "~/utils/locales";

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
  const others = (useRouteLoaderData<typeof rootLoader>("root")?.locales ?? []).slice(1);
  return (
    <p className="admin-page-intro">
      {text}{" "}
      {/* Plain link: the public site is another document, with its own scripts and styles. */}
      <a href={href}>View on site</a>
      {TRANSLATED_PLACES.has(place)
        ? others.map((locale) => (
            <Fragment key={locale}>
              {" · "}
              <Link to={`/admin/setting/home-translation?locale=${encodeURIComponent(locale)}`}>{`In ${englishLanguageName(locale)}`}</Link>
            </Fragment>
          ))
        : null}
    </p>
  );
}
