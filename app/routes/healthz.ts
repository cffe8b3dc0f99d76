import { json } from "@remix-run/node";
import { sql } from "kysely";
import { db } from "~/db/db.server";

/** Public, so it says only whether the instance can serve: what its caches hold is on /admin/health. */
export async function loader() {
  try {
    await sql`select 1`.execute(db());
    return json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
