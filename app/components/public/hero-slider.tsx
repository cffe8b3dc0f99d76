import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";

export interface Slide {
  id: number;
  title: string;
  subtitle: string;
  button_label: string;
  button_url: string;
  image: PublicImage | null;
}

const AUTOPLAY_MS = 6000;

/**
 * The home page slider. Without JavaScript it is a CSS scroll-snap strip:
 * swipe, scroll or use the numbered links. The page's script (PageScript) also
 * advances it every `data-autoplay` milliseconds, and shows its Pause button.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  if (slides.length === 0) return null;
  return (
    <section className="slider" aria-roledescription="carousel" aria-label="Highlights" data-autoplay={AUTOPLAY_MS}>
      <div
        className="slider-track"
        // Focusable, so keyboard users can scroll it with the arrow keys.
        tabIndex={0}
        aria-label="Slides"
      >
        {slides.map((slide, index) => (
          <div
            className="slide"
            id={`slide-${index + 1}`}
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide.image ? (
              <ResponsiveImage image={slide.image} sizes="(min-width: 60em) 36rem, 100vw" priority={index === 0} className="slide-image" />
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
          <nav aria-label="Choose a slide" className="slider-dots">
            {slides.map((slide, index) => (
              <a key={slide.id} href={`#slide-${index + 1}`} aria-current={index === 0 ? "true" : undefined}>
                <span className="visually-hidden">Slide {index + 1}: {slide.title}</span>
              </a>
            ))}
          </nav>
          {/* Hidden until the script that runs the slider shows it: it only means something then. */}
          <button type="button" className="slider-pause" hidden data-pause="Pause" data-play="Play">
            Pause
          </button>
        </div>
      ) : null}
    </section>
  );
}
