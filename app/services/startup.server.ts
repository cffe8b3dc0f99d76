import crypto from "node:crypto";
import { sql } from "kysely";
import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import { hashPassword } from "./password.server";
import { seedDemoContent } from "./seed.server";

/**
 * What start-up does after migrating: the first admin when there is none, and
 * the demo content on an empty site. Both are idempotent.
 */
export async function prepareDatabase(database: DB) {
  await ensureFirstAdmin(database);
  if (env().SEED_DEMO) await seedDemoContent(database);
}

export async function ensureFirstAdmin(database: DB) {
  const existing = await database
    .selectFrom("user")
    .select("id")
    .where("role", "=", "admin")
    .limit(1)
    .executeTakeFirst();
  if (existing) return;

  const email = env().ADMIN_EMAIL ?? "admin@example.com";
  const generated = !env().ADMIN_PASSWORD;
  const password = env().ADMIN_PASSWORD ?? crypto.randomBytes(12).toString("base64url");
  await database
    .insertInto("user")
    .values({
      name: "Administrator",
      email,
      password_hash: await hashPassword(password),
      role: "admin",
      admin_type: "admin",
    })
    // Two instances starting together: the second insert finds the email taken.
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
  if (generated) {
    console.log(
      JSON.stringify({
        level: "warn",
        msg: "First admin created with a generated password; it is shown only once.",
        email,
        password,
      }),
    );
  }
}
