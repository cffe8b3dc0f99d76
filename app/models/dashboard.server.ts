import { sql } from "kysely";
import type { DbOrTx } from "./crud.server";

export type ContentCounts = {
  solutionCategories: number;
  solutions: number;
  productCategories: number;
  products: number;
  certificates: number;
  news: number;
  homeSlides: number;
  heroContents: number;
  pages: number;
  media: number;
  contactMessages: number;
  unreadContactMessages: number;
};

export async function countContent(db: DbOrTx): Promise<ContentCounts> {
  const count = (table: string) => sql<number>`(select count(*)::int from ${sql.table(table)})`;
  const { rows } = await sql<ContentCounts>`
    select
      ${count("solution_category")} as "solutionCategories",
      ${count("solution")} as "solutions",
      ${count("product_category")} as "productCategories",
      ${count("product")} as "products",
      ${count("certificate")} as "certificates",
      ${count("news")} as "news",
      ${count("home_slide")} as "homeSlides",
      ${count("hero_content")} as "heroContents",
      ${count("page")} as "pages",
      ${count("media")} as "media",
      ${count("contact_message")} as "contactMessages",
      (select count(*)::int from contact_message where read_at is null) as "unreadContactMessages"
  `.execute(db);
  return rows[0];
}

export type UnpublishedKind = "news" | "page" | "solution" | "product";

export interface UnpublishedItem {
  kind: UnpublishedKind;
  id: number;
  title: string;
  state: "draft" | "scheduled";
  published_at: Date | null;
  updated_at: Date;
}

/**
 * The latest drafts and scheduled items of every kind that has a publishing
 * status, most recently edited first: the work an editor left in progress.
 */
export async function listUnpublishedWork(db: DbOrTx, limit: number): Promise<UnpublishedItem[]> {
  const part = (kind: UnpublishedKind, table: string) => sql`
    select ${kind}::text as kind, id, title,
      case when status = 'draft' then 'draft' else 'scheduled' end as state,
      published_at, updated_at
    from ${sql.table(table)}
    where status = 'draft' or published_at > now()`;
  const { rows } = await sql<UnpublishedItem>`
    ${part("news", "news")} union all ${part("page", "page")}
    union all ${part("solution", "solution")} union all ${part("product", "product")}
    order by updated_at desc limit ${limit}
  `.execute(db);
  return rows;
}
