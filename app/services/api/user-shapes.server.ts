import { z } from "zod";
import type { PublicUser } from "~/models/user.server";
import { USER_ROLES } from "~/schemas/user";
import { dateTimeJson, idJson, isoDate, nullableDateTimeJson } from "~/services/content/json";

/** An account as the admin API shows it: never a password hash, a two-factor secret or a recovery code. */
export const userJsonSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  disabled: z.boolean(),
  two_factor: z.boolean().meta({ description: "Two-factor sign-in is on" }),
  last_login_at: nullableDateTimeJson(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
  version: z.number().int().min(1),
});

export function userJson(user: PublicUser): z.output<typeof userJsonSchema> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    disabled: user.disabled_at !== null,
    two_factor: user.totp_enabled_at !== null,
    last_login_at: isoDate(user.last_login_at),
    created_at: isoDate(user.created_at),
    updated_at: isoDate(user.updated_at),
    version: user.version,
  };
}
