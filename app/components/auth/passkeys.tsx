import { Form, useRevalidator } from "@remix-run/react";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
} from "@simplewebauthn/browser";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/admin/use-hydrated";
import { TextField } from "~/components/field";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { useSiteWords } from "~/components/public/words";
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyKind } from "~/schemas/passkey";
import { formatDateTime } from "~/utils/date-time-format";

/**
 * Passkeys in the browser (docs/passkeys.md): the "Sign in with a passkey" button and the
 * email field's autofill on the sign-in pages, and the list, add and remove on both account
 * pages. Adding and signing in need JavaScript (WebAuthn is a script API); until the page
 * has hydrated their buttons are disabled and say so, and the password forms work as ever.
 */


type JsonAnswer = { ok: boolean; status: number; data: Record<string, unknown> };

/** `unreachable`: what to say when no answer came at all, in the page's language. */
async function postJson(path: string, body: unknown, unreachable: string): Promise<JsonAnswer> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: response.ok, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: { message: unreachable } };
  }
}

function messageOf(answer: JsonAnswer, fallback: string): string {
  return typeof answer.data.message === "string" ? answer.data.message : fallback;
}

/** WebAuthn is there once the page runs; the server's HTML (and a page without JavaScript) says it is not yet. */
function usePasskeySupport(): { hydrated: boolean; supported: boolean } {
  const hydrated = useHydrated();
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  return { hydrated, supported };
}

function SupportNote({ id, hydrated, supported }: { id: string; hydrated: boolean; supported: boolean }) {
  const { say } = useSiteWords();
  if (hydrated && supported) return null;
  return (
    <p id={id} className="field-hint passkey-note">
      {say(hydrated ? "passkey.notSupported" : "passkey.needsJavaScript")}
    </p>
  );
}

export function PasskeySignIn({ kind, redirectTo }: { kind: PasskeyKind; redirectTo: string }) {
  const { hydrated, supported } = usePasskeySupport();
  const { say, locale } = useSiteWords();
  const notUsed = say("passkey.notUsed");
  const unreachable = say("passkey.error.unreachable");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const redirectRef = useRef(redirectTo);
  redirectRef.current = redirectTo;

  async function finish(response: AuthenticationResponseJSON): Promise<void> {
    const answer = await postJson("/passkeys/sign-in", { kind, locale, response, redirectTo: redirectRef.current }, unreachable);
    if (answer.ok && typeof answer.data.redirectTo === "string") {
      window.location.assign(answer.data.redirectTo);
      return;
    }
    setMessage(messageOf(answer, notUsed));
    setBusy(false);
  }

  // Conditional mediation: the browser offers its passkeys for this site in the email field's autofill.
  useEffect(() => {
    let stopped = false;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill())) return;
      const answer = await postJson("/passkeys/sign-in-options", { kind, locale }, unreachable);
      if (stopped || !answer.ok) return;
      let response: AuthenticationResponseJSON;
      try {
        response = await startAuthentication({ optionsJSON: answer.data.options as never, useBrowserAutofill: true });
      } catch {
        // Cancelled by the button's own request, or by leaving the page: nothing to tell.
        return;
      }
      setBusy(true);
      await finish(response);
    })();
    return () => {
      stopped = true;
      WebAuthnAbortService.cancelCeremony();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page and kind; finish reads the latest redirect through a ref.
  }, [kind]);

  async function onClick(): Promise<void> {
    setBusy(true);
    setMessage(null);
    const answer = await postJson("/passkeys/sign-in-options", { kind, locale }, unreachable);
    if (!answer.ok) {
      setMessage(messageOf(answer, notUsed));
      setBusy(false);
      return;
    }
    let response: AuthenticationResponseJSON;
    try {
      response = await startAuthentication({ optionsJSON: answer.data.options as never });
    } catch {
      setMessage(notUsed);
      setBusy(false);
      return;
    }
    await finish(response);
  }

  const noteId = "passkey-sign-in-note";
  const usable = hydrated && supported;
  return (
    <div className="passkey-sign-in">
      <button
        type="button"
        className="button-secondary"
        disabled={!usable || busy}
        aria-describedby={usable ? undefined : noteId}
        onClick={() => void onClick()}
      >
        {say("passkey.signIn")}
      </button>
      <SupportNote id={noteId} hydrated={hydrated} supported={supported} />
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string | Date;
  lastUsedAt: string | Date | null;
}

export interface PasskeyRemoveResult {
  passkey: string;
  errors: { password?: string; passkey?: string };
}

/** The account page's passkey section: its list, each with a remove form (password), and the add form. */
export function PasskeySection({
  kind,
  passkeys,
  unavailable,
  removeResult,
  formClassName,
}: {
  kind: PasskeyKind;
  passkeys: PasskeyRow[];
  /** Why this site offers no passkeys (SITE_URL missing or an IP address), or null. */
  unavailable: string | null;
  removeResult?: PasskeyRemoveResult;
  formClassName: string;
}) {
  const timeZone = useSiteTimeZone();
  // In the page's language: the customer's account may be German; the admin's is English.
  const { say } = useSiteWords();
  return (
    <>
      <p>{say("passkey.intro")}</p>
      {passkeys.length === 0 ? (
        <p>{say("passkey.none")}</p>
      ) : (
        <ul className="passkey-list">
          {passkeys.map((passkey) => {
            const result = removeResult?.passkey === passkey.id ? removeResult : undefined;
            return (
              <li key={passkey.id} className="passkey-item">
                <strong className="passkey-name">{passkey.name}</strong>
                <span className="passkey-dates">
                  {`${say("passkey.added")} ${formatDateTime(passkey.createdAt, timeZone)}; `}
                  {passkey.lastUsedAt ? `${say("passkey.lastUsed")} ${formatDateTime(passkey.lastUsedAt, timeZone)}` : say("passkey.notUsedYet")}
                </span>
                <details open={Boolean(result)}>
                  <summary>
                    {`${say("passkey.removeSummary")} `}
                    {passkey.name}
                  </summary>
                  <Form method="post" className={formClassName} noValidate>
                    <input type="hidden" name="intent" value="passkey-remove" />
                    <input type="hidden" name="passkey" value={passkey.id} />
                    {result?.errors.passkey ? (
                      <p className="form-error" role="alert">
                        {result.errors.passkey}
                      </p>
                    ) : null}
                    <TextField
                      label={say("passkey.yourPassword")}
                      name="password"
                      type="password"
                      autoComplete="current-password"
                      idPrefix={`passkey-${passkey.id.slice(0, 16)}`}
                      hint={say("passkey.removeHint")}
                      error={result?.errors.password}
                    />
                    <button type="submit" className="button">
                      {say("passkey.remove")}
                    </button>
                  </Form>
                </details>
              </li>
            );
          })}
        </ul>
      )}
      {/* The reason names a setting: the admin can act on it, a customer cannot. */}
      {!unavailable ? <AddPasskey kind={kind} formClassName={formClassName} /> : kind === "admin" ? <p className="field-hint passkey-unavailable">{unavailable}</p> : null}
    </>
  );
}

function AddPasskey({ kind, formClassName }: { kind: PasskeyKind; formClassName: string }) {
  const { hydrated, supported } = usePasskeySupport();
  const { say, locale } = useSiteWords();
  const notAdded = say("passkey.error.notAdded");
  const unreachable = say("passkey.error.unreachable");
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get("passkey_name") ?? "").trim();
    setNameError(undefined);
    setMessage(null);
    if (!name) {
      setNameError(say("passkey.error.nameRequired"));
      return;
    }
    setBusy(true);
    try {
      const options = await postJson("/passkeys/registration-options", { kind, locale, name }, unreachable);
      if (!options.ok) {
        const errors = (options.data.errors ?? {}) as Record<string, string>;
        if (errors.name) setNameError(errors.name);
        else setMessage({ text: messageOf(options, notAdded), error: true });
        return;
      }
      let response;
      try {
        response = await startRegistration({ optionsJSON: options.data.options as never });
      } catch {
        setMessage({ text: say("passkey.error.cancelled"), error: true });
        return;
      }
      const added = await postJson("/passkeys/register", { kind, locale, name, response }, unreachable);
      if (!added.ok) {
        setMessage({ text: messageOf(added, notAdded), error: true });
        return;
      }
      form.reset();
      setMessage({ text: messageOf(added, name), error: false });
      revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  const usable = hydrated && supported;
  return (
    <form className={`${formClassName} passkey-add`} noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label={say("passkey.newName")}
        name="passkey_name"
        autoComplete="off"
        required
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        hint={say("passkey.newNameHint")}
        error={nameError}
      />
      <button type="submit" className="button" disabled={!usable || busy} aria-describedby={usable ? undefined : "passkey-add-note"}>
        {say("passkey.add")}
      </button>
      <SupportNote id="passkey-add-note" hydrated={hydrated} supported={supported} />
      {message ? (
        <p className={message.error ? "form-error" : "form-notice"} role={message.error ? "alert" : "status"}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
