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
