import { useEffect, useRef, useState } from "react";
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
 * swipe, scroll or use the numbered links. With JavaScript it also advances
 * by itself, unless the visitor prefers reduced motion, points at it, has
 * focus in it, or pressed Pause (WCAG 2.2.2: moving content can be stopped).
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const holdRef = useRef(false);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // The Pause button only means something once the script runs.
  const [scripted, setScripted] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    setScripted(true);
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || slides.length < 2 || paused || reducedMotion) return;
    const timer = window.setInterval(() => {
      if (holdRef.current || document.hidden) return;
      const index = Math.round(track.scrollLeft / track.clientWidth);
      track.scrollTo({ left: ((index + 1) % slides.length) * track.clientWidth, behavior: "smooth" });
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [slides.length, paused, reducedMotion]);

  function onScroll() {
    const track = trackRef.current;
    if (track && track.clientWidth > 0) setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  }

  function goTo(index: number, event: React.MouseEvent) {
    const track = trackRef.current;
    if (!track) return;
    // With the script, slide sideways only; the plain link would also scroll the page.
    event.preventDefault();
    track.scrollTo({ left: index * track.clientWidth, behavior: reducedMotion ? "auto" : "smooth" });
  }

  if (slides.length === 0) return null;
  const hold = (value: boolean) => () => {
    holdRef.current = value;
  };

  return (
    <section className="slider" aria-roledescription="carousel" aria-label="Highlights">
      <div
        className="slider-track"
        ref={trackRef}
        onScroll={onScroll}
        onMouseEnter={hold(true)}
        onMouseLeave={hold(false)}
        onFocus={hold(true)}
        onBlur={hold(false)}
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
              <a
                key={slide.id}
                href={`#slide-${index + 1}`}
                onClick={(event) => goTo(index, event)}
                aria-current={index === current ? "true" : undefined}
              >
                <span className="visually-hidden">Slide {index + 1}: {slide.title}</span>
              </a>
            ))}
          </nav>
          {scripted && !reducedMotion ? (
            <button type="button" className="slider-pause" onClick={() => setPaused(!paused)}>
              {paused ? "Play" : "Pause"}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
