import { sql, type RawBuilder } from "kysely";
import { CONTENT_TYPES, publicListOf } from "~/content-types";
import { listPublicCertificates } from "./certificate.server";
import { categoryShown, isLive, isShown, type DbOrTx } from "./crud.server";
import { listPublicNews, NEWS_PER_PAGE } from "./news.server";
import { getSettingRecord } from "./setting.server";

export interface SitemapEntry {
  path: string;
  lastmod: Date;
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

/** While details need a sign-in, detail pages and /certificates are left out: a crawler would only find the sign-in page. */
export async function getSitemapEntries(db: DbOrTx, options: { detailsGuarded: boolean }): Promise<SitemapEntry[]> {
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
  return entries.map((entry) => (entry.lastmod > epoch ? entry : { ...entry, lastmod: fallback }));
}
