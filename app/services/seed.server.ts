import type { DB } from "~/db/db.server";

/** Placeholder until the demo seed lands. */
export async function seedDemoContent(_database: DB) {}
