import type { MediaKind } from "~/db/schema";

/** The two catalogs: solutions and products, each with its own categories. */
export type CatalogKind = "solution" | "product";

/** Each kind of media as a refusal names it: "Poster must be an image". */
export const MEDIA_KIND_WORDS: Record<MediaKind, string> = { image: "an image", pdf: "a PDF", video: "a video" };
