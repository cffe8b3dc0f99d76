import { sql, type RawBuilder } from "kysely";
import { contentTypeOfTable, publicListOf, sluggedTypes, type CONTENT_TYPES, type SluggedType } from "~/content-types";
import { news } from "~/content-types/news";
import { englishLanguageName, PATHS_IN_EVERY_LOCALE, splitLocalePath } from "~/utils/locales";
import { isReservedSlug, isValidSlug } from "~/utils/slug";
import { getLocalizedNewsBySlug } from "./news-translation.server";
import { listPublicCertificates } from "./certificate.server";
import { isLive, isShown, type DbOrTx } from "./crud.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { clipText } from "~/utils/clip-text";
import { readingMinutes } from "~/utils/reading-time";
import { sectionHeadings } from "~/utils/seo";

// Refuses redirects from live pages and finds rich-text links to dead paths (content health). The route
// table itself is app/routes/_public.*.

const FIXED_PAGES: Record<string, string> = {
  "/": "the home page",
  "/news": "the news list",
  "/contact-us": "the contact page",
  "/certificates": "the certificates page",
  "/login": "the sign-in page",
  "/register": "the registration page",
  "/logout": "the sign-out page",
  "/forgot-password": "the password reset page",
  "/account": "the account page",
  "/search": "the search page",
  "/sitemap.xml": "the sitemap",
  "/robots.txt": "robots.txt",
  "/healthz": "the health check",
};

const SLUG_MARK = "{slug}";

function itemPageAt(path: string): { type: SluggedType; slug: string } | undefined {
  for (const type of sluggedTypes()) {
    const [before, after] = type.public.path(SLUG_MARK).split(SLUG_MARK);
    if (!path.startsWith(before) || !path.endsWith(after)) continue;
    const slug = path.slice(before.length, path.length - after.length);
    // A slug as the first segment (a custom page's) gives way to the site's own routes.
    if (isValidSlug(slug) && !(before === "/" && isReservedSlug(slug))) return { type, slug };
  }
  return undefined;
}

type Declared = (typeof CONTENT_TYPES)[number];

function publishedCondition(type: Declared): RawBuilder<boolean> {
  if (type.publishing === "status") return isLive(type.table);
  if (type.publishing === "is_published") return isShown(type.table);
  return sql<boolean>`true`;
}

/** Hiding a category hides its items. */
function liveCondition(type: Declared): RawBuilder<boolean> {
  const category = "category" in type ? contentTypeOfTable(type.category) : undefined;
  if (!category) return publishedCondition(type);
  return sql<boolean>`(${publishedCondition(type)} and exists (
    select 1 from ${sql.table(category.table)}
    where ${sql.ref(`${category.table}.id`)} = ${sql.ref(`${type.table}.category_id`)} and ${liveCondition(category)}))`;
}

async function liveTitleOf(db: DbOrTx, type: SluggedType, slug: string): Promise<string | undefined> {
  const result = await sql<{ title: string }>`
    select ${sql.ref(`${type.table}.${type.titleColumn}`)} as title from ${sql.table(type.table)}
    where ${sql.ref(`${type.table}.slug`)} = ${slug} and ${liveCondition(type)}`.execute(db);
  return result.rows[0]?.title;
}

/** Paths the public 404 page never answers (the admin, the API, files). */
export function isOutsidePublicSite(path: string): boolean {
  return /^\/(?:admin|api|media|build|assets|sanctum|reset-password)(?:\/|$)/i.test(path);
}

/**
 * In words ("the page “About us”"); null when the public site answers 404 there. With the site's
 * `locales`, an address under another language's prefix is that language's: a translated item by
 * its own slug (`/de/warum-northwind`), live in that language and as an item.
 */
export async function whatLivesAt(db: DbOrTx, path: string, locales: readonly string[] = []): Promise<string | null> {
  if (locales.length > 1) {
    const { locale, rest } = splitLocalePath(path, locales);
    if (locale !== locales[0]) return whatLivesAtIn(db, locale, rest);
  }
  // The paths come from redirects and links people type: only own entries count, not `constructor`.
  if (Object.hasOwn(FIXED_PAGES, path)) return FIXED_PAGES[path];
  const list = sluggedTypes().map(publicListOf).find((candidate) => candidate?.path === path);
  if (list) return `the ${list.title.toLowerCase()} list`;
  const page = itemPageAt(path);
  if (!page) return null;
  const title = await liveTitleOf(db, page.type, page.slug);
  return title === undefined ? null : `the ${page.type.noun} “${title}”`;
}

async function whatLivesAtIn(db: DbOrTx, locale: string, rest: string): Promise<string | null> {
  const language = englishLanguageName(locale);
  if (PATHS_IN_EVERY_LOCALE.has(rest)) return `${Object.hasOwn(FIXED_PAGES, rest) ? FIXED_PAGES[rest] : `the ${rest.slice(1).replace("-", " ")} list`} in ${language}`;
  const page = itemPageAt(rest);
  if (!page || !("translatable" in page.type)) return null;
  const { type, slug } = page;
  const translation = type.translatable.table;
  const translated = sql`${sql.ref(`${translation}.${type.translatable.parent}`)} = ${sql.ref(`${type.table}.id`)}
    and ${sql.ref(`${translation}.locale`)} = ${locale} and ${sql.ref(`${translation}.slug`)} = ${slug}`;
  // A translation is published on its own, with no expiry of its own; a category's words have no
  // state of theirs and are live while the category is.
  const status = sql.ref(`${translation}.status`);
  const publishedAt = sql.ref(`${translation}.published_at`);
  const live =
    type.publishing === "status"
      ? sql`${status} = 'published' and (${publishedAt} is null or ${publishedAt} <= now()) and ${liveCondition(type)}`
      : liveCondition(type);
  const titleColumn = (type.translatable.fields as readonly string[]).includes("title") ? "title" : "name";
  const result = await sql<{ title: string }>`
    select ${sql.ref(`${translation}.${titleColumn}`)} as title from ${sql.table(translation)} join ${sql.table(type.table)} on ${translated}
    where ${live}`.execute(db);
  const title = result.rows[0]?.title;
  return title === undefined ? null : `the ${type.noun} “${title}” in ${language}`;
}

export interface GuardedItemTeaser {
  /** The item's type, by its resource name (news, solutions, products). */
  resource: string;
  noun: string;
  title: string;
  summary: string;
  image: PublicImage | null;
  /** The certificates page's: the badges of the first few certificates, side by side. */
  badges: PublicImage[];
  /** An article's date and reading time, as its page shows them under the title; null for the rest. */
  article: { published_at: Date | null; readingMinutes: number } | null;
  /** The headings of the body's sections: what the page holds, by name only. */
  outline: string[];
  /** A solution's or a product's category, as the page's own breadcrumbs name it. */
  category: { label: string; path: string } | null;
}

const TEASER_SUMMARY_LIMIT = 400;

/**
 * What the visitor was about to read when a guarded detail page sent them to sign in. Only a live item
 * of a guarded type, found by its declared public path; anything else (another site, a draft, a made-up
 * slug) gives undefined and the plain sign-in page.
 */
export async function guardedItemAt(db: DbOrTx, redirectTo: string, locales: readonly string[] = []): Promise<GuardedItemTeaser | undefined> {
  const path = redirectTo.split(/[?#]/, 1)[0];
  const { locale, rest } = locales.length > 1 ? splitLocalePath(path, locales) : { locale: locales[0], rest: path };
  if (rest === "/certificates") return certificatesTeaser(db);
  if (locale !== locales[0]) return guardedTranslationAt(db, locale, rest);
  const page = itemPageAt(path);
  if (!page || !page.type.public.guarded || !("search" in page.type)) return undefined;
  const { type, slug } = page;
  const cover = type.media[0]?.column;
  const isNews = type.table === news.table;
  const body = type.search.fields.find((field) => "rich" in field && field.rich)?.column;
  const categoryType = "category" in type && type.category ? contentTypeOfTable(type.category) : undefined;
  // Only a category with its own public page belongs in the trail.
  const publicCategory = categoryType && "public" in categoryType ? categoryType : undefined;
  const category =
    publicCategory
      ? sql`(select json_build_object('label', c.${sql.ref(publicCategory.titleColumn)}, 'slug', c.slug) from ${sql.table(publicCategory.table)} c where c.id = ${sql.ref(`${type.table}.category_id`)})`
      : sql`null`;
  const result = await sql<TeaserRow>`
    select ${sql.ref(`${type.table}.${type.titleColumn}`)} as title,
      ${sql.ref(`${type.table}.${type.search.summary}`)} as summary,
      ${cover ? sql.ref(`${type.table}.${cover}`) : sql`null`} as image_id,
      ${isNews ? sql.ref("news.published_at") : sql`null`} as published_at,
      ${body ? sql.ref(`${type.table}.${body}`) : sql`null`} as body,
      ${category} as category
    from ${sql.table(type.table)}
    where ${sql.ref(`${type.table}.slug`)} = ${slug} and ${liveCondition(type)}`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  const trailCategory = publicCategory && row.category ? { label: row.category.label, path: publicCategory.public.path(row.category.slug) } : null;
  return teaserOf(db, type, row, trailCategory);
}

type TeaserRow = {
  title: string;
  summary: string | null;
  image_id: number | null;
  published_at: Date | null;
  body: string | null;
  category?: { label: string; slug: string } | null;
};

async function teaserOf(
  db: DbOrTx,
  type: { resource: string; noun: string },
  row: TeaserRow,
  category: GuardedItemTeaser["category"] = null,
): Promise<GuardedItemTeaser> {
  const images = await getPublicImages(db, [row.image_id]);
  return {
    resource: type.resource,
    noun: type.noun,
    title: row.title,
    summary: clipText(row.summary ?? "", TEASER_SUMMARY_LIMIT),
    image: images.get(row.image_id ?? 0) ?? null,
    badges: [],
    article: type.resource === news.resource ? { published_at: row.published_at, readingMinutes: readingMinutes(row.body ?? "") } : null,
    outline: sectionHeadings(row.body ?? ""),
    category,
  };
}

const TEASER_BADGES = 6;

/** The certificates page's: the published certificates' names, and the first few badges. Its title is the page's, in the page's language. */
async function certificatesTeaser(db: DbOrTx): Promise<GuardedItemTeaser | undefined> {
  const certificates = await listPublicCertificates(db);
  if (certificates.length === 0) return undefined;
  const shown = certificates.slice(0, TEASER_BADGES);
  const images = await getPublicImages(db, shown.map((certificate) => certificate.image_id));
  return {
    resource: "certificates",
    noun: "certificates page",
    title: "",
    summary: certificates.map((certificate) => certificate.name).join(" · "),
    image: null,
    badges: shown.flatMap((certificate) => images.get(certificate.image_id) ?? []),
    article: null,
    outline: [],
    category: null,
  };
}

/** Under a locale's prefix only news is translated: its live translation, by its translated slug, with the article's cover. */
async function guardedTranslationAt(db: DbOrTx, locale: string, rest: string): Promise<GuardedItemTeaser | undefined> {
  const slug = /^\/news-details\/([^/]+)$/.exec(rest)?.[1];
  if (!slug || !isValidSlug(slug)) return undefined;
  const article = await getLocalizedNewsBySlug(db, { locale, slug, fallback: false });
  if (!article) return undefined;
  return teaserOf(db, news, { title: article.title, summary: article.excerpt, image_id: article.cover_image_id, published_at: article.published_at, body: article.body });
}
