import type { z } from "zod";
import type { DB } from "~/db/db.server";
import { createUser, EmailTakenError, getUserByEmail, recordLogin, type PublicUser } from "~/models/user.server";
import type { registrationSchema } from "~/schemas/user";
import { recordAudit } from "../content/audit.server";

/** The rate limit and what follows (a session, a token) are the caller's. */

export type Registration = z.infer<typeof registrationSchema>;

type RegistrationResult = { status: "created"; user: PublicUser } | { status: "email-taken"; message: string };

export async function registerCustomer(
  database: DB,
  input: { fields: Registration; ip: string; channel: "page" | "api" },
): Promise<RegistrationResult> {
  const { fields } = input;
  const emailTaken = { status: "email-taken", message: new EmailTakenError().message } as const;
  // Checked first so that a taken email costs no password hashing; the unique
  // index still decides between two registrations of one email at once.
  if (await getUserByEmail(database, fields.email)) return emailTaken;

  let user: PublicUser;
  try {
    user = await createUser(database, {
      name: fields.name,
      email: fields.email,
      password: fields.password,
      phone: fields.phone || null,
      role: "customer",
    });
  } catch (error) {
    if (error instanceof EmailTakenError) return emailTaken;
    throw error;
  }
  await recordAudit(database, {
    actor: { id: user.id, email: user.email },
    action: "create",
    entity: "user",
    entityId: user.id,
    summary: input.channel === "api" ? "customer registered through the API" : "customer registered",
    ip: input.ip,
  });
  // Registering signs the customer in (a session on the page, a token through the API): the Users list says so.
  await recordLogin(database, user.id);
  return { status: "created", user };
}
