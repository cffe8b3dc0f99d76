import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { PASSWORD_LENGTH_HINT } from "~/components/auth/account-fields";
import { PasskeySection } from "~/components/auth/passkeys";
import { TextField } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { clientIp } from "~/load-context";
import { accountAction, accountLoader, type AccountActionData } from "~/routes/__admin-account.server";
import { adminHeaders } from "~/routes/__admin-screen.server";
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "~/schemas/user";
import { requireStaff } from "~/services/auth/auth.server";
import contentStyles from "~/styles/admin-content.css";
import passkeyStyles from "~/styles/passkeys.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: passkeyStyles },
];
export const meta: MetaFunction = () => [{ title: "My Account · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  return accountLoader(await requireStaff(request, "account"));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, "account");
  return accountAction(request, staff, clientIp(context));
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Result = AccountActionData | undefined;

function resultOf(result: unknown, intent: AccountActionData["intent"]): Result {
  const data = result as AccountActionData | undefined;
  return data?.intent === intent ? data : undefined;
}

function NameForm({ name, result }: { name: string; result: Result }) {
  return (
    <Form method="post" className="admin-form" noValidate>
      <input type="hidden" name="intent" value="name" />
      <TextField label="Name" name="name" autoComplete="name" required maxLength={NAME_MAX_LENGTH} defaultValue={result?.values.name ?? name} error={result?.errors.name} />
      <div className="form-actions">
        <button type="submit" className="button button-secondary">Save name</button>
      </div>
    </Form>
  );
}

function PasswordForm({ result }: { result: Result }) {
  return (
    <Form method="post" className="admin-form" noValidate>
      <input type="hidden" name="intent" value="password" />
      <TextField label="Current password" name="current_password" type="password" autoComplete="current-password" required error={result?.errors.current_password} />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`${PASSWORD_LENGTH_HINT} Your other sessions and API tokens are signed out.`}
        error={result?.errors.password}
      />
      <TextField label="Confirm new password" name="password_confirmation" type="password" autoComplete="new-password" required error={result?.errors.password_confirmation} />
      <div className="form-actions">
        <button type="submit" className="button button-secondary">Change password</button>
      </div>
    </Form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="recovery-codes" role="status">
      <p>
        <strong>Two-factor sign-in is on.</strong> Save these recovery codes somewhere safe now: each one signs you in once
        when you cannot use your app, and they will not be shown again.
      </p>
      <ol className="recovery-code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <Link to="/admin/account">I have saved them</Link>
      </p>
    </div>
  );
}

function TwoFactorSection({ twoFactor, result, offResult }: { twoFactor: Data["twoFactor"]; result: Result; offResult: Result }) {
  const timeZone = useSiteTimeZone();
  if (result?.recoveryCodes) return <RecoveryCodes codes={result.recoveryCodes} />;
  if (twoFactor.state === "on") {
    return (
      <>
        <p>{`Two-factor sign-in is on since ${formatDateTime(twoFactor.since, timeZone)}. ${twoFactor.recoveryCodesLeft} of 10 recovery codes are unused.`}</p>
        <details open={Boolean(offResult)}>
          <summary>Turn two-factor sign-in off</summary>
          <Form method="post" className="admin-form" noValidate>
            <input type="hidden" name="intent" value="two-factor-off" />
            <TextField label="Your password" name="password" type="password" autoComplete="current-password" idPrefix="off" error={offResult?.errors.password} />
            <TextField label="Or a code from your app, or a recovery code" name="code" autoComplete="one-time-code" idPrefix="off" maxLength={64} />
            <div className="form-actions">
              <button type="submit" className="button button-secondary">Turn off</button>
            </div>
          </Form>
        </details>
      </>
    );
  }
  if (twoFactor.state === "pending") {
    return (
      <>
        <ol>
          <li>Scan this QR code with an authenticator app (or type the key below into it).</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        {/* Drawn on the server: an SVG of our own making, nothing from the visitor. */}
        <div className="totp-qr" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: twoFactor.qrSvg }} />
        <p>
          Key: <code className="totp-secret">{twoFactor.secret}</code>
        </p>
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="two-factor-confirm" />
          <TextField
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={64}
            idPrefix="setup"
            error={result?.errors.code}
          />
          <div className="form-actions">
            <button type="submit" className="button">Turn on two-factor</button>
          </div>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="two-factor-cancel" />
          <button type="submit" className="button button-small button-secondary">Cancel setup</button>
        </Form>
      </>
    );
  }
  return (
    <>
      <p>Two-factor sign-in is off. With it on, signing in also asks for a code from an authenticator app on your phone.</p>
      <Form method="post">
        <input type="hidden" name="intent" value="two-factor-start" />
        <button type="submit" className="button button-secondary">Set up two-factor sign-in</button>
      </Form>
    </>
  );
}

function SessionsSection({ sessions, result }: { sessions: Data["sessions"]; result: Result }) {
  const timeZone = useSiteTimeZone();
  return (
    <>
      <FormAlert message={result?.errors.session} result={result} />
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Browser</th>
              <th scope="col">Address</th>
              <th scope="col">Last seen</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id}>
                <td data-label="Browser">
                  {session.browser}
                  {session.current ? <strong className="session-current"> (this session)</strong> : null}
                </td>
                <td data-label="Address">{session.ip ?? <span className="muted">unknown</span>}</td>
                <td data-label="Last seen">{formatDateTime(session.lastSeenAt, timeZone)}</td>
                <td className="row-actions-cell">
                  {session.current ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="session" />
                      <input type="hidden" name="session" value={session.id} />
                      <button type="submit" className="button button-small button-secondary" aria-label={`Sign out ${session.browser}, last seen ${formatDateTime(session.lastSeenAt, timeZone)}`}>
                        Sign out
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Always offered: API tokens are signed in elsewhere too, and have no row here. */}
      <Form method="post" className="form-actions sessions-others">
        <input type="hidden" name="intent" value="sessions-others" />
        <button type="submit" className="button button-secondary" aria-describedby="sessions-others-hint">Sign out everywhere else</button>
        <span id="sessions-others-hint" className="field-hint">Ends every other session and every API token of your account.</span>
      </Form>
    </>
  );
}

export default function AccountPage() {
  const { user, twoFactorRequired, twoFactor, passkeys, passkeysUnavailable, sessions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const removeResult = resultOf(result, "passkey-remove");
  return (
    <>
      <div className="admin-page-header">
        <h1>My Account</h1>
      </div>
      {twoFactorRequired ? (
        <p className="form-alert" role="alert">
          This site requires two-factor sign-in. Set it up below, add a passkey, or sign in again with one of your passkeys to use the rest of the admin.
        </p>
      ) : null}
      <p className="admin-page-intro">
        Signed in as <strong>{user.email}</strong> ({user.role}).
      </p>

      <section aria-labelledby="account-name-heading" className="admin-section account-section">
        <h2 id="account-name-heading">Name</h2>
        <NameForm name={user.name} result={resultOf(result, "name")} />
      </section>

      <section aria-labelledby="account-password-heading" className="admin-section account-section">
        <h2 id="account-password-heading">Password</h2>
        <PasswordForm result={resultOf(result, "password")} />
      </section>

      <section aria-labelledby="two-factor" className="admin-section account-section">
        <h2 id="two-factor">Two-factor sign-in</h2>
        <TwoFactorSection twoFactor={twoFactor} result={resultOf(result, "two-factor-confirm")} offResult={resultOf(result, "two-factor-off")} />
      </section>

      <section aria-labelledby="passkeys" className="admin-section account-section">
        <h2 id="passkeys">Passkeys</h2>
        <PasskeySection
          kind="admin"
          passkeys={passkeys}
          unavailable={passkeysUnavailable}
          removeResult={removeResult ? { passkey: removeResult.values.passkey ?? "", errors: removeResult.errors } : undefined}
          formClassName="admin-form"
        />
      </section>

      <section aria-labelledby="account-sessions-heading" className="admin-section account-section">
        <h2 id="account-sessions-heading">Active sessions</h2>
        <SessionsSection sessions={sessions} result={resultOf(result, "session")} />
      </section>
    </>
  );
}
