import { db } from "~/db/db.server";
import type {
  CommandContext, CreateArgs, CreateCommandResult, DB, UpdateArgs, UpdateCommandResult,
} from "~/services/content/command.server";

/**
 * Content for tests, written the way an editor writes it: through the content
 * commands (sanitising, slugs, redirects, audit), by a fixture admin. A refused
 * write fails the test with the command's answer.
 */

const FIXTURE_ADMIN_EMAIL = "fixture-admin@example.test";

/** The fixture admin, created on first use (a test may have emptied the users since). */
export async function fixtureContext(): Promise<CommandContext> {
  const existing = await db().selectFrom("user").select(["id", "email"]).where("email", "=", FIXTURE_ADMIN_EMAIL).executeTakeFirst();
  const actor =
    existing ??
    (await db()
      .insertInto("user")
      .values({ name: "Fixture Admin", email: FIXTURE_ADMIN_EMAIL, password_hash: "not-a-hash", role: "admin" })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow());
  return { actor, ip: null };
}

type Creates<Input, Row> = { create(db: DB, args: CreateArgs<Input>): Promise<CreateCommandResult<Row>> };
type Updates<Input, Row> = { update(db: DB, args: UpdateArgs<Input>): Promise<UpdateCommandResult<Row>> };

export async function addContent<Input, Row>(resource: Creates<Input, Row>, input: Input): Promise<Row> {
  const result = await resource.create(db(), { ...(await fixtureContext()), input });
  if (!result.ok) throw new Error(`Expected the write to succeed, got ${JSON.stringify(result)}`);
  return result.row;
}

export async function editContent<Input, Row>(
  resource: Updates<Input, Row>,
  { id, version }: { id: number; version: number },
  input: Input,
): Promise<Row> {
  const result = await resource.update(db(), { ...(await fixtureContext()), id, version, input });
  if (!result.ok) throw new Error(`Expected the write to succeed, got ${JSON.stringify(result)}`);
  return result.row;
}
