import { Link } from "@remix-run/react";
import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";

/** Cards sit 1 a row on phones, 2 on tablets, 3 from 960 px (see .card-grid in app.css). */
const CARD_IMAGE_SIZES = "(min-width: 960px) 360px, (min-width: 600px) 50vw, 100vw";

type CardProps = {
  href: string;
  title: string;
  text?: string;
  image?: PublicImage | null;
  /** The heading level of the card's title, to keep the page's outline in order. */
  headingLevel?: 2 | 3;
  eyebrow?: React.ReactNode;
  /** The first card of a list: on a phone its picture is the largest thing in the first view, so it loads at once. */
  priority?: boolean;
};

/**
 * A card whose title is the link; the link's area covers the whole card (CSS),
 * so there is one link per card for screen readers and keyboards, not three.
 */
export function Card({ href, title, text, image, headingLevel = 3, eyebrow, priority = false }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card">
      {image ? <ResponsiveImage image={image} sizes={CARD_IMAGE_SIZES} priority={priority} className="card-image" /> : null}
      <div className="card-body">
        {eyebrow ? <p className="card-eyebrow">{eyebrow}</p> : null}
        <Heading className="card-title">
          <Link to={href} prefetch="intent">
            {title}
          </Link>
        </Heading>
        {text ? <p className="card-text">{text}</p> : null}
      </div>
    </article>
  );
}
