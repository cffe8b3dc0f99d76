import { CONTENT_TYPES, contentTypeOf, RESOURCE_NAMES, type ResourceName } from "~/content-types";
import type { AnyContentResource } from "./resource";

export { settings } from "./settings.server";
export { RESOURCE_NAMES, type AnyContentResource, type ResourceName };

/** Forms and the API both write through these, so a write does the same whichever way it came in. */
export const registry = Object.fromEntries(
  await Promise.all(CONTENT_TYPES.map(async (type) => [type.resource, (await type.commands()) as AnyContentResource] as const)),
) as Record<ResourceName, AnyContentResource>;

export function getResource(name: string): AnyContentResource | undefined {
  return contentTypeOf(name) ? registry[name as ResourceName] : undefined;
}
