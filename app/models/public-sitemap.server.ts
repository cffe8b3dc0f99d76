import { sql, type RawBuilder } from "kysely";
import { CONTENT_TYPES, publicListOf } from "~/content-types";
import { listCategoryTranslations, listLiveCatalogTranslations } from "./catalog-translation.server";
import { listLiveStoryTranslations } from "./customer-story-translation.server";
import { listPublicCertificates } from "./certificate.server";
import { categoryShown, isLive, isShown, type DbOrTx } from "./crud.server";
import { listPublicNews, NEWS_PER_PAGE } from "./news.server";
import { listLivePageTranslations } from "./page-translation.server";
import { publicPathOf } from "./redirect.server";
import { getSettingRecord } from "./setting.server";
import { overviewPath } from "~/utils/kinds";
import { hreflangAlternates, localePath, type Alternate } from "~/utils/locales";

export interface SitemapEntry {
  path: string;
  lastmod: Date;
  /** The page in each locale where it is published, and x-default; `href` is a path. Only when translated. */
  alternates?: Alternate[];
}

type Dated = { updated_at: Date; published_at?: Date | null };

type SitemapType = Extract<(typeof CONTENT_TYPES)[number], { sitemap: true }>;

const SITEMAP_TYPES = CONTENT_TYPES.filter((type): type is SitemapType => type.sitemap);

interface LiveRow {
  id: number;
  slug: string;
  updated_at: Date;
  published_at: Date | null;
  category_id: number | null;
}

/** As the type's own public queries choose them: live, and in a published category when it has one. */
async function liveRowsOf(db: DbOrTx, type: SitemapType): Promise<LiveRow[]> {
  const { table } = type;
  const conditions: RawBuilder<unknown>[] = [];
  if (type.publishing === "status") conditions.push(isLive(type.table));
  if (type.publishing === "is_published") conditions.push(isShown(type.table));
  // Hiding a category hides its items.
  if ("category" in type) {
    conditions.push(categoryShown(table, type.category));
  }
  const { rows } = await sql<LiveRow>`
    select ${sql.ref(`${table}.id`)} as id, ${sql.ref(`${table}.slug`)} as slug, ${sql.ref(`${table}.updated_at`)} as updated_at,
      ${type.publishing === "status" ? sql.ref(`${table}.published_at`) : sql`null`} as published_at,
      ${"category" in type ? sql.ref(`${table}.category_id`) : sql`null`} as category_id
    from ${sql.table(table)}
    where ${conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`}
    order by ${sql.ref(`${table}.id`)}`.execute(db);
  return rows.map((row) => ({ ...row, id: Number(row.id), category_id: row.category_id === null ? null : Number(row.category_id) }));
}

/** A scheduled item changes the page when it goes live, which can be after its last edit. */
function changedAt(row: Dated): Date {
  return row.published_at && row.published_at > row.updated_at ? row.published_at : row.updated_at;
}

function latest(dates: Date[], fallback: Date): Date {
  return dates.reduce((max, date) => (date > max ? date : max), fallback);
}

async function allPublicNews(db: DbOrTx) {
  const first = await listPublicNews(db, { page: 1, perPage: 100 });
  const articles = [...first.items];
  for (let page = 2; page <= first.lastPage; page += 1) {
    articles.push(...(await listPublicNews(db, { page, perPage: 100 })).items);
  }
  return articles;
}

/** Every live translation of a live article (the sitemap's alternates); the article's own date decides as on its page. */
async function listLiveNewsTranslations(db: DbOrTx) {
  return db
    .selectFrom("news_translation as t")
    .innerJoin("news", "news.id", "t.news_id")
    .select(["news.id", "t.locale", "t.slug", "t.updated_at"])
    .where(isLive("news"))
    .where(sql<boolean>`t.status = 'published' and (t.published_at is null or t.published_at <= now())`)
    .execute();
}

interface Translated {
  id: number;
  locale: string;
  slug: string;
  updated_at: Date;
}

/**
 * Gives each translated item's entry its alternates and adds an entry for each translation
 * (`/de/...`), carrying the same alternates, as search engines ask: every language version lists
 * all of them. Items whose entry is left out (guarded details) stay out in every language.
 */
function translatedEntries(
  entries: SitemapEntry[],
  { rows, translations, pathOf, locales }: { rows: LiveRow[]; translations: Translated[]; pathOf: (slug: string) => string; locales: readonly string[] },
): SitemapEntry[] {
  const byPath = new Map(entries.map((entry) => [entry.path, entry]));
  const added: SitemapEntry[] = [];
  for (const row of rows) {
    const entry = byPath.get(pathOf(row.slug));
    const own = translations.filter((translation) => translation.id === row.id && locales.includes(translation.locale));
    if (!entry || own.length === 0) continue;
    const paths = Object.fromEntries([[locales[0], pathOf(row.slug)], ...own.map((translation) => [translation.locale, pathOf(translation.slug)])]);
    const alternates = hreflangAlternates({ siteUrl: "", locales, paths });
    entry.alternates = alternates;
    for (const translation of own) {
      const lastmod = latest([translation.updated_at], changedAt(row));
      added.push({ path: localePath(translation.locale, pathOf(translation.slug), locales), lastmod, alternates });
    }
  }
  return added;
}

/**
 * While details need a sign-in, detail pages and /certificates are left out: a crawler would only find the sign-in page.
 * With several `locales`, translated items, each locale's home, news list, catalog overviews and list of customer stories are listed in every language.
 */
export async function getSitemapEntries(
  db: DbOrTx,
  options: { detailsGuarded: boolean; locales?: readonly string[] },
): Promise<SitemapEntry[]> {
  const [rowsOfTypes, news, certificates, profile] = await Promise.all([
    Promise.all(SITEMAP_TYPES.map((type) => liveRowsOf(db, type))),
    allPublicNews(db),
    listPublicCertificates(db),
    getSettingRecord(db, "profile"),
  ]);
  const epoch = new Date(0);

  // A category page lists its items, so it changes when they do.
  const itemsIn = (type: SitemapType, categoryId: number) =>
    SITEMAP_TYPES.flatMap((other, index) =>
      "category" in other && other.category === type.table ? rowsOfTypes[index].filter((item) => item.category_id === categoryId) : [],
    );
  const pagesOfTypes = SITEMAP_TYPES.map((type, index) =>
    rowsOfTypes[index].map((row) => ({ path: type.public.path(row.slug), lastmod: latest(itemsIn(type, row.id).map(changedAt), changedAt(row)) })),
  );

  const newsPages = Math.max(1, Math.ceil(news.length / NEWS_PER_PAGE));
  const newsLists = Array.from({ length: newsPages }, (_, index) => {
    const onPage = news.slice(index * NEWS_PER_PAGE, (index + 1) * NEWS_PER_PAGE);
    return { path: index === 0 ? "/news" : `/news?page=${index + 1}`, lastmod: latest(onPage.map(changedAt), epoch) };
  });
  const certificatesEntry = { path: "/certificates", lastmod: latest(certificates.map((row) => row.updated_at), epoch) };

  const everything = [...pagesOfTypes.flat(), ...newsLists, certificatesEntry];
  const siteChanged = latest([...everything.map((entry) => entry.lastmod), profile.updated_at ?? epoch], epoch);
  const entries: SitemapEntry[] = [{ path: "/", lastmod: siteChanged }];
  SITEMAP_TYPES.forEach((type, index) => {
    if (options.detailsGuarded && type.public.guarded) return;
    const list = publicListOf(type);
    if (list) entries.push({ path: list.path, lastmod: latest(pagesOfTypes[index].map((entry) => entry.lastmod), epoch) });
    entries.push(...pagesOfTypes[index]);
  });
  entries.push(...newsLists);
  if (!options.detailsGuarded) entries.push(certificatesEntry);
  entries.push({ path: "/contact-us", lastmod: profile.updated_at ?? siteChanged });
  // An empty list (no news yet) has no date of its own: the site's will do.
  const fallback = siteChanged > epoch ? siteChanged : new Date();
  const dated = entries.map((entry) => (entry.lastmod > epoch ? entry : { ...entry, lastmod: fallback }));
  const locales = options.locales ?? [];
  if (locales.length < 2) return dated;
  return [...dated, ...(await localeEntries(db, dated, { locales, rowsOf: (table) => rowsOfTypes[SITEMAP_TYPES.findIndex((type) => type.table === table)] }))];
}

/** What the site's other languages add to the sitemap: their homes, lists and overviews, the certificates page, the translated items and categories. */
async function localeEntries(
  db: DbOrTx,
  entries: SitemapEntry[],
  { locales, rowsOf }: { locales: readonly string[]; rowsOf: (table: SitemapType["table"]) => LiveRow[] },
): Promise<SitemapEntry[]> {
  const [pageTranslations, newsTranslations, solutions, products, solutionCategories, productCategories, stories] = await Promise.all([
    listLivePageTranslations(db),
    listLiveNewsTranslations(db),
    listLiveCatalogTranslations(db, "solution"),
    listLiveCatalogTranslations(db, "product"),
    listCategoryTranslations(db, "solution"),
    listCategoryTranslations(db, "product"),
    listLiveStoryTranslations(db),
  ]);
  const added: SitemapEntry[] = [];
  // Every locale has a home, a news list, the overviews of solutions and products, a list of customer stories and a
  // certificates page (left out while it is guarded), so these list each other.
  for (const path of ["/", "/news", overviewPath("solution"), overviewPath("product"), "/customer-stories", "/certificates"]) {
    const entry = entries.find((candidate) => candidate.path === path);
    if (!entry) continue;
    const alternates = hreflangAlternates({ siteUrl: "", locales, paths: Object.fromEntries(locales.map((locale) => [locale, path])) });
    entry.alternates = alternates;
    for (const locale of locales.slice(1)) added.push({ path: localePath(locale, path, locales), lastmod: entry.lastmod, alternates });
  }
  added.push(...translatedEntries(entries, { rows: rowsOf("page"), translations: pageTranslations, pathOf: (slug) => `/${slug}`, locales }));
  added.push(
    ...translatedEntries(entries, { rows: rowsOf("news"), translations: newsTranslations, pathOf: (slug) => `/news-details/${slug}`, locales }),
  );
  const catalog = [
    { table: "solution", translations: solutions },
    { table: "product", translations: products },
    { table: "solution_category", translations: solutionCategories },
    { table: "product_category", translations: productCategories },
    { table: "customer_story", translations: stories },
  ] as const;
  for (const { table, translations } of catalog) {
    added.push(...translatedEntries(entries, { rows: rowsOf(table), translations, pathOf: (slug) => publicPathOf(table, slug), locales }));
  }
  return added;
}
