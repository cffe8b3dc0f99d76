import type { PublicImage } from "~/models/public-image.server";
import { objectPosition } from "~/utils/focal-point";
import { mediaUrl, srcSet } from "~/utils/media-url";

type ResponsiveImageProps = {
  image: PublicImage;
  sizes: string;
  /**
   * The page's largest image above the fold (the first slide): loaded at once
   * with high priority. Everything else is lazy and decoded off the main thread.
   */
  priority?: boolean;
  /** Overrides the library's alt text; "" marks a decorative image. */
  alt?: string;
  className?: string;
};

// React 18 does not know `fetchPriority` (it warns); a lower-case attribute passes through as is.
const HIGH_PRIORITY = { fetchpriority: "high" };

function fallbackSrc(image: PublicImage): string {
  const mid = image.variants.find((width) => width >= 960 && (!image.width || width < image.width));
  return mediaUrl(image, mid);
}

/**
 * An uploaded image with srcset/sizes over its WebP variants (480/960/1600)
 * and explicit width/height, so the browser picks the smallest file that is
 * sharp enough and reserves the space before it arrives (no layout shift).
 */
export function ResponsiveImage({ image, sizes, priority = false, alt, className }: ResponsiveImageProps) {
  const candidates = srcSet(image);
  // An inline style, which the CSP allows: a class per point would not do.
  const position = objectPosition(image.focal_x === undefined || image.focal_y === undefined ? null : { x: image.focal_x, y: image.focal_y });
  return (
    <img
      src={fallbackSrc(image)}
      srcSet={candidates || undefined}
      sizes={candidates ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={alt ?? image.alt}
      className={className}
      style={position ? { objectPosition: position } : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...(priority ? HIGH_PRIORITY : {})}
    />
  );
}
