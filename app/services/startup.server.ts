import crypto from "node:crypto";
import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import { createUser, EmailTakenError } from "~/models/user.server";
import { seedDemoContent } from "./seed.server";
import { removeStaleUploadTemps } from "./media/upload-request.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { purgeExpired } from "./auth/rate-limit.server";

/** Both steps are idempotent. */
export async function prepareDatabase(database: DB) {
  // Uploads cut off by a crash leave temporary files; an hour is longer than any upload.
  await removeStaleUploadTemps(60 * 60 * 1000);
  await deleteExpiredSessions(database);
  await purgeExpired(database);
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
  try {
    await createUser(database, { name: "Administrator", email, password, role: "admin" });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof EmailTakenError) return;
    throw error;
  }
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
