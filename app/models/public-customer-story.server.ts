import { sql } from "kysely";
import type { CatalogItemSummary } from "./catalog-item.server";
import { categoryShown, isLive, rowIsLive, type DbOrTx } from "./crud.server";
import { type CustomerStory } from "./customer-story-table.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";
import { lastPageOf, normalizePageRequest, type Paginated } from "~/utils/pagination";
import type { CatalogKind } from "~/utils/kinds";

/**
 * What the public sees of customer stories: the live ones (the publishing
 * rule of the other dated types, docs/product.md#content-model), and of the
 * solutions and products a story names only those a visitor can open.
 */

/** 9 a page, as the news list. */
const STORIES_PER_PAGE = 9;

export type StorySummary = Omit<CustomerStory, "body">;
/** What a story's card shows. */
export type StoryCardRow = Pick<
  CustomerStory, "id" | "title" | "slug" | "customer_name" | "industry" | "summary" | "figures" | "cover_image_id" | "logo_id"
>;
type CatalogLinkRow = Pick<CatalogItemSummary, "id" | "title" | "slug" | "summary" | "image_id">;

const SUMMARY_COLUMNS = [
  "id", "title", "slug", "customer_name", "industry", "summary", "cover_image_id", "logo_id", "figures", "quote", "solution_ids",
  "product_ids", "status", "published_at", "unpublish_at", "seo_title", "seo_description", "version", "created_at", "updated_at",
] as const;
const COLUMNS = [...SUMMARY_COLUMNS, "body"] as const;
const CARD_COLUMNS = ["id", "title", "slug", "customer_name", "industry", "summary", "figures", "cover_image_id", "logo_id"] as const;

/** A solution's or product's page names its newest stories; the list has the rest. */
const STORIES_NAMING_SHOWN = 6;
/** "More customer stories" under a story: a row of cards. */
const MORE_STORIES = 3;

const live = isLive("customer_story");

function storyPath(slug: string): string {
  return publicPathOf("customer_story", slug);
}

/**
 * bigint[] comes back as numbers from PGlite but as text from node-postgres,
 * whose int8 parser (app/db/db.server.ts) does not reach arrays.
 */
function withIds<Row extends Pick<CustomerStory, "solution_ids" | "product_ids">>(row: Row): Row {
  return { ...row, solution_ids: row.solution_ids.map(Number), product_ids: row.product_ids.map(Number) };
}

/** Live stories, newest first; `industry` ("" for all) keeps those of one industry. */
export async function listPublicStories(
  db: DbOrTx,
  params: { page?: number; perPage?: number; industry?: string } = {},
): Promise<Paginated<StorySummary>> {
  const { page, perPage } = normalizePageRequest(params, STORIES_PER_PAGE);
  let query = db.selectFrom("customer_story").where(live);
  if (params.industry) query = query.where("industry", "=", params.industry);
  const [counted, items] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    query
      .select(SUMMARY_COLUMNS)
      .orderBy("published_at", (order) => order.desc().nullsLast())
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(counted.total);
  return { items: items.map(withIds), total, page, perPage, lastPage: lastPageOf(total, perPage) };
}

/** The industries of the live stories, for the list's filter, in alphabetical order. */
export async function listStoryIndustries(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectFrom("customer_story")
    .select("industry")
    .distinct()
    .where(live)
    .where("industry", "!=", "")
    .execute();
  return rows.map((row) => row.industry).sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }));
}

export async function getPublicStoryBySlug(db: DbOrTx, slug: string): Promise<CustomerStory | undefined> {
  const row = await db.selectFrom("customer_story").select(COLUMNS).where("slug", "=", slug).where(live).executeTakeFirst();
  return row && withIds(row);
}

/** Any status: for an admin's preview. */
async function getStoryBySlug(db: DbOrTx, slug: string): Promise<CustomerStory | undefined> {
  const row = await db.selectFrom("customer_story").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
  return row && withIds(row);
}

/**
 * The live items among `ids`, in a published category (the catalog's public
 * rule: hiding a category hides its items), in the order of `ids`: the order
 * the editor gave them.
 */
export async function listLiveCatalogItems(db: DbOrTx, kind: CatalogKind, ids: readonly number[]): Promise<CatalogLinkRow[]> {
  if (ids.length === 0) return [];
  const rows = await sql<CatalogLinkRow>`
    select id, title, slug, summary, image_id
    from ${sql.table(kind)}
    where id in (${sql.join(ids)}) and ${isLive(kind)}
      and ${categoryShown(kind, `${kind}_category`)}`.execute(db);
  const position = new Map(ids.map((id, index) => [Number(id), index]));
  return rows.rows
    .map((row) => ({ ...row, id: Number(row.id), image_id: row.image_id === null ? null : Number(row.image_id) }))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** The newest live stories that name a solution or a product (the GIN indexes on the id lists answer `@>`). */
export async function listStoriesNaming(db: DbOrTx, kind: CatalogKind, itemId: number): Promise<StoryCardRow[]> {
  const column = kind === "solution" ? "solution_ids" : "product_ids";
  return db
    .selectFrom("customer_story")
    .select(CARD_COLUMNS)
    .where(live)
    .where(sql<boolean>`${sql.ref(column)} @> array[${itemId}::bigint]`)
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(STORIES_NAMING_SHOWN)
    .execute();
}

/** How many of the stories that name a category's items are weighed for its page: the newest ones. */
const CATEGORY_STORY_CANDIDATES = 24;

/**
 * A small, stable number from a slug: the same page picks the same story on
 * every request (and in every cache), while different pages spread over the
 * stories instead of all showing the newest one.
 */
export function slugTurn(slug: string): number {
  let turn = 0;
  for (const char of slug) turn = (turn * 31 + char.charCodeAt(0)) % 1_000_003;
  return turn;
}

/**
 * Among stories ranked by how many of the page's items they name, the one a
 * page shows: those naming the most, then one of them chosen by the page's
 * slug. Exported for its test.
 */
export function chooseByTurn<Row extends { matches: number }>(ranked: readonly Row[], slug: string): Row | undefined {
  if (ranked.length === 0) return undefined;
  const best = Math.max(...ranked.map((row) => row.matches));
  const top = ranked.filter((row) => row.matches === best);
  return top[slugTurn(slug) % top.length];
}

/**
 * The live story a category's page shows: one that names the most of its
 * items; when none names any, any live story, turned by the category's slug.
 */
export async function storyForCategory(
  db: DbOrTx,
  kind: CatalogKind,
  { slug, itemIds }: { slug: string; itemIds: readonly number[] },
): Promise<StoryCardRow | undefined> {
  if (itemIds.length > 0) {
    const column = kind === "solution" ? "solution_ids" : "product_ids";
    const ids = sql`array[${sql.join(itemIds.map((id) => sql`${id}::bigint`))}]`;
    const ranked = await db
      .selectFrom("customer_story")
      .select(CARD_COLUMNS)
      .select(sql<number>`(select count(*)::int from unnest(${sql.ref(column)}) as named(id) where named.id = any(${ids}))`.as("matches"))
      .where(live)
      .where(sql<boolean>`${sql.ref(column)} && ${ids}`)
      .orderBy("published_at", (order) => order.desc().nullsLast())
      .orderBy("id", "desc")
      .limit(CATEGORY_STORY_CANDIDATES)
      .execute();
    const chosen = chooseByTurn(ranked.map((row) => ({ ...row, matches: Number(row.matches) })), slug);
    if (chosen) {
      const { matches: _matches, ...story } = chosen;
      return story;
    }
  }
  const counted = await db.selectFrom("customer_story").select(sql<number>`count(*)::int`.as("total")).where(live).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  if (total === 0) return undefined;
  return db
    .selectFrom("customer_story")
    .select(CARD_COLUMNS)
    .where(live)
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .offset(slugTurn(slug) % total)
    .limit(1)
    .executeTakeFirst();
}

/** The newest live story of all as a card's row; a query, so the home page reads it within its one statement. */
export function latestLiveStoryQuery(db: DbOrTx) {
  return db
    .selectFrom("customer_story")
    .select(CARD_COLUMNS)
    .where(live)
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(1);
}

/**
 * The company page's story: the second newest live one, so that a visitor coming from the home page,
 * which features the newest, meets another customer; the newest while it is the only one.
 */
export async function companyPageStory(db: DbOrTx): Promise<StoryCardRow | undefined> {
  const [newest, next] = await latestLiveStoryQuery(db).clearLimit().limit(2).execute();
  return next ?? newest;
}

/** Other live stories to read next: those of the same industry first, then the newest. */
async function listMoreStories(db: DbOrTx, story: Pick<CustomerStory, "id" | "industry">): Promise<StoryCardRow[]> {
  return db
    .selectFrom("customer_story")
    .select(CARD_COLUMNS)
    .where(live)
    .where("id", "!=", story.id)
    .orderBy(sql`industry = ${story.industry} and industry != ''`, "desc")
    .orderBy("published_at", (order) => order.desc().nullsLast())
    .orderBy("id", "desc")
    .limit(MORE_STORIES)
    .execute();
}

// ---------------------------------------------------------------------------
// The pages: what /customer-stories and /customer-stories/{slug} show.

export interface StoryCard {
  id: number;
  title: string;
  customer_name: string;
  industry: string;
  summary: string;
  href: string;
  figure: { value: string; label: string } | null;
  logo: PublicImage | null;
  image: PublicImage | null;
}

export interface StoryListPage {
  stories: StoryCard[];
  page: number;
  lastPage: number;
  total: number;
}

/** The images a story's card shows, for one getPublicImages read with the rest of a page's. */
export function storyCardImageIds(story: StoryCardRow): Array<number | null> {
  return [story.cover_image_id, story.logo_id];
}

export function storyCardOf(story: StoryCardRow, images: Map<number, PublicImage>): StoryCard {
  return {
    id: story.id,
    title: story.title,
    customer_name: story.customer_name,
    industry: story.industry,
    summary: story.summary,
    href: storyPath(story.slug),
    figure: story.figures[0] ?? null,
    logo: pick(images, story.logo_id),
    image: pick(images, story.cover_image_id),
  };
}

interface CatalogLink {
  id: number;
  title: string;
  summary: string;
  href: string;
}

export interface StoryDetailPage {
  story: Omit<CustomerStory, "cover_image_id" | "logo_id"> & { href: string; image: PublicImage | null; logo: PublicImage | null };
  solutions: CatalogLink[];
  products: CatalogLink[];
  more: StoryCard[];
  /** Whether the public can see it now; false only in an admin's preview. */
  live: boolean;
}

const pick = (images: Map<number, PublicImage>, id: number | null) => (id && images.get(id)) || null;

export async function getStoryListPage(db: DbOrTx, { page, industry }: { page: number; industry: string }): Promise<StoryListPage> {
  const result = await listPublicStories(db, { page, industry });
  const images = await getPublicImages(db, result.items.flatMap(storyCardImageIds));
  return {
    stories: result.items.map((story) => storyCardOf(story, images)),
    page: result.page,
    lastPage: result.lastPage,
    total: result.total,
  };
}

/** With `preview` (an admin), the story in any state. */
export async function getStoryDetailPage(
  db: DbOrTx,
  slug: string,
  { preview = false }: { preview?: boolean } = {},
): Promise<StoryDetailPage | undefined> {
  const story = preview ? await getStoryBySlug(db, slug) : await getPublicStoryBySlug(db, slug);
  if (!story) return undefined;
  const [solutions, products, more] = await Promise.all([
    listLiveCatalogItems(db, "solution", story.solution_ids),
    listLiveCatalogItems(db, "product", story.product_ids),
    listMoreStories(db, story),
  ]);
  const images = await getPublicImages(db, [story.cover_image_id, story.logo_id, ...more.flatMap(storyCardImageIds)]);
  const { cover_image_id, logo_id, ...rest } = story;
  const link = (kind: CatalogKind) => (item: CatalogLinkRow): CatalogLink => ({
    id: item.id,
    title: item.title,
    summary: item.summary,
    href: publicPathOf(kind, item.slug),
  });
  return {
    story: { ...rest, href: storyPath(story.slug), image: pick(images, cover_image_id), logo: pick(images, logo_id) },
    solutions: solutions.map(link("solution")),
    products: products.map(link("product")),
    more: more.map((other) => storyCardOf(other, images)),
    live: rowIsLive(story),
  };
}
