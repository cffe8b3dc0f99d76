import { closeDb, db } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";

const result = await migrateToLatest(db());
const applied = result.results?.filter((entry) => entry.status === "Success") ?? [];
console.log(applied.length ? `Applied: ${applied.map((entry) => entry.migrationName).join(", ")}` : "Already up to date.");
await closeDb();
