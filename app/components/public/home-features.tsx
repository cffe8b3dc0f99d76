import type { PublicImage } from "~/models/public-image.server";
import { FEATURE_ICONS, type FeatureIcon as FeatureIconName } from "~/schemas/sections";
import { FeatureIcon } from "~/components/sections/feature-icon";
import { ResponsiveImage } from "./responsive-image";

function isFeatureIcon(name: string): name is FeatureIconName {
  return (FEATURE_ICONS as readonly string[]).includes(name);
}

/**
 * The home's "Why work with us" blocks, in any of the site's languages: a picture (or, without one, the
 * icon named, drawn in the theme colour), a title (a link when it has one), a line. An icon name from
 * elsewhere (an old client's "bi-headset") draws nothing rather than a broken picture.
 */
export function HomeFeatures({ items }: { items: ReadonlyArray<{ id: number; title: string; body: string; icon: string; link_url: string; image: PublicImage | null }> }) {
  return (
    <ul className="feature-grid">
      {items.map((content) => (
        <li key={content.id} className="feature">
          {content.image ? (
            <ResponsiveImage image={content.image} sizes="96px" alt="" className="feature-icon" />
          ) : isFeatureIcon(content.icon) ? (
            <span className="feature-icon feature-icon-symbol">
              <FeatureIcon name={content.icon} size={30} />
            </span>
          ) : null}
          <h3>{content.link_url ? <a href={content.link_url}>{content.title}</a> : content.title}</h3>
          {content.body ? <p>{content.body}</p> : null}
        </li>
      ))}
    </ul>
  );
}
