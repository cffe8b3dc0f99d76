/**
 * Every type-wide feature (revisions, trash, search, sitemap, cache tags, permissions,
 * sidebar…) reads these and keeps no list of its own. Browser-safe: the admin reads it too.
 */
export type ContentType = {
  /** The API's name (/api/admin/{resource}), also its permission area and the key of its revisions and trash. */
  resource: string;
  /** Its table; audit events name it, and its cache tag is the table's name with dashes (`solution-category`). */
  table: string;
  titleColumn: "title" | "name" | "original_name";
  /** As in a sentence ("news article"), as a label ("News article"), and the list's title ("News"). */
  noun: string;
  Noun: string;
  plural: string;
  countLabel: string;
  admin: {
    list: string;
    /** Absent where items are added on the list's own screen. */
    create?: string;
    edit: (id: number | string) => string;
    /**
     * The sidebar's entry: its label and its group. `main` and `cms` are the first entries and the CMS group,
     * as the site has always had them; `home`, `content` and `site` are the headed sections added after them
     * (`home`: what the home page is built from).
     */
    nav: { label: string; group: "main" | "cms" | "home" | "content" | "site" };
    /** The dashboard's quick action for a new item ("Write news"), where a type is written often enough to earn one. */
    quickAction?: string;
  };
  public?: {
    path: (slug: string) => string;
    /** Whether the page is behind the details sign-in guard while it is on. */
    guarded: boolean;
    /** A public page listing the type's items, where it has one the site's older screens do not already serve. */
    list?: { path: string; title: string };
  };
  /**
   * What makes an item live: a status with a publication time, or a shown/hidden switch. Either way the
   * type also has `unpublish_at`, its optional expiry (docs/product.md#expiry): forms, the API, the live
   * rule (isLive, isShown), the cache's schedule and webhooks read it by this flag, never from a list.
   */
  publishing: "status" | "is_published" | null;
  /** Its items need their category to be shown (the table of the category). */
  category?: string;
  revisioned: boolean;
  trashable: boolean;
  sitemap: boolean;
  /** The public frame (header, menu, footer) shows it, so its writes change every page. */
  inLayout: boolean;
  /** The fields the site search reads, by weight; `rich` fields are searched as their text. */
  search?: {
    fields: ReadonlyArray<{ column: string; weight: "A" | "B" | "C"; rich?: boolean }>;
    summary: string;
  };
  /**
   * Its text fields, given per locale in `table` (one row per item and locale, docs/locales.md); the
   * other fields are shared by every locale; `parent` is the column naming the item. Absent while the
   * type is shown in the default locale only.
   */
  translatable?: { table: string; parent: string; fields: readonly string[] };
  /**
   * Text fields that stay free text but offer choices (an `<input list>` and its `<datalist>`, so
   * without JavaScript too): the values its items already use, and these common ones.
   */
  suggested?: Readonly<Record<string, readonly string[]>>;
  /** Content health checks its SEO description and the links in its body. */
  health: boolean;
  /** Its media references; the ones a record cannot do without are refused rather than emptied. */
  media: ReadonlyArray<{ column: string; label: string; required: boolean }>;
  body: string | null;
  /** Columns holding a library file's address ("/media/12/iso-9001.pdf"): the file is in use while one names it. */
  mediaLinks?: readonly string[];
  /** What a form post may carry: a rich-text body (2 MB), a new image file (the upload limit) or plain fields. */
  requestBody: "rich-text" | "image" | "upload" | "fields";
  /** Typed by name only (the registry checks the rest), so declarations stay free of the layers below. */
  commands: () => Promise<Commands>;
};

export type Commands = { readonly name: string };
