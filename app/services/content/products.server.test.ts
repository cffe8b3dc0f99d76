import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getPublicProductBySlug, listProducts, listPublicProducts } from "~/models/product.server";
import { findRedirect } from "~/models/redirect.server";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, TEST_IP } from "./fixtures.test-support";
import { productCategories } from "./product-categories.server";
import { products } from "./products.server";
import { solutionCategories } from "./solution-categories.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

// Products share their implementation with solutions (tested in full there);
// these tests check what is configured per kind: tables, paths and messages.
let categoryId: number;

beforeEach(async () => {
  await sql`truncate product, product_category, solution, solution_category, redirect restart identity cascade`.execute(db());
  categoryId = expectOk(await productCategories.create(db(), { ...context, input: { name: "Routers" } })).row.id;
});

describe("products", () => {
  it("are stored in their own table, with product paths and messages", async () => {
    const row = expectOk(await products.create(db(), { ...context, input: { category_id: categoryId, title: "Edge Router", status: "published" } })).row;
    expect((await getPublicProductBySlug(db(), "edge-router"))?.id).toBe(row.id);
    expect((await listPublicProducts(db())).map((item) => item.id)).toEqual([row.id]);
    expect((await listProducts(db())).items[0]).toMatchObject({ category_name: "Routers" });

    expectOk(await products.update(db(), { ...context, id: row.id, version: 1, input: { slug: "edge-router-x" } }));
    expect(await findRedirect(db(), "/product-details/edge-router")).toMatchObject({ to_path: "/product-details/edge-router-x" });

    expect(await products.create(db(), { ...context, input: { category_id: categoryId, title: "Other", slug: "edge-router-x" } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { slug: ["Slug is already used by another product"] },
    });
  });

  it("refuse a solution category as their category", async () => {
    const solutionCategory = expectOk(await solutionCategories.create(db(), { ...context, input: { name: "Cloud" } })).row.id;
    await productCategories.create(db(), { ...context, input: { name: "Filler" } });
    const result = await products.create(db(), { ...context, input: { category_id: solutionCategory + 100, title: "X" } });
    expect(result).toEqual({ ok: false, status: 422, reason: "invalid", message: expect.any(String), fieldErrors: { category_id: ["Category was not found"] } });
  });
});

describe("product categories", () => {
  it("refuse deletion naming products, and redirect under /products/", async () => {
    await products.create(db(), { ...context, input: { category_id: categoryId, title: "A" } });
    await products.create(db(), { ...context, input: { category_id: categoryId, title: "B" } });
    expect(await productCategories.remove(db(), { ...context, id: categoryId })).toEqual({
      ok: false, status: 409, reason: "refused",
      message: "This category still holds 2 products. Move or delete them first.",
    });
    expectOk(await productCategories.update(db(), { ...context, id: categoryId, version: 1, input: { slug: "network" } }));
    expect(await findRedirect(db(), "/products/routers")).toMatchObject({ to_path: "/products/network" });
    expect(await productCategories.create(db(), { ...context, input: { name: "Network" } })).toMatchObject({ ok: true, row: { slug: "network-2" } });
    expect(await productCategories.create(db(), { ...context, input: { name: "X", slug: "network" } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { slug: ["Slug is already used by another product category"] },
    });
  });
});
