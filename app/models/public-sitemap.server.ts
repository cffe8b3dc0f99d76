import { listPublicCertificates } from "./certificate.server";
import type { DbOrTx } from "./crud.server";
import { listPublicNews, NEWS_PER_PAGE } from "./news.server";
import { listPublicPages } from "./page.server";
import { listPublicProducts } from "./product.server";
import { listPublicProductCategories } from "./product-category.server";
import { publicPathOf } from "./redirect.server";
import { getSettingRecord } from "./setting.server";
import { listPublicSolutions } from "./solution.server";
import { listPublicSolutionCategories } from "./solution-category.server";

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

type Dated = { updated_at: Date; published_at?: Date | null };

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

/**
 * `detailsGuarded`: while detail pages need a sign-in (site.require_login_for_details),
 * the detail pages and the certificates page are left out: a crawler would only
 * find the sign-in page there.
 */
export async function getSitemapEntries(db: DbOrTx, options: { detailsGuarded: boolean }): Promise<SitemapEntry[]> {
  const [solutionCategories, solutions, productCategories, products, news, pages, certificates, profile] = await Promise.all([
    listPublicSolutionCategories(db),
    listPublicSolutions(db),
    listPublicProductCategories(db),
    listPublicProducts(db),
    allPublicNews(db),
    listPublicPages(db),
    listPublicCertificates(db),
    getSettingRecord(db, "profile"),
  ]);
  const epoch = new Date(0);
  const entries: SitemapEntry[] = [];

  // A category page lists its items, so it changes when they do.
  const categoryEntries = (
    kind: "solution_category" | "product_category",
    categories: Array<Dated & { id: number; slug: string }>,
    items: Array<Dated & { category_id: number }>,
  ) =>
    categories.map((category) => ({
      path: publicPathOf(kind, category.slug),
      lastmod: latest(items.filter((item) => item.category_id === category.id).map(changedAt), category.updated_at),
    }));
  const categories = [
    ...categoryEntries("solution_category", solutionCategories, solutions),
    ...categoryEntries("product_category", productCategories, products),
  ];
  const details = [
    ...solutions.map((item) => ({ path: publicPathOf("solution", item.slug), lastmod: changedAt(item) })),
    ...products.map((item) => ({ path: publicPathOf("product", item.slug), lastmod: changedAt(item) })),
  ];
  const articles = news.map((article) => ({ path: publicPathOf("news", article.slug), lastmod: changedAt(article) }));
  const newsPages = Math.max(1, Math.ceil(news.length / NEWS_PER_PAGE));
  const newsLists = Array.from({ length: newsPages }, (_, index) => {
    const onPage = articles.slice(index * NEWS_PER_PAGE, (index + 1) * NEWS_PER_PAGE);
    return { path: index === 0 ? "/news" : `/news?page=${index + 1}`, lastmod: latest(onPage.map((entry) => entry.lastmod), epoch) };
  });
  const certificatesEntry = { path: "/certificates", lastmod: latest(certificates.map((row) => row.updated_at), epoch) };
  const customPages = pages.map((page) => ({ path: publicPathOf("page", page.slug), lastmod: changedAt(page) }));

  const everything = [...categories, ...details, ...newsLists, certificatesEntry, ...customPages];
  const siteChanged = latest([...everything.map((entry) => entry.lastmod), profile.updated_at ?? epoch], epoch);
  entries.push({ path: "/", lastmod: siteChanged });
  entries.push(...categories);
  if (!options.detailsGuarded) entries.push(...details);
  entries.push(...newsLists);
  if (!options.detailsGuarded) entries.push(...articles, certificatesEntry);
  entries.push({ path: "/contact-us", lastmod: profile.updated_at ?? siteChanged });
  entries.push(...customPages);
  // An empty list (no news yet) has no date of its own: the site's will do.
  const fallback = siteChanged > epoch ? siteChanged : new Date();
  return entries.map((entry) => (entry.lastmod > epoch ? entry : { ...entry, lastmod: fallback }));
}
