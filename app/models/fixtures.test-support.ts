import crypto from "node:crypto";
import type { KyselyPlugin } from "kysely";
import { db } from "~/db/db.server";
import type { MediaKind } from "~/db/schema";
import type { DbOrTx } from "./crud.server";

/**
 * Test support for the model tests: media rows are written directly (the media
 * model and its upload pipeline are tested on their own).
 */
export async function insertMedia(db: DbOrTx, kind: MediaKind = "image"): Promise<number> {
  const key = crypto.randomUUID();
  const mime = { image: "image/png", pdf: "application/pdf", video: "video/mp4" }[kind];
  const row = await db
    .insertInto("media")
    .values({
      kind,
      original_name: `${kind}-${key.slice(0, 8)}`,
      mime,
      size_bytes: 1234,
      width: kind === "image" ? 800 : null,
      height: kind === "image" ? 600 : null,
      storage_key: key,
      sha256: crypto.createHash("sha256").update(key).digest("hex"),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Asserts a result's status and hands back the narrowed result. */
export function expectStatus<R extends { status: string }, S extends R["status"]>(result: R, status: S): Extract<R, { status: S }> {
  if (result.status !== status) {
    throw new Error(`Expected status "${status}", got ${JSON.stringify(result)}`);
  }
  return result as Extract<R, { status: S }>;
}

/** The database handle, counting the statements run through it. */
export function countingDb() {
  const counted = { statements: 0 };
  // Called once for each statement run (transformQuery is also called for every subquery built).
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      counted.statements += 1;
      return args.result;
    },
  };
  return { handle: db().withPlugin(plugin), counted };
}
