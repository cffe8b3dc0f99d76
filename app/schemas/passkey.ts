import { z } from "zod";

/** What the passkey endpoints accept (docs/passkeys.md); the browser library's JSON shapes, bounded. */

export const PASSKEY_NAME_MAX_LENGTH = 60;

const passkeyKindSchema = z.enum(["admin", "customer"], { error: "kind must be admin or customer" });

export type PasskeyKind = z.infer<typeof passkeyKindSchema>;

// The language of the page that asks, for the words of the answer (a customer's page may be German).
const pageLocale = z.string().max(16).optional();

const passkeyNameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(PASSKEY_NAME_MAX_LENGTH, `Name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`)
  .refine((value) => !/[\r\n]/.test(value), "Name must be on one line");

const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+$/, "must be base64url");

const credentialFields = {
  id: base64url(1024),
  rawId: base64url(1024),
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
});

const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(512).optional(),
  }),
});

/** The name comes with the request for a challenge, so a bad one is refused before the browser asks for a fingerprint. */
export const registrationOptionsRequestSchema = z.object({ kind: passkeyKindSchema, name: passkeyNameSchema, locale: pageLocale });
export const registerRequestSchema = z.object({ kind: passkeyKindSchema, name: passkeyNameSchema, response: registrationResponseSchema, locale: pageLocale });
export const signInOptionsRequestSchema = z.object({ kind: passkeyKindSchema, locale: pageLocale });
export const signInRequestSchema = z.object({
  kind: passkeyKindSchema,
  locale: pageLocale,
  response: authenticationResponseSchema,
  redirectTo: z.string().max(2048).optional(),
});
