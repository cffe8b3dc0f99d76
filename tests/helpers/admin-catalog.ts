import crypto from "node:crypto";
import { db } from "~/db/db.server";

/**
 * Rows for the catalog screens' route tests, written directly (the content
 * commands are tested on their own). Slugs get a random suffix so tests in one
 * file never collide.
 */

type Kind = "solution" | "product";

const suffix = () => crypto.randomBytes(3).toString("hex");
const slugOf = (text: string) => `${text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "")}-${suffix()}`;

export async function insertCategory(kind: Kind, name: string, values: { is_published?: boolean; sort_order?: number } = {}) {
  return db()
    .insertInto(`${kind}_category`)
    .values({ name, slug: slugOf(name), ...values })
    .returning(["id", "name", "slug", "version"])
    .executeTakeFirstOrThrow();
}

export async function insertItem(
  kind: Kind,
  values: { category_id: number; title: string; slug?: string; status?: "draft" | "published"; published_at?: Date | null; image_id?: number | null; body?: string },
) {
  return db()
    .insertInto(kind)
    .values({ slug: slugOf(values.title), status: "draft", ...values })
    .returning(["id", "slug", "version"])
    .executeTakeFirstOrThrow();
}
