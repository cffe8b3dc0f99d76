import { json } from "@remix-run/node";
import { sql } from "kysely";
import { db } from "~/db/db.server";

export async function loader() {
  try {
    await sql`select 1`.execute(db());
    return json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
