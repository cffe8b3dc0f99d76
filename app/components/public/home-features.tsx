import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";

/** The home's "Why work with us" blocks, in any of the site's languages: an icon, a title (a link when it has one), a line. */
export function HomeFeatures({ items }: { items: ReadonlyArray<{ id: number; title: string; body: string; link_url: string; image: PublicImage | null }> }) {
  return (
    <ul className="feature-grid">
      {items.map((content) => (
        <li key={content.id} className="feature">
          {content.image ? <ResponsiveImage image={content.image} sizes="96px" alt="" className="feature-icon" /> : null}
          <h3>{content.link_url ? <a href={content.link_url}>{content.title}</a> : content.title}</h3>
          {content.body ? <p>{content.body}</p> : null}
        </li>
      ))}
    </ul>
  );
}
