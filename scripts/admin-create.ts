// `npm run admin:create -- --email you@example.com --password '…' [--name 'Your Name']`
import { parseArgs } from "node:util";
import { z } from "zod";
import { closeDb, db } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createUser, EmailTakenError } from "~/models/user.server";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});

const input = z
  .object({
    email: z.string().email("--email must be an email address"),
    password: z.string().min(8, "--password must be 8–128 characters").max(128, "--password must be 8–128 characters"),
    name: z.string().min(1).max(120).default("Administrator"),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((issue) => issue.message).join("\n"));
  process.exit(1);
}

await migrateToLatest(db());
const created = await createUser(db(), { ...input.data, role: "admin" }).catch((error: Error) => {
  console.error(error instanceof EmailTakenError ? `${input.data.email} is already registered.` : error.message);
  process.exit(1);
});
console.log(`Admin ${created?.email} created (id ${created?.id}).`);
await closeDb();
