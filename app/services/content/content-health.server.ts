import { sql } from "kysely";
import { z } from "zod";
import { CONTENT_TYPES } from "~/content-types";
import type { DB } from "~/db/db.server";
import { isLive } from "~/models/crud.server";
import { findMediaUsages } from "~/models/media.server";
import { whatLivesAt } from "~/models/public-path.server";
import { findRedirect, normalizePath } from "~/models/redirect.server";
import { customerStories } from "~/content-types/customer-stories";
import { news } from "~/content-types/news";
import { pages } from "~/content-types/pages";
import { products } from "~/content-types/products";
import { solutions } from "~/content-types/solutions";
import { env } from "~/env.server";
import { outdatedCatalogTranslations, untranslatedLiveCatalogItems } from "~/models/catalog-translation.server";
import { outdatedStoryTranslations, untranslatedLiveStories } from "~/models/customer-story-translation.server";
import { copiedLiveNewsTranslations, outdatedNewsTranslations, untranslatedLiveNews } from "~/models/news-translation.server";
import {
  copiedLivePageTranslations, outdatedPageTranslations, pageTranslationsMissingSections, untranslatedLivePages,
} from "~/models/page-translation.server";
import { englishLanguageName } from "~/utils/locales";

/**
 * "Unused for 90 days" means uploaded that long ago and used by nothing now: the library does
 * not record when a file stopped being used (docs/decisions/011-search-redirects-404-log.md).
 */

const UNUSED_DAYS = 90;

type CheckedType = Extract<(typeof CONTENT_TYPES)[number], { health: true }>;
const CHECKED_TYPES = CONTENT_TYPES.filter((type): type is CheckedType => type.health);

const issueSchema = z.strictObject({
  title: z.string().meta({ description: "What needs fixing (an item's title, a file's name)" }),
  detail: z.string(),
  fix_url: z.string().meta({ description: "The admin screen where it is fixed" }),
});

export const healthReportSchema = z.strictObject({
  media_without_alt: z.array(issueSchema),
  missing_seo_description: z.array(issueSchema),
  missing_main_picture: z.array(issueSchema).meta({ description: "Live news articles, solutions, products and customer stories without their main picture (a cover or an image): their cards show a plain tile" }),
  broken_links: z.array(issueSchema),
  unused_media: z.array(issueSchema),
  missing_translations: z.array(issueSchema).meta({ description: "Live news articles, pages, solutions, products and customer stories without a translation in one of the site's other locales, or (articles, pages, stories) with one published with the default locale's text unchanged" }),
  outdated_translations: z.array(issueSchema).meta({ description: "Translations written before their item was last saved, and page translations with fewer sections than their page" }),
});

export type HealthReport = z.output<typeof healthReportSchema>;
type Issue = z.output<typeof issueSchema>;

function mediaFixUrl(name: string): string {
  return `/admin/news-media?q=${encodeURIComponent(name)}`;
}

/** Letters and digits only, lower case: "Edge-Gateway_X1.png" and "edge gateway x1 png" read alike. */
const bare = (text: string) => text.toLowerCase().replace(/\.[a-z0-9]{2,5}$/, "").replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Why an image in use says nothing to a reader who cannot see it: no alt text, or alt text that only
 * repeats its file's name or the title of what shows it (beside that title it says the same twice).
 */
export function altProblem(alt: string, fileName: string, userLabels: readonly string[]): string | undefined {
  const said = bare(alt);
  if (said === "") return "No alt text";
  if (said === bare(fileName)) return "Alt text repeats the file name";
  if (userLabels.some((label) => bare(label) === said)) return "Alt text repeats the title beside it";
  return undefined;
}

async function mediaIssues(db: DB): Promise<Pick<HealthReport, "media_without_alt" | "unused_media">> {
  const media = await db.selectFrom("media").select(["id", "kind", "original_name", "alt", "created_at"]).orderBy("id").execute();
  const usages = await findMediaUsages(db, media.map((row) => row.id));
  const oldBefore = Date.now() - UNUSED_DAYS * 86_400_000;
  const withoutAlt: Issue[] = [];
  const unused: Issue[] = [];
  for (const row of media) {
    const users = usages.get(row.id) ?? [];
    const problem = row.kind === "image" && users.length > 0 ? altProblem(row.alt, row.original_name, users.map((user) => user.label)) : undefined;
    if (problem) {
      withoutAlt.push({ title: row.original_name, detail: `${problem}; used by ${users.length} item${users.length === 1 ? "" : "s"}`, fix_url: mediaFixUrl(row.original_name) });
    }
    if (users.length === 0 && new Date(row.created_at).getTime() < oldBefore) {
      unused.push({ title: row.original_name, detail: `Uploaded more than ${UNUSED_DAYS} days ago, used by nothing`, fix_url: mediaFixUrl(row.original_name) });
    }
  }
  return { media_without_alt: withoutAlt, unused_media: unused };
}

async function missingSeoDescriptions(db: DB): Promise<Issue[]> {
  const issues: Issue[] = [];
  for (const type of CHECKED_TYPES) {
    const rows = await sql<{ id: number; title: string }>`
      select id, title from ${sql.table(type.table)} where ${isLive(type.table)} and trim(seo_description) = '' order by id`.execute(db);
    for (const row of rows.rows) {
      issues.push({ title: row.title, detail: `${type.Noun} without an SEO description`, fix_url: type.admin.edit(Number(row.id)) });
    }
  }
  return issues;
}

/** Live items whose type has a picture that heads its cards and page, without one. */
async function missingMainPictures(db: DB): Promise<Issue[]> {
  const issues: Issue[] = [];
  for (const type of CHECKED_TYPES) {
    const picture = type.media[0];
    if (!picture) continue;
    const rows = await sql<{ id: number; title: string }>`
      select id, title from ${sql.table(type.table)} where ${isLive(type.table)} and ${sql.ref(picture.column)} is null order by id`.execute(db);
    for (const row of rows.rows) {
      issues.push({ title: row.title, detail: `${type.Noun} without a ${picture.label}: its cards show a plain tile`, fix_url: type.admin.edit(Number(row.id)) });
    }
  }
  return issues;
}

const SITE_LINK = /<a\s[^>]*href="(\/(?!\/)[^"#]*)/g;

async function brokenLinks(db: DB, locales: readonly string[]): Promise<Issue[]> {
  const issues: Issue[] = [];
  const verdicts = new Map<string, boolean>();
  const broken = async (href: string): Promise<boolean> => {
    const [rawPath, query = ""] = href.replace(/&amp;/g, "&").split("?");
    let path = rawPath;
    try {
      path = decodeURI(rawPath);
    } catch {
      // Kept as written.
    }
    path = normalizePath(path);
    const key = `${path}?${query}`;
    const known = verdicts.get(key);
    if (known !== undefined) return known;
    const mediaId = /^\/media\/(\d+)(?:\/|$)/.exec(path)?.[1];
    const ok = mediaId
      ? (await db.selectFrom("media").select("id").where("id", "=", Number(mediaId)).executeTakeFirst()) !== undefined
      : /^\/(?:admin|api|build|assets)(?:\/|$)/.test(path) ||
        (await whatLivesAt(db, path, locales)) !== null ||
        (await findRedirect(db, path, query ? `?${query}` : "")) !== undefined;
    verdicts.set(key, !ok);
    return !ok;
  };
  for (const type of CHECKED_TYPES) {
    const rows = await db.selectFrom(type.table).select(["id", "title", "body"]).where("body", "like", '%href="/%').orderBy("id").execute();
    for (const row of rows) {
      const seen = new Set<string>();
      for (const match of row.body.matchAll(SITE_LINK)) {
        const href = match[1];
        if (seen.has(href) || !(await broken(href))) continue;
        seen.add(href);
        issues.push({ title: row.title, detail: `${type.Noun} links to ${href}, which answers 404`, fix_url: type.admin.edit(row.id) });
      }
    }
  }
  // Each translation's body links too, to the addresses of its language or any other.
  for (const type of CHECKED_TYPES) {
    if (!("translatable" in type)) continue;
    const { table, parent } = type.translatable;
    const result = await sql<{ id: number; locale: string; title: string; body: string }>`
      select ${sql.ref(parent)} as id, locale, title, body from ${sql.table(table)}
      where body like ${'%href="/%'} order by ${sql.ref(parent)}, locale`.execute(db);
    for (const row of result.rows) {
      const seen = new Set<string>();
      for (const match of row.body.matchAll(SITE_LINK)) {
        const href = match[1];
        if (seen.has(href) || !(await broken(href))) continue;
        seen.add(href);
        issues.push({
          title: row.title,
          detail: `${type.Noun} in ${englishLanguageName(row.locale)} links to ${href}, which answers 404`,
          fix_url: translationFixUrl(type, row.id, row.locale),
        });
      }
    }
  }
  // A page's sections link too: their buttons' addresses and the links in their text.
  const sectioned = await db.selectFrom("page").select(["id", "title", "sections"]).orderBy("id").execute();
  for (const row of sectioned) {
    const seen = new Set<string>();
    for (const href of sectionLinks(row.sections)) {
      if (seen.has(href) || !(await broken(href))) continue;
      seen.add(href);
      issues.push({ title: row.title, detail: `Page links to ${href} in a section, which answers 404`, fix_url: pages.admin.edit(row.id) });
    }
  }
  return issues;
}

/** The site addresses a page's sections link to: every `url` that is a site path, and every link in their text. */
function sectionLinks(value: unknown, key = ""): string[] {
  if (typeof value === "string") {
    if (key === "url") return /^\/(?!\/)/.test(value) ? [value.split("#")[0]] : [];
    return [...value.matchAll(SITE_LINK)].map((match) => match[1]);
  }
  if (Array.isArray(value)) return value.flatMap((item) => sectionLinks(item));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => sectionLinks(item, name));
  return [];
}

/** The catalog's translated kinds, as content health names them. */
const CATALOG_KINDS = [
  { kind: "solution", type: solutions, Noun: "Solution" },
  { kind: "product", type: products, Noun: "Product" },
] as const;

/** News, custom pages, solutions, products and customer stories are translated (docs/locales.md); the default locale's text is the item itself. */
async function translationIssues(db: DB, locales: readonly string[]): Promise<Pick<HealthReport, "missing_translations" | "outdated_translations">> {
  const [, ...others] = locales;
  const missing: Issue[] = [];
  for (const locale of others) {
    for (const row of await untranslatedLiveNews(db, { locale })) {
      missing.push({ title: row.title, detail: `News article not translated into ${englishLanguageName(locale)}`, fix_url: translationFixUrl(news, row.id, locale) });
    }
    for (const row of await untranslatedLivePages(db, { locale })) {
      missing.push({ title: row.title, detail: `Page not translated into ${englishLanguageName(locale)}`, fix_url: translationFixUrl(pages, row.id, locale) });
    }
    // Published after "Copy from English" without a word changed: a visitor reads English under a translated address.
    const copied = `published in ${englishLanguageName(locale)} with the ${englishLanguageName(locales[0])} text`;
    for (const row of await copiedLiveNewsTranslations(db, { locale })) {
      missing.push({ title: row.title, detail: `News article ${copied}`, fix_url: translationFixUrl(news, row.id, locale) });
    }
    for (const row of await copiedLivePageTranslations(db, { locale })) {
      missing.push({ title: row.title, detail: `Page ${copied}`, fix_url: translationFixUrl(pages, row.id, locale) });
    }
    for (const { kind, type, Noun } of CATALOG_KINDS) {
      for (const row of await untranslatedLiveCatalogItems(db, kind, { locale })) {
        missing.push({ title: row.title, detail: `${Noun} not translated into ${englishLanguageName(locale)}`, fix_url: translationFixUrl(type, row.id, locale) });
      }
    }
    for (const row of await untranslatedLiveStories(db, { locale })) {
      const detail = row.copied ? `Customer story ${copied}` : `Customer story not translated into ${englishLanguageName(locale)}`;
      missing.push({ title: row.title, detail, fix_url: translationFixUrl(customerStories, row.id, locale) });
    }
  }
  const outdatedCatalog = [];
  for (const { kind, type, Noun } of CATALOG_KINDS) {
    for (const row of await outdatedCatalogTranslations(db, kind, { locales: others })) {
      outdatedCatalog.push({
        title: row.title,
        detail: `${englishLanguageName(row.locale)} translation older than the ${Noun.toLowerCase()}'s last save`,
        fix_url: translationFixUrl(type, row.id, row.locale),
      });
    }
  }
  const outdatedStories = (await outdatedStoryTranslations(db, { locales: others })).map((row) => ({
    title: row.title,
    detail: `${englishLanguageName(row.locale)} translation older than the customer story's last save`,
    fix_url: translationFixUrl(customerStories, row.id, row.locale),
  }));
  const outdatedNews = (await outdatedNewsTranslations(db, { locales: others })).map((row) => ({
    title: row.title,
    detail: `${englishLanguageName(row.locale)} translation older than the article's last save`,
    fix_url: translationFixUrl(news, row.id, row.locale),
  }));
  const outdatedPages = (await outdatedPageTranslations(db, { locales: others })).map((row) => ({
    title: row.title,
    detail: `${englishLanguageName(row.locale)} translation older than the page's last save`,
    fix_url: translationFixUrl(pages, row.id, row.locale),
  }));
  const shortPages = (await pageTranslationsMissingSections(db, { locales: others })).map((row) => ({
    title: row.title,
    detail: `${englishLanguageName(row.locale)} translation has ${row.translated} of the page's ${row.sections} sections`,
    fix_url: translationFixUrl(pages, row.id, row.locale),
  }));
  return { missing_translations: missing, outdated_translations: [...outdatedNews, ...outdatedPages, ...shortPages, ...outdatedCatalog, ...outdatedStories] };
}

function translationFixUrl(type: { admin: { edit: (id: number) => string } }, id: number, locale: string): string {
  return `${type.admin.edit(id)}?locale=${encodeURIComponent(locale)}`;
}

export async function contentHealth(db: DB, locales: readonly string[] = env().SITE_LOCALES): Promise<HealthReport> {
  const [media, seo, pictures, links, translations] = await Promise.all([
    mediaIssues(db), missingSeoDescriptions(db), missingMainPictures(db), brokenLinks(db, locales), translationIssues(db, locales),
  ]);
  return {
    media_without_alt: media.media_without_alt,
    missing_seo_description: seo,
    missing_main_picture: pictures,
    broken_links: links,
    unused_media: media.unused_media,
    missing_translations: translations.missing_translations,
    outdated_translations: translations.outdated_translations,
  };
}

export function healthCounts(report: HealthReport): Record<keyof HealthReport, number> {
  return {
    media_without_alt: report.media_without_alt.length,
    missing_seo_description: report.missing_seo_description.length,
    missing_main_picture: report.missing_main_picture.length,
    broken_links: report.broken_links.length,
    unused_media: report.unused_media.length,
    missing_translations: report.missing_translations.length,
    outdated_translations: report.outdated_translations.length,
  };
}
