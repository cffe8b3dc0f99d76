import { certificates } from "./certificates.server";
import { contactMessages } from "./contact-messages.server";
import { heroContents } from "./hero-contents.server";
import { homeSlides } from "./home-slides.server";
import { media } from "./media.server";
import { news } from "./news.server";
import { pages } from "./pages.server";
import { productCategories } from "./product-categories.server";
import { products } from "./products.server";
import { isResourceName, RESOURCE_NAMES, type AnyContentResource, type ResourceName } from "./resource";
import { solutionCategories } from "./solution-categories.server";
import { solutions } from "./solutions.server";

export { settings } from "./settings.server";
export { RESOURCE_NAMES,  type AnyContentResource, type ResourceName };

/**
 * Admin forms and /api/admin/{resource} both write through these
 * (docs/product.md#json-api), so a write does the same whichever way it came in.
 */
export const registry = {
  "solution-categories": solutionCategories,
  solutions,
  certificates,
  "product-categories": productCategories,
  products,
  pages,
  "home-slides": homeSlides,
  "hero-contents": heroContents,
  news,
  media,
  "contact-messages": contactMessages,
} as const satisfies Record<ResourceName, AnyContentResource>;

export function getResource(name: string): AnyContentResource | undefined {
  return isResourceName(name) ? registry[name] : undefined;
}
