import { z } from "zod";
import { ENGLISH_RULES, version, type RuleWords } from "./fields";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const PHONE_MAX_LENGTH = 40;
/** Here, not in the invitations service: the invite form says it too, in the browser as on the server. */
export const INVITATION_TTL_HOURS = 72;

const required = (label: string) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

/**
 * The account forms' refusals in words: English for the API, the admin and the schemas below; a
 * customer's page in another language passes the catalogue's (app/services/auth/account-words.server.ts).
 */
export interface AccountWords {
  labels: Record<"name" | "email" | "phone" | "password" | "confirmation" | "currentPassword", string>;
  rules: RuleWords;
  oneLine: (label: string) => string;
  phoneCharacters: (label: string) => string;
  tooShort: (label: string, min: number) => string;
  mismatch: string;
}

const ENGLISH_ACCOUNT_WORDS: AccountWords = {
  labels: { name: "Name", email: "Email", phone: "Phone", password: "Password", confirmation: "Password confirmation", currentPassword: "Current password" },
  rules: ENGLISH_RULES,
  oneLine: (label) => `${label} must be on one line`,
  phoneCharacters: (label) => `${label} may only contain digits, spaces and + ( ) - .`,
  tooShort: (label, min) => `${label} must be at least ${min} characters`,
  mismatch: "Password confirmation does not match",
};

function requiredIn(words: AccountWords, label: string) {
  const message = words.rules.required(label);
  return z.string({ error: message }).trim().min(1, message);
}

function nameField(words: AccountWords) {
  const label = words.labels.name;
  return requiredIn(words, label)
    .max(NAME_MAX_LENGTH, words.rules.tooLong(label, NAME_MAX_LENGTH))
    .refine((value) => !/[\r\n]/.test(value), words.oneLine(label));
}

function emailField(words: AccountWords) {
  const label = words.labels.email;
  return requiredIn(words, label).max(254, words.rules.tooLong(label, 254)).pipe(z.email(words.rules.email(label)));
}

function phoneField(words: AccountWords) {
  const label = words.labels.phone;
  return z
    .string({ error: words.rules.notText(label) })
    .trim()
    .max(PHONE_MAX_LENGTH, words.rules.tooLong(label, PHONE_MAX_LENGTH))
    .regex(/^[0-9+()\-.\s]*$/, words.phoneCharacters(label))
    .optional();
}

/** A new password. Not trimmed: spaces may be part of a password. */
function newPasswordField(words: AccountWords) {
  const label = words.labels.password;
  return z
    .string({ error: words.rules.required(label) })
    .min(1, words.rules.required(label))
    .min(PASSWORD_MIN_LENGTH, words.tooShort(label, PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, words.rules.tooLong(label, PASSWORD_MAX_LENGTH));
}

const confirmation = (words: AccountWords) => z.string({ error: words.rules.required(words.labels.confirmation) });

function passwordsMatch(input: { password: string; password_confirmation: string }) {
  return input.password === input.password_confirmation;
}
const mismatch = (words: AccountWords) => ({ path: ["password_confirmation"], message: words.mismatch });

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

export function registrationSchemaIn(words: AccountWords) {
  return z
    .object({
      name: nameField(words),
      email: emailField(words),
      phone: phoneField(words),
      password: newPasswordField(words),
      password_confirmation: confirmation(words),
    })
    .refine(passwordsMatch, mismatch(words));
}

export const registrationSchema = registrationSchemaIn(ENGLISH_ACCOUNT_WORDS);

export function passwordResetRequestSchemaIn(words: AccountWords) {
  return z.object({ email: emailField(words) });
}

export function newPasswordSchemaIn(words: AccountWords) {
  return z
    .object({ password: newPasswordField(words), password_confirmation: confirmation(words) })
    .refine(passwordsMatch, mismatch(words));
}

export const newPasswordSchema = newPasswordSchemaIn(ENGLISH_ACCOUNT_WORDS);

export function profileSchemaIn(words: AccountWords) {
  return z.object({ name: nameField(words), phone: phoneField(words) });
}

export const accountNameSchema = z.object({ name: nameField(ENGLISH_ACCOUNT_WORDS) });

export function passwordChangeSchemaIn(words: AccountWords) {
  const current = words.rules.required(words.labels.currentPassword);
  return z
    .object({
      current_password: z.string({ error: current }).min(1, current),
      password: newPasswordField(words),
      password_confirmation: confirmation(words),
    })
    .refine(passwordsMatch, mismatch(words));
}

export const passwordChangeSchema = passwordChangeSchemaIn(ENGLISH_ACCOUNT_WORDS);

const STAFF_ROLES = ["admin", "editor"] as const;
export const USER_ROLES = ["admin", "editor", "customer"] as const;

const staffRole = z.enum(STAFF_ROLES, { error: "Role must be admin or editor" });

export const invitationSchema = z.object({ name: nameField(ENGLISH_ACCOUNT_WORDS), email: emailField(ENGLISH_ACCOUNT_WORDS), role: staffRole });

/** Every field but the version may be left out. */
export const userChangeSchema = z.object({
  name: nameField(ENGLISH_ACCOUNT_WORDS).optional(),
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
