import { json, redirect } from "@remix-run/node";
import { db } from "~/db/db.server";
import { guardedItemAt } from "~/models/public-path.server";
import { itemKindIn, itemTitleIn } from "~/routes/__customer-sign-in.server";
import { isGuardedPath } from "~/utils/guarded-pages";
import { fieldErrors, formFields, keptValues, registrationSchemaIn, type FieldMessages } from "~/schemas/user";
import { accountWordsIn, passwordHintIn } from "~/services/auth/account-words.server";
import { detailsRequireLogin, getCustomer, signIn } from "~/services/auth/auth.server";
import { registerCustomer } from "~/services/auth/customer-registration.server";
import { checkRegistrationAllowed } from "~/services/auth/rate-limit.server";
import { readFormData } from "~/services/form-data.server";
import { t } from "~/services/messages.server";
import { toastCookieHeader } from "~/services/toast.server";
import { localePath } from "~/utils/locales";
import { safeRedirect } from "~/utils/safe-redirect";

/**
 * A customer's registration, /register and /{lang}/register: one loader and one action, the page's
 * words and the form's refusals in its language (docs/locales.md).
 */

export interface RegisterActionData {
  errors: FieldMessages;
  formError?: string;
  values: Record<string, string>;
}

export async function registerPageData(request: Request, locale: string, locales: readonly string[]) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  if (await getCustomer(request)) throw redirect(redirectTo || localePath(locale, "/", locales));
  const item = isGuardedPath(redirectTo) ? await guardedItemAt(db(), redirectTo, locales) : undefined;
  return {
    redirectTo,
    /** Sent from a guarded page: the item the account opens first, as a small card above the form. */
    goingTo: item ? { kind: itemKindIn(locale, item), title: itemTitleIn(locale, item), image: item.image ?? item.badges[0] ?? null } : null,
    title: t(locale, "auth.register"),
    description: t(locale, "register.description"),
    passwordHint: passwordHintIn(locale),
    /** The site keeps details for its customers: the page says what an account opens. */
    guarded: await detailsRequireLogin(db()),
    path: localePath(locale, "/register", locales),
    /** The page in each language, for the language switcher. */
    paths: Object.fromEntries(locales.map((code) => [code, "/register"])),
  };
}

export async function registerPageAction(request: Request, ip: string, locale: string, locales: readonly string[]) {
  const fields = formFields(await readFormData(request));
  const values = keptValues(fields);

  // Every attempt counts, valid or not (docs/product.md#security).
  const limit = await checkRegistrationAllowed(db(), ip);
  if (!limit.allowed) {
    const seconds = String(limit.retryAfterSeconds);
    return json<RegisterActionData>(
      { errors: {}, formError: t(locale, "account.error.tooMany", { seconds }), values },
      { status: 429, headers: { "Retry-After": seconds } },
    );
  }

  const parsed = registrationSchemaIn(accountWordsIn(locale)).safeParse(fields);
  if (!parsed.success) return json<RegisterActionData>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  const registration = await registerCustomer(db(), { fields: parsed.data, ip, channel: "page" });
  if (registration.status === "email-taken") {
    return json<RegisterActionData>({ errors: { email: t(locale, "account.error.emailTaken") }, values }, { status: 400 });
  }
  const { user } = registration;
  const signedIn = await signIn(request, { user, kind: "customer", redirectTo: safeRedirect(fields.redirectTo, localePath(locale, "/", locales)), ip });
  // The page the visitor came for opens with a welcome in its language, once (the root loader clears it).
  signedIn.headers.append("Set-Cookie", await toastCookieHeader({ type: "success", message: t(locale, "register.welcome", { name: parsed.data.name }) }));
  return signedIn;
}

export type RegisterPageData = Awaited<ReturnType<typeof registerPageData>>;
