import { CONTENT_TYPES, contentTypeOf, RESOURCE_NAMES, type ResourceName } from "~/content-types";
import type { AnyContentResource } from "./resource";

export { settings } from "./settings.server";
export { RESOURCE_NAMES, type AnyContentResource, type ResourceName };

/**
 * Admin forms and /api/admin/{resource} both write through these
 * (docs/product.md#json-api), so a write does the same whichever way it came in.
 * Each content type's declaration names its commands; they are all loaded
 * once, when the server starts. Each command module checks itself against
 * ContentResource (`satisfies`), and the registry's test that each is filed
 * under its own name.
 */
export const registry = Object.fromEntries(
  await Promise.all(CONTENT_TYPES.map(async (type) => [type.resource, (await type.commands()) as AnyContentResource] as const)),
) as Record<ResourceName, AnyContentResource>;

export function getResource(name: string): AnyContentResource | undefined {
  return contentTypeOf(name) ? registry[name as ResourceName] : undefined;
}
