import { certificates } from "./certificates";
import { contactMessages } from "./contact-messages";
import { customerStories } from "./customer-stories";
import { heroContents } from "./hero-contents";
import { homeSlides } from "./home-slides";
import { media } from "./media";
import { news } from "./news";
import { pages } from "./pages";
import { productCategories } from "./product-categories";
import { products } from "./products";
import { solutionCategories } from "./solution-categories";
import { solutions } from "./solutions";
import type { ContentType } from "./types";

export type { ContentType } from "./types";

/**
 * Every content type, in the order of the admin's sidebar. A new type is a
 * declaration beside these and a line here (docs/architecture.md#content-types).
 */
export const CONTENT_TYPES = [
  solutionCategories,
  solutions,
  certificates,
  productCategories,
  products,
  customerStories,
  pages,
  homeSlides,
  heroContents,
  news,
  media,
  contactMessages,
] as const satisfies readonly ContentType[];

type Declared = (typeof CONTENT_TYPES)[number];
export type ResourceName = Declared["resource"];
/** The types with revisions, trash, a public page per item, search: each a union of the declarations that say so. */
export type RevisionedType = Extract<Declared, { revisioned: true }>;
export type TrashableType = Extract<Declared, { trashable: true }>;
export type SluggedType = Extract<Declared, { public: object }>;
export type SearchableType = Extract<Declared, { search: object }>;

export const RESOURCE_NAMES = CONTENT_TYPES.map((type) => type.resource) as readonly ResourceName[];

// Names come from requests (a path word, a trash form): a lookup by name only finds a declared type, never `constructor`.
const BY_RESOURCE = new Map<string, Declared>(CONTENT_TYPES.map((type) => [type.resource, type]));
const BY_TABLE = new Map<string, Declared>(CONTENT_TYPES.map((type) => [type.table, type]));

export function isResourceName(name: string): name is ResourceName {
  return BY_RESOURCE.has(name);
}

export function contentTypeOf(resource: string): Declared | undefined {
  return BY_RESOURCE.get(resource);
}

export function contentTypeOfTable(table: string): Declared | undefined {
  return BY_TABLE.get(table);
}

export function revisionedTypes(): RevisionedType[] {
  return CONTENT_TYPES.filter((type): type is RevisionedType => type.revisioned);
}

export function trashableTypes(): TrashableType[] {
  return CONTENT_TYPES.filter((type): type is TrashableType => type.trashable);
}

export function sluggedTypes(): SluggedType[] {
  return CONTENT_TYPES.filter((type): type is SluggedType => "public" in type);
}

export function searchableTypes(): SearchableType[] {
  return CONTENT_TYPES.filter((type): type is SearchableType => "search" in type);
}

/** A type's public list page, for the types whose declaration names one. */
export function publicListOf(type: ContentType): { path: string; title: string } | undefined {
  return type.public?.list;
}

/** The cache tag of a type's rows: `solution-category`, and `solution-category:7` for one. */
export function tagOf(type: Pick<ContentType, "table">): string {
  return type.table.replaceAll("_", "-");
}
