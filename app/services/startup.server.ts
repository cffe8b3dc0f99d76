import crypto from "node:crypto";
import { Worker } from "node:worker_threads";
import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import { createUser, EmailTakenError } from "~/models/user.server";
import { seedDemoContent } from "~/demo/seed.server";
import { removeStaleUploadTemps } from "./media/upload-request.server";
import { deleteExpiredPendingSignIns } from "~/models/pending-sign-in.server";
import { deleteExpiredSessions } from "~/models/session.server";
import { purgeExpired } from "./auth/rate-limit.server";

export interface CreatedAdmin {
  email: string;
  /** Null when it came from ADMIN_PASSWORD: the operator knows it. */
  generatedPassword: string | null;
}

/** What start-up tells the person watching; plain text, one step a line. */
export type Progress = (text: string) => void;

const STILL_WORKING_MS = 5000;

// A thread of its own writing straight to stdout: creating the embedded database runs
// WebAssembly that holds the main thread for seconds, and its timers with it.
const REMINDER = `
const { workerData } = require("node:worker_threads");
const fs = require("node:fs");
const started = Date.now();
setInterval(() => {
  fs.writeSync(1, "  still working: " + workerData.text + " (" + Math.round((Date.now() - started) / 1000) + " s)\\n");
}, workerData.everyMs);
`;

/**
 * Says what start-up is doing before it does it, and again every few seconds
 * while it takes long: a first start on a busy machine must not look hung.
 */
export async function startupStep<T>(progress: Progress, text: string, run: () => Promise<T>): Promise<T> {
  progress(`${text}…`);
  const reminder = new Worker(REMINDER, {
    eval: true,
    workerData: { text: `${text.charAt(0).toLowerCase()}${text.slice(1)}`, everyMs: STILL_WORKING_MS },
    stdout: false,
    stderr: false,
  });
  reminder.unref();
  try {
    return await run();
  } finally {
    await reminder.terminate();
  }
}

/** Which database start-up opens, without the credentials of its URL. */
export function databaseStepText(databaseUrl: string | undefined, dataDir: string, existing: boolean): string {
  if (databaseUrl === "memory://") return "Starting an in-memory database (nothing is kept)";
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    return `Connecting to PostgreSQL at ${url.host}${url.pathname}`;
  }
  const folder = `${dataDir.replace(/\/+$/, "")}/pglite`;
  return existing ? `Opening the embedded database in ${folder}` : `Creating the embedded database in ${folder}`;
}

/** Both steps are idempotent. */
export async function prepareDatabase(database: DB, progress: Progress = () => undefined): Promise<CreatedAdmin | null> {
  // An hour is longer than any upload.
  await removeStaleUploadTemps(60 * 60 * 1000);
  await deleteExpiredSessions(database);
  await deleteExpiredPendingSignIns(database, new Date());
  await purgeExpired(database);
  const created = await ensureFirstAdmin(database);
  if (env().SEED_DEMO) await seedDemoContent(database, progress);
  return created;
}

export async function ensureFirstAdmin(database: DB): Promise<CreatedAdmin | null> {
  const existing = await database
    .selectFrom("user")
    .select("id")
    .where("role", "=", "admin")
    .limit(1)
    .executeTakeFirst();
  if (existing) return null;

  const email = env().ADMIN_EMAIL ?? "admin@example.com";
  const generatedPassword = env().ADMIN_PASSWORD ? null : crypto.randomBytes(12).toString("base64url");
  try {
    await createUser(database, { name: "Administrator", email, password: env().ADMIN_PASSWORD ?? generatedPassword!, role: "admin" });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof EmailTakenError) return null;
    throw error;
  }
  return { email, generatedPassword };
}

/** Plain lines rather than JSON, so a person starting the site reads them. */
export function welcomeMessage(siteUrl: string, created: CreatedAdmin | null): string {
  const lines = [`Ready at ${siteUrl}/`, "", "  The site is running.", `  Site:      ${siteUrl}/`, `  Admin:     ${siteUrl}/admin/login`];
  if (created) {
    lines.push(`  Email:     ${created.email}`);
    lines.push(
      created.generatedPassword
        ? `  Password:  ${created.generatedPassword}   (shown this once: keep it, or set ADMIN_PASSWORD before the first start)`
        : "  Password:  the ADMIN_PASSWORD it was started with",
    );
  }
  return [...lines, ""].join("\n");
}
