import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";
import { useSiteWords } from "./words";

export interface Slide {
  id: number;
  title: string;
  subtitle: string;
  button_label: string;
  button_url: string;
  image: PublicImage | null;
}

/**
 * The home page slider. It moves only when the visitor moves it: a slide that
 * changes by itself takes the words away from someone still reading them.
 * Without JavaScript it is a CSS scroll-snap strip: swipe, scroll or use the
 * numbered links. The page's script (PageScript) adds Previous and Next buttons.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const { say } = useSiteWords();
  if (slides.length === 0) return null;
  return (
    <section className="slider" aria-roledescription="carousel" aria-label={say("slider.label")}>
      <div
        className="slider-track"
        // Focusable, so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        aria-label={say("slider.slides")}
      >
        {slides.map((slide, index) => (
          <div
            className="slide"
            id={`slide-${index + 1}`}
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} ${say("slider.of")} ${slides.length}`}
          >
            {slide.image ? (
              <ResponsiveImage image={slide.image} sizes="(min-width: 1160px) 620px, (min-width: 960px) 52vw, 100vw" priority={index === 0} className="slide-image" />
            ) : null}
            <div className="slide-caption">
              <p className="slide-title">{slide.title}</p>
              {slide.subtitle ? <p className="slide-subtitle">{slide.subtitle}</p> : null}
              {slide.button_label && slide.button_url ? (
                <a className="slide-link" href={slide.button_url}>
                  {slide.button_label}
                </a>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="slider-controls">
          {/* Hidden until the script that moves the slider shows them: without it a button could do nothing. */}
          <button type="button" className="slider-step" data-step="-1" hidden>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{say("slider.previous")}</span>
          </button>
          <nav aria-label={say("slider.choose")} className="slider-dots">
            {slides.map((slide, index) => (
              <a key={slide.id} href={`#slide-${index + 1}`} aria-current={index === 0 ? "true" : undefined}>
                <span className="visually-hidden">{`${say("slider.slide")} ${index + 1}: ${slide.title}`}</span>
              </a>
            ))}
          </nav>
          <button type="button" className="slider-step" data-step="1" hidden>
            <span className="visually-hidden">{say("slider.next")}</span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

type HeroLink = { label: string; href: string };

/**
 * The hero's button and, beside it, a quieter link: one action that leads (talk to us) and a second for a
 * visitor not ready to (the solutions), or on a home without a translated headline the first page and contact.
 */
export function HeroActions({ primary, secondary }: { primary: HeroLink | null; secondary: HeroLink | null }) {
  if (!primary && !secondary) return null;
  return (
    <p className="hero-actions">
      {primary ? (
        <a className="button button-large" href={primary.href}>
          {primary.label}
        </a>
      ) : null}
      {secondary ? (
        <a className="hero-link" href={secondary.href}>
          {secondary.label}
        </a>
      ) : null}
    </p>
  );
}
