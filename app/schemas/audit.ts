import { z } from "zod";
import { isWithinYears, YEARS_RULE } from "~/utils/date-text";

export const AUDIT_ACTIONS = ["create", "update", "delete", "restore", "login", "login_failed", "logout", "backup", "invite", "invite_accept", "role_change", "disable", "enable", "password_reset_sent", "password_change", "two_factor_enable", "two_factor_disable", "two_factor_reset", "two_factor_locked", "session_revoke", "erase", "passkey_add", "passkey_remove"] as const;

const day = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date such as 2026-11-25`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} must be a real date`)
    .refine((value) => isWithinYears(Number(value.slice(0, 4))), `${label} must be a date ${YEARS_RULE}`)
    .optional()
    .or(z.literal("").transform(() => undefined));

const text = (label: string) =>
  z
    .string()
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .optional()
    .transform((value) => value || undefined);

/** The audit log's filters, the same for /admin/audit, its CSV and /api/admin/audit-events. Dates are whole UTC days. */
export const auditFilterSchema = z
  .object({
    actor: text("Who"),
    action: z
      .enum(AUDIT_ACTIONS, { error: `Action must be one of ${AUDIT_ACTIONS.join(", ")}` })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    entity: text("Item type"),
    from: day("From"),
    to: day("To"),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { path: ["to"], message: "To must not be before From" });

export type AuditFilter = z.output<typeof auditFilterSchema>;
