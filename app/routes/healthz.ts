import { json } from "@remix-run/node";
import { sql } from "kysely";
import { db } from "~/db/db.server";
import { cacheStats } from "~/services/cache/tagged-cache.server";

export async function loader() {
  try {
    await sql`select 1`.execute(db());
    return json({ status: "ok", caches: cacheStats() }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
