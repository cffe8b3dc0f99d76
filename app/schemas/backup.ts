import { z } from "zod";

/**
 * The passphrase of an encrypted backup, one rule for `npm run backup --
 * --encrypt` and the admin's Backup screen. It is all that stands between a
 * copied archive and every password and token hash of the site: scrypt slows
 * a guesser down, but cannot save a short passphrase.
 */
export const BACKUP_PASSPHRASE_MIN_LENGTH = 12;
export const BACKUP_PASSPHRASE_MAX_LENGTH = 1024;

const TOO_SHORT = `Passphrase must be at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters`;
const TOO_LONG = `Passphrase must be at most ${BACKUP_PASSPHRASE_MAX_LENGTH} characters`;

/** Not trimmed: spaces may be part of a passphrase. */
export const backupPassphraseField = z
  .string({ error: "Passphrase must be text" })
  .min(BACKUP_PASSPHRASE_MIN_LENGTH, TOO_SHORT)
  .max(BACKUP_PASSPHRASE_MAX_LENGTH, TOO_LONG);

/** The admin's form: an empty passphrase asks for an archive that is not encrypted. */
export const backupFormSchema = z
  .object({
    passphrase: z
      .string({ error: "Passphrase must be text" })
      .max(BACKUP_PASSPHRASE_MAX_LENGTH, TOO_LONG)
      .refine((value) => value === "" || value.length >= BACKUP_PASSPHRASE_MIN_LENGTH, TOO_SHORT)
      .default(""),
    passphrase_confirmation: z.string({ error: "Passphrase confirmation must be text" }).default(""),
  })
  .refine((input) => input.passphrase === input.passphrase_confirmation, {
    path: ["passphrase_confirmation"],
    message: "Passphrase confirmation does not match",
  });
