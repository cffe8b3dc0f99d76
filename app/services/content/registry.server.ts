import { productCategories } from "./product-categories.server";
import { products } from "./products.server";
import type { AnyContentResource, ResourceName } from "./resource";
import { solutionCategories } from "./solution-categories.server";
import { solutions } from "./solutions.server";

/**
 * Every content resource of the admin and the JSON API (PRODUCT §8), by its API
 * name. Admin forms and /api/admin/{resource} both write through these, so a
 * write does the same whichever way it came in.
 */
export const registry = {
  "solution-categories": solutionCategories,
  solutions,
  "product-categories": productCategories,
  products,
} as const satisfies Partial<Record<ResourceName, AnyContentResource>>;

/** The resource of an API path segment, or undefined for an unknown name. */
export function getResource(name: string): AnyContentResource | undefined {
  return Object.hasOwn(registry, name) ? registry[name as keyof typeof registry] : undefined;
}
