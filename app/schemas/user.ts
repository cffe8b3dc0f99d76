import { z } from "zod";
import { version } from "./fields";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const PHONE_MAX_LENGTH = 40;
/** Here, not in the invitations service: the invite form says it too, in the browser as on the server. */
export const INVITATION_TTL_HOURS = 72;

const required = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

const nameField = required("Name")
  .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
  .refine((value) => !/[\r\n]/.test(value), "Name must be on one line");

const emailField = required("Email")
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Email must be a valid email address"));

const phoneField = z
  .string({ error: "Phone must be text" })
  .trim()
  .max(PHONE_MAX_LENGTH, `Phone must be at most ${PHONE_MAX_LENGTH} characters`)
  .regex(/^[0-9+()\-.\s]*$/, "Phone may only contain digits, spaces and + ( ) - .")
  .optional();

/** A new password. Not trimmed: spaces may be part of a password. */
const newPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const confirmation = z.string({ error: "Password confirmation is required" });

function passwordsMatch(input: { password: string; password_confirmation: string }) {
  return input.password === input.password_confirmation;
}
const mismatch = { path: ["password_confirmation"], message: "Password confirmation does not match" };

export const signInSchema = z.object({
  email: required("Email").max(254, "Email must be at most 254 characters"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024, "Password is too long"),
});

/** The admin API's sign-in: with two-factor on, the code from the app (or a recovery code) comes along. */
export const adminSignInSchema = signInSchema.extend({
  code: z
    .string({ error: "Code must be text" })
    .trim()
    .max(64, "Code must be at most 64 characters")
    .optional()
    .meta({ description: "For an account with two-factor on: the 6-digit code of the authenticator app, or an unused recovery code" }),
});

export const registrationSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    password_confirmation: confirmation,
  })
  .refine(passwordsMatch, mismatch);

export const passwordResetRequestSchema = z.object({ email: emailField });

export const newPasswordSchema = z
  .object({ password: newPasswordField, password_confirmation: confirmation })
  .refine(passwordsMatch, mismatch);

export const profileSchema = z.object({ name: nameField, phone: phoneField });

export const accountNameSchema = z.object({ name: nameField });

export const passwordChangeSchema = z
  .object({
    current_password: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
    password: newPasswordField,
    password_confirmation: confirmation,
  })
  .refine(passwordsMatch, mismatch);

const STAFF_ROLES = ["admin", "editor"] as const;
export const USER_ROLES = ["admin", "editor", "customer"] as const;

const staffRole = z.enum(STAFF_ROLES, { error: "Role must be admin or editor" });

export const invitationSchema = z.object({ name: nameField, email: emailField, role: staffRole });

/** Every field but the version may be left out. */
export const userChangeSchema = z.object({
  name: nameField.optional(),
  role: z.enum(USER_ROLES, { error: "Role must be admin, editor or customer" }).optional(),
  disabled: z.boolean({ error: "Disabled must be true or false" }).optional(),
  version: version(),
});

export type UserChange = z.output<typeof userChangeSchema>;

export type FieldMessages = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of form) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

export function keptValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !/password/i.test(name)));
}
