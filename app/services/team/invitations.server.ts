import crypto from "node:crypto";
import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import { getUserByEmail, getUserById, changePassword, createUser, EmailTakenError, recordLogin, type PublicUser } from "~/models/user.server";
import { enqueueWebhookEvent } from "~/services/webhooks/events.server";
import { consumeInvitation, findInvitation, insertInvitation, voidInvitationsOfUser, waitingInvitationOf } from "~/models/user-invitation.server";
import { INVITATION_TTL_HOURS } from "~/schemas/user";
import type { StaffRole } from "~/utils/permissions";
import { recordAudit } from "../content/audit.server";
import {
  inCommandTransaction, invalid, notFound, refused, type CommandContext, type Invalid, type NotFound, type Refused, type Saved,
} from "../content/command.server";
import { sendMail } from "../mail/mail.server";

// docs/team.md. Only the link's SHA-256 is stored, as for password resets.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export type InvitationInput = { name: string; email: string; role: StaffRole };

/** The mail goes out once the account is committed; a failure is logged. */
export type Invited = Saved<PublicUser> & { sending: Promise<void> };

export async function inviteUser(
  database: DB,
  { input, origin, ...context }: CommandContext & { input: InvitationInput; origin: string },
): Promise<Invited | Invalid> {
  const token = newToken();
  const result = await inCommandTransaction<Saved<PublicUser> | Invalid>(database, async (trx) => {
    if (await getUserByEmail(trx, input.email)) return emailTaken();
    let user: PublicUser;
    try {
      user = await createUser(trx, { name: input.name, email: input.email, password: null, role: input.role });
    } catch (error) {
      if (error instanceof EmailTakenError) return emailTaken();
      throw error;
    }
    await storeInvitation(trx, context, user, token);
    return { ok: true, row: user };
  });
  return result.ok ? { ...result, sending: mailInvitation(result.row, token, origin) } : result;
}

/** The older links stop working. */
export async function reinviteUser(
  database: DB,
  { id, origin, ...context }: CommandContext & { id: number; origin: string },
): Promise<Invited | NotFound | Refused> {
  const token = newToken();
  const result = await inCommandTransaction<Saved<PublicUser> | NotFound | Refused>(database, async (trx) => {
    const user = await getUserById(trx, id);
    if (!user) return notFound();
    if (!(await waitingInvitationOf(trx, id))) return refused("This person has already accepted their invitation.");
    if (user.disabled_at !== null) return refused("Enable the account before inviting again.");
    await voidInvitationsOfUser(trx, id);
    await storeInvitation(trx, context, user, token);
    return { ok: true, row: user };
  });
  return result.ok ? { ...result, sending: mailInvitation(result.row, token, origin) } : result;
}

function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

async function storeInvitation(trx: DB, context: CommandContext, user: PublicUser, token: string): Promise<void> {
  await insertInvitation(trx, {
    userId: user.id,
    tokenHash: hashToken(token),
    invitedBy: context.actor.id,
    expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * 3_600_000),
  });
  // No token: the link is for the person invited, not for the receivers of webhooks.
  await enqueueWebhookEvent(trx, { type: "user.invited", data: { id: user.id, email: user.email, role: user.role } });
  await recordAudit(trx, {
    actor: context.actor,
    ip: context.ip,
    action: "invite",
    entity: "user",
    entityId: user.id,
    summary: `Invited ${user.email} as ${user.role}`,
  });
}

function mailInvitation(user: PublicUser, token: string, origin: string): Promise<void> {
  const link = `${env().SITE_URL ?? origin}/admin/accept-invite/${token}`;
  return sendInvitation(user, link).catch((error: unknown) => {
    console.error(JSON.stringify({ level: "error", msg: "invitation email failed", error: String(error) }));
  });
}

function emailTaken(): Invalid {
  return invalid({ email: ["An account with this email already exists"] });
}

function sendInvitation(user: PublicUser, link: string) {
  return sendMail({
    to: user.email,
    subject: "You are invited to the site's admin",
    text: [
      `Hello ${user.name},`,
      "",
      `You have been invited to the admin of the site as ${user.role === "admin" ? "an admin" : "an editor"}. To choose your password and sign in, open this link within ${INVITATION_TTL_HOURS} hours:`,
      "",
      link,
      "",
      "The link works once. If you did not expect this email, ignore it.",
    ].join("\n"),
  }).then(() => undefined);
}

export type InvitationState = "usable" | "used" | "expired" | "unknown";

export async function invitationState(database: DB, token: string): Promise<InvitationState> {
  if (!TOKEN_PATTERN.test(token)) return "unknown";
  const invitation = await findInvitation(database, hashToken(token));
  if (!invitation) return "unknown";
  if (invitation.usedAt) return "used";
  if (invitation.expiresAt.getTime() <= Date.now()) return "expired";
  const user = await getUserById(database, invitation.userId);
  // A disabled account's link says nothing more than an unknown one.
  return user && user.disabled_at === null ? "usable" : "unknown";
}

export async function acceptInvitation(
  database: DB,
  input: { token: string; password: string; ip: string | null },
): Promise<{ ok: true; user: PublicUser } | { ok: false; state: Exclude<InvitationState, "usable"> }> {
  const state = await invitationState(database, input.token);
  if (state !== "usable") return { ok: false, state };
  return database.transaction().execute(async (trx) => {
    const consumed = await consumeInvitation(trx, hashToken(input.token));
    if (!consumed) return { ok: false as const, state: "used" as const };
    const user = await getUserById(trx, consumed.userId);
    if (!user || user.disabled_at !== null) return { ok: false as const, state: "unknown" as const };
    await changePassword(trx, user.id, input.password);
    await voidInvitationsOfUser(trx, user.id);
    await recordLogin(trx, user.id);
    await recordAudit(trx, {
      actor: { id: user.id, email: user.email },
      ip: input.ip,
      action: "invite_accept",
      entity: "user",
      entityId: user.id,
      summary: `${user.email} accepted the invitation and set a password`,
    });
    return { ok: true as const, user };
  });
}
