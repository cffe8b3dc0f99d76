import type { DB } from "~/db/db.server";
import type { Role } from "~/db/schema";
import { forgetActor } from "~/models/audit-event.server";
import {
  clearTwoFactor, deleteUser, disableUser, enableUser, getUserById, getUserForUpdate, lockActiveAdmins, saveUserNameAndRole, type PublicUser,
} from "~/models/user.server";
import type { UserChange } from "~/schemas/user";
import { isStaffRole } from "~/utils/permissions";
import { recordAudit } from "../content/audit.server";
import {
  conflict, inCommandTransaction, invalid, notFound, refused,
  type CommandContext, type Conflict, type Invalid, type NotFound, type Refused, type Saved,
} from "../content/command.server";
import { endOtherCredentials } from "../auth/credentials.server";
import { requestPasswordReset } from "../auth/password-reset.server";

// An admin cannot lock themselves out, and the last active admin stays one (docs/team.md).

export const TEAM_MESSAGES = {
  selfDisable: "You cannot disable your own account.",
  selfDemote: "You cannot take away your own admin role.",
  lastAdmin: "The last active admin cannot be disabled or demoted.",
  eraseStaff: "Only customer accounts can be erased. Disable a staff account instead.",
  disabledReset: "Enable the account before sending a password reset.",
} as const;

type UpdateResult = Saved<PublicUser> | Invalid | NotFound | Conflict | Refused;

export async function updateUser(
  database: DB,
  { id, input, ...context }: CommandContext & { id: number; input: UserChange },
): Promise<UpdateResult> {
  return inCommandTransaction<UpdateResult>(database, async (trx) => {
    const current = await getUserForUpdate(trx, id);
    if (!current) return notFound();
    if (current.version !== input.version) return conflict();

    const role = input.role ?? current.role;
    const roleError = roleChangeError(current.role, role);
    if (roleError) return invalid({ role: [roleError] });
    const disabling = input.disabled === true && current.disabled_at === null;
    const enabling = input.disabled === false && current.disabled_at !== null;
    const demoting = current.role === "admin" && role !== "admin";

    if (id === context.actor.id && disabling) return refused(TEAM_MESSAGES.selfDisable);
    if (id === context.actor.id && demoting) return refused(TEAM_MESSAGES.selfDemote);
    if ((disabling || demoting) && current.role === "admin" && current.disabled_at === null) {
      const activeAdmins = await lockActiveAdmins(trx);
      if (activeAdmins.filter((adminId) => adminId !== id).length === 0) return refused(TEAM_MESSAGES.lastAdmin);
    }

    const name = input.name ?? current.name;
    let row = current;
    if (name !== current.name || role !== current.role) {
      const saved = await saveUserNameAndRole(trx, id, { name, role, version: current.version });
      if (!saved) return conflict();
      row = saved;
      if (name !== current.name) await audit(trx, context, row, "update", `Renamed ${current.name} to ${row.name} (${row.email})`);
      if (role !== current.role) await audit(trx, context, row, "role_change", `Role of ${row.email} changed from ${current.role} to ${role}`);
    }
    if (disabling) {
      await disableUser(trx, id);
      await audit(trx, context, row, "disable", `Disabled ${row.email}; every session and token ended`);
    }
    if (enabling) {
      await enableUser(trx, id);
      await audit(trx, context, row, "enable", `Enabled ${row.email}`);
    }
    return { ok: true, row: (await getUserById(trx, id)) ?? row };
  });
}

/** A role change never moves an account between the two sign-ins. */
function roleChangeError(from: Role, to: Role): string | null {
  if (from === to) return null;
  if (from === "customer") return "A customer's role cannot be changed";
  if (!isStaffRole(to)) return "Role must be admin or editor";
  return null;
}

function audit(trx: DB, context: CommandContext, user: PublicUser, action: "update" | "role_change" | "disable" | "enable" | "two_factor_reset" | "password_reset_sent", summary: string) {
  return recordAudit(trx, { actor: context.actor, ip: context.ip, action, entity: "user", entityId: user.id, summary });
}

export async function sendPasswordResetTo(
  database: DB,
  { id, origin, ...context }: CommandContext & { id: number; origin: string },
): Promise<(Saved<PublicUser> & { sending: Promise<void> }) | NotFound | Refused> {
  const user = await getUserById(database, id);
  if (!user) return notFound();
  if (user.disabled_at !== null) return refused(TEAM_MESSAGES.disabledReset);
  const { sending } = await requestPasswordReset(database, { email: user.email, origin });
  await audit(database, context, user, "password_reset_sent", `Sent a password reset to ${user.email}`);
  return { ok: true, row: user, sending };
}

/** Like any change of factors, it ends every session and API token of the account. */
export async function resetTwoFactor(
  database: DB,
  { id, ...context }: CommandContext & { id: number },
): Promise<Saved<PublicUser> | NotFound> {
  return inCommandTransaction<Saved<PublicUser> | NotFound>(database, async (trx) => {
    const user = await getUserById(trx, id);
    if (!user) return notFound();
    await clearTwoFactor(trx, id);
    await endOtherCredentials(trx, { userId: id, keepSessionId: null });
    await audit(trx, context, user, "two_factor_reset", `Reset two-factor sign-in of ${user.email}`);
    return { ok: true, row: (await getUserById(trx, id)) ?? user };
  });
}

/** Staff accounts are disabled instead, so the audit log keeps naming who changed the site. */
export async function eraseCustomer(
  database: DB,
  { id, ...context }: CommandContext & { id: number },
): Promise<{ ok: true } | NotFound | Refused> {
  return inCommandTransaction<{ ok: true } | NotFound | Refused>(database, async (trx) => {
    const user = await getUserById(trx, id);
    if (!user) return notFound();
    if (user.role !== "customer") return refused(TEAM_MESSAGES.eraseStaff);
    await forgetActor(trx, user);
    await deleteUser(trx, id);
    await recordAudit(trx, { actor: context.actor, ip: context.ip, action: "erase", entity: "user", entityId: id, summary: `Erased customer account #${id}` });
    return { ok: true };
  });
}
