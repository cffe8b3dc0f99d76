import type { AccountWords } from "~/schemas/user";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/schemas/user";
import { t } from "~/services/messages.server";

/**
 * The account forms' refusals in a locale's words, from the catalogue (docs/locales.md): the customer's
 * register, password reset and account pages build their schemas with them, so a German page refuses
 * in German by the very rules the English page and the API apply.
 */
export function accountWordsIn(locale: string): AccountWords {
  return {
    labels: {
      name: t(locale, "account.field.name"),
      email: t(locale, "auth.email"),
      phone: t(locale, "account.field.phone"),
      password: t(locale, "auth.password"),
      confirmation: t(locale, "account.field.confirmation"),
      currentPassword: t(locale, "account.field.currentPassword"),
    },
    rules: {
      required: (field) => t(locale, "form.required", { field }),
      notText: (field) => t(locale, "form.notText", { field }),
      tooLong: (field, max) => t(locale, "form.tooLong", { field, max }),
      singleLine: (field) => t(locale, "form.singleLine", { field }),
      email: (field) => t(locale, "form.email", { field }),
    },
    oneLine: (field) => t(locale, "account.error.oneLine", { field }),
    phoneCharacters: (field) => t(locale, "account.error.phoneCharacters", { field }),
    tooShort: (field, min) => t(locale, "account.error.tooShort", { field, min }),
    mismatch: t(locale, "account.error.mismatch"),
  };
}

/** "8 to 128 characters." in the page's language: formatted here, as the browser gets no formatter. */
export function passwordHintIn(locale: string): string {
  return t(locale, "account.passwordHint", { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
}
