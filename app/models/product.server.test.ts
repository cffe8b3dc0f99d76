import { sql } from "kysely";
import { db } from "~/db/db.server";
import { expectStatus } from "./fixtures.test-support";
import { createProductCategory, deleteProductCategory, updateProductCategory } from "./product-category.server";
import { createProduct, getPublicProductBySlug, listProducts, listPublicProducts, updateProduct } from "./product.server";
import { findRedirect } from "./redirect.server";
import { createSolutionCategory } from "./solution-category.server";

// Products share their implementation with solutions (tested in full there);
// these tests check what is configured per kind: tables, paths and messages.
let categoryId: number;

beforeEach(async () => {
  await sql`truncate product, product_category, solution, solution_category, redirect restart identity cascade`.execute(db());
  categoryId = expectStatus(await createProductCategory(db(), { name: "Routers" }), "created").row.id;
});

describe("products", () => {
  it("are stored in their own table, with product paths and messages", async () => {
    const row = expectStatus(await createProduct(db(), { category_id: categoryId, title: "Edge Router", status: "published" }), "created").row;
    expect((await getPublicProductBySlug(db(), "edge-router"))?.id).toBe(row.id);
    expect((await listPublicProducts(db())).map((item) => item.id)).toEqual([row.id]);
    expect((await listProducts(db())).items[0]).toMatchObject({ category_name: "Routers" });

    expectStatus(await updateProduct(db(), { id: row.id, version: 1, values: { slug: "edge-router-x" } }), "updated");
    expect(await findRedirect(db(), "/product-details/edge-router")).toMatchObject({ to_path: "/product-details/edge-router-x" });

    expect(await createProduct(db(), { category_id: categoryId, title: "Other", slug: "edge-router-x" })).toEqual({
      status: "invalid",
      fieldErrors: { slug: ["Slug is already used by another product"] },
    });
  });

  it("refuse a solution category as their category", async () => {
    const solutionCategory = expectStatus(await createSolutionCategory(db(), { name: "Cloud" }), "created").row.id;
    await createProductCategory(db(), { name: "Filler" });
    const result = await createProduct(db(), { category_id: solutionCategory + 100, title: "X" });
    expect(result).toEqual({ status: "invalid", fieldErrors: { category_id: ["Category was not found"] } });
  });
});

describe("product categories", () => {
  it("refuse deletion naming products, and redirect under /products/", async () => {
    await createProduct(db(), { category_id: categoryId, title: "A" });
    await createProduct(db(), { category_id: categoryId, title: "B" });
    expect(await deleteProductCategory(db(), categoryId)).toEqual({
      status: "refused",
      message: "This category still holds 2 products. Move or delete them first.",
    });
    expectStatus(await updateProductCategory(db(), { id: categoryId, version: 1, values: { slug: "network" } }), "updated");
    expect(await findRedirect(db(), "/products/routers")).toMatchObject({ to_path: "/products/network" });
    expect(await createProductCategory(db(), { name: "Network" })).toMatchObject({ status: "created", row: { slug: "network-2" } });
    expect(await createProductCategory(db(), { name: "X", slug: "network" })).toEqual({
      status: "invalid",
      fieldErrors: { slug: ["Slug is already used by another product category"] },
    });
  });
});
