import type { MediaKind } from "~/db/schema";

export type CatalogKind = "solution" | "product";

export const MEDIA_KIND_WORDS: Record<MediaKind, string> = { image: "an image", pdf: "a PDF", video: "a video" };

/** The page listing every category of a kind, in the default locale: `/solutions`, `/products`. */
export function overviewPath(kind: CatalogKind): string {
  return kind === "product" ? "/products" : "/solutions";
}
