import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { TextField } from "~/components/field";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { useSiteWords } from "~/components/public/words";
import type { AccountActionData, AccountPageData } from "~/routes/__customer-account.server";
import type { MessageKey } from "~/services/messages.server";
import { NameField, NewPasswordFields, PhoneField } from "./account-fields";
import { SubmitButton } from "./form-controls";
import { PasskeySection } from "./passkeys";

const SAVED_NOTICES: Record<NonNullable<AccountPageData["saved"]>, MessageKey> = {
  profile: "account.saved.profile",
  password: "account.saved.password",
  "passkey-removed": "account.saved.passkeyRemoved",
};

/** The customer's account in the page's language, /account and /de/account: their details, their password, their passkeys. */
export function CustomerAccountPage() {
  const { user, saved, passkeys, passkeysUnavailable, title, passwordHint } = useLoaderData<AccountPageData>();
  const result = useActionData<AccountActionData>();
  const { say } = useSiteWords();
  const profile = result?.intent === "profile" ? result : undefined;
  const password = result?.intent === "password" ? result : undefined;
  const passkeyRemove = result?.intent === "passkey-remove" ? result : undefined;
  const profileForm = useRef<HTMLFormElement>(null);
  const profileFocus = firstFieldWithError(["name", "phone"], profile?.errors);
  useFocusField(profileForm, profileFocus, profile);
  const passwordForm = useRef<HTMLFormElement>(null);
  const passwordFocus = firstFieldWithError(["current_password", "password", "password_confirmation"], password?.errors);
  useFocusField(passwordForm, passwordFocus, password);
  return (
    <section className="auth-page">
      <h1>{title}</h1>
      {saved ? (
        <p className="form-notice" role="status">
          {say(SAVED_NOTICES[saved])}
        </p>
      ) : null}

      <h2>{say("account.details")}</h2>
      <Form ref={profileForm} method="post" className="auth-form" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <p>
          {`${say("auth.email")}: `}
          <strong>{user.email}</strong>
        </p>
        <NameField defaultValue={profile?.values.name ?? user.name} error={profile?.errors.name} autoFocus={profileFocus === "name"} />
        <PhoneField defaultValue={profile?.values.phone ?? user.phone} error={profile?.errors.phone} autoFocus={profileFocus === "phone"} />
        <SubmitButton>{say("account.saveDetails")}</SubmitButton>
      </Form>

      <h2>{say("account.changePassword")}</h2>
      <Form ref={passwordForm} method="post" className="auth-form" noValidate>
        <input type="hidden" name="intent" value="password" />
        <TextField
          label={say("account.field.currentPassword")}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          error={password?.errors.current_password}
          autoFocus={passwordFocus === "current_password"}
        />
        <NewPasswordFields
          labels={{ password: say("account.newPassword"), confirmation: say("account.confirmNewPassword") }}
          hint={passwordHint}
          errors={password?.errors}
          focus={passwordFocus}
        />
        <SubmitButton>{say("account.changePassword")}</SubmitButton>
      </Form>

      {/* Why a site offers no passkeys is its operator's business (a setting): a customer without any is not told of them at all. */}
      {passkeysUnavailable && passkeys.length === 0 ? null : (
        <>
          <h2>{say("account.passkeys")}</h2>
          <PasskeySection
            kind="customer"
            passkeys={passkeys}
            unavailable={passkeysUnavailable}
            removeResult={passkeyRemove ? { passkey: passkeyRemove.values.passkey ?? "", errors: passkeyRemove.errors } : undefined}
            formClassName="auth-form"
          />
        </>
      )}
    </section>
  );
}
