import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { NameField, NewPasswordFields, PASSWORD_LENGTH_HINT, PhoneField } from "~/components/auth/account-fields";
import { authPageLinks, authPageMeta, noStoreHeaders } from "~/components/auth/auth-page";
import { PasskeySection } from "~/components/auth/passkeys";
import { SubmitButton } from "~/components/auth/form-controls";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { TextField } from "~/components/field";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { listPasskeysOfUser } from "~/models/passkey.server";
import { changePassword, getUserById, updateUserProfile } from "~/models/user.server";
import { recordAudit } from "~/services/content/audit.server";
import { requireSignedInCustomer } from "~/services/auth/auth.server";
import { verifyCurrentPassword } from "~/services/auth/credentials.server";
import { relyingParty, removePasskey } from "~/services/auth/passkeys.server";
import { fieldErrors, formFields, keptValues, passwordChangeSchema, profileSchema, type FieldMessages } from "~/schemas/user";
import { readFormData } from "~/services/form-data.server";
import type { PageScripts } from "~/root";

/** Passkeys need the browser's WebAuthn API, called by React's code: this page takes Remix's scripts (app/root.tsx). */
export const handle: { scripts: PageScripts } = { scripts: "after-load" };

export const links = authPageLinks;
export const meta: MetaFunction = () => authPageMeta("Your account");
export const headers = noStoreHeaders;

export const WRONG_CURRENT_PASSWORD = "The current password is not correct";

interface ActionData {
  intent: "profile" | "password" | "passkey-remove";
  errors: FieldMessages;
  values: Record<string, string>;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const customer = await requireSignedInCustomer(request);
  const user = await getUserById(db(), customer.id);
  if (!user) throw redirect("/login?redirectTo=%2Faccount");
  const saved = new URL(request.url).searchParams.get("saved");
  const rp = relyingParty();
  const passkeys = await listPasskeysOfUser(db(), customer.id);
  return json({
    user: { name: user.name, email: user.email, phone: user.phone ?? "" },
    saved: saved === "profile" || saved === "password" || saved === "passkey-removed" ? saved : null,
    passkeys: passkeys.map((passkey) => ({ id: passkey.id, name: passkey.name, createdAt: passkey.created_at, lastUsedAt: passkey.last_used_at })),
    passkeysUnavailable: rp.ok ? null : rp.reason,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const customer = await requireSignedInCustomer(request);
  const fields = formFields(await readFormData(request));
  const values = keptValues(fields);
  const audit = { actor: { id: customer.id, email: customer.email }, entity: "user", entityId: customer.id, ip: clientIp(context) };

  if (fields.intent === "passkey-remove") {
    const passkey = fields.passkey ?? "";
    const removed = await removePasskey(db(), { user: customer, sessionId: customer.sessionId, passkeyId: passkey, password: fields.password ?? "", ip: clientIp(context) });
    if (!removed.ok) {
      return json<ActionData>({ intent: "passkey-remove", errors: { [removed.field]: removed.message }, values: { passkey } }, { status: removed.status });
    }
    return redirect("/account?saved=passkey-removed");
  }

  if (fields.intent === "password") {
    const parsed = passwordChangeSchema.safeParse(fields);
    if (!parsed.success) {
      return json<ActionData>({ intent: "password", errors: fieldErrors(parsed.error), values }, { status: 400 });
    }
    if (!(await verifyCurrentPassword(db(), customer.id, parsed.data.current_password))) {
      return json<ActionData>({ intent: "password", errors: { current_password: WRONG_CURRENT_PASSWORD }, values }, { status: 400 });
    }
    await changePassword(db(), customer.id, parsed.data.password, { keepSessionId: customer.sessionId });
    await recordAudit(db(), { ...audit, action: "update", summary: "customer changed their password" });
    return redirect("/account?saved=password");
  }

  const parsed = profileSchema.safeParse(fields);
  if (!parsed.success) {
    return json<ActionData>({ intent: "profile", errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  await updateUserProfile(db(), customer.id, { name: parsed.data.name, phone: parsed.data.phone || null });
  await recordAudit(db(), { ...audit, action: "update", summary: "customer updated their profile" });
  return redirect("/account?saved=profile");
}

const SAVED_NOTICES = {
  profile: "Your details have been saved.",
  password: "Your password has been changed.",
  "passkey-removed": "The passkey has been removed. Other devices signed in to your account are signed out.",
} as const;

export default function AccountPage() {
  const { user, saved, passkeys, passkeysUnavailable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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
      <h1>Your account</h1>
      {saved ? (
        <p className="form-notice" role="status">
          {SAVED_NOTICES[saved as keyof typeof SAVED_NOTICES]}
        </p>
      ) : null}

      <h2>Your details</h2>
      <Form ref={profileForm} method="post" className="auth-form" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <p>
          Email: <strong>{user.email}</strong>
        </p>
        <NameField defaultValue={profile?.values.name ?? user.name} error={profile?.errors.name} autoFocus={profileFocus === "name"} />
        <PhoneField defaultValue={profile?.values.phone ?? user.phone} error={profile?.errors.phone} autoFocus={profileFocus === "phone"} />
        <SubmitButton>Save details</SubmitButton>
      </Form>

      <h2>Change password</h2>
      <Form ref={passwordForm} method="post" className="auth-form" noValidate>
        <input type="hidden" name="intent" value="password" />
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          error={password?.errors.current_password}
          autoFocus={passwordFocus === "current_password"}
        />
        <NewPasswordFields
          hint={`${PASSWORD_LENGTH_HINT} Other devices signed in to your account are signed out.`}
          errors={password?.errors}
          focus={passwordFocus}
        />
        <SubmitButton>Change password</SubmitButton>
      </Form>

      <h2>Passkeys</h2>
      <PasskeySection
        kind="customer"
        passkeys={passkeys}
        unavailable={passkeysUnavailable}
        removeResult={passkeyRemove ? { passkey: passkeyRemove.values.passkey ?? "", errors: passkeyRemove.errors } : undefined}
        formClassName="auth-form"
      />
    </section>
  );
}
