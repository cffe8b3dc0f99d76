import { sql } from "kysely";
import { db } from "~/db/db.server";
import { createTestUser, sessionCookieFor } from "./auth";

/**
 * Helpers for the admin content route tests: a signed-in admin's cookie,
 * requests that carry it (POSTs from the site's own origin, as a browser sends
 * them), and the checks every admin route repeats.
 */

const HOST = "localhost";
const ORIGIN = `http://${HOST}`;

export const context = { clientIp: "127.0.0.1" };

export async function signInAdmin(): Promise<{ admin: { id: number; email: string }; cookie: string }> {
  const admin = await createTestUser("admin");
  return { admin, cookie: await sessionCookieFor(admin.id, "admin") };
}

export async function customerCookie(): Promise<string> {
  const customer = await createTestUser("customer");
  return sessionCookieFor(customer.id, "customer");
}

export function adminGet(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

type Fields = Record<string, string> | Array<[string, string]>;

/** A urlencoded form post, as a browser without JavaScript sends it. */
export function adminPost(path: string, fields: Fields, cookie?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Host: HOST };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

/** A multipart form post (uploads). */
export function adminMultipart(path: string, form: FormData, cookie?: string): Request {
  const headers: Record<string, string> = { Origin: ORIGIN, Host: HOST };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: form });
}

/** What a loader or action answered, whether it returned or threw a Response. */
export async function settle(work: Promise<unknown> | unknown): Promise<Response> {
  try {
    const result = await work;
    if (result instanceof Response) return result;
    throw new Error(`Expected a Response, got ${JSON.stringify(result)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** Asserts the redirect to the admin sign-in page that a guard throws. */
function expectLoginRedirect(response: Response, path: string): void {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/admin/login?${new URLSearchParams({ redirectTo: path })}`);
}

/**
 * Runs `call` anonymously and as a signed-in customer, and asserts both are
 * sent to the admin sign-in page.
 */
export async function expectAdminOnly(path: string, call: (cookie: string | undefined) => unknown): Promise<void> {
  expectLoginRedirect(await settle(call(undefined)), path);
  expectLoginRedirect(await settle(call(await customerCookie())), path);
}

/** The toast a redirect carries in its flash cookie, decoded. */
export async function toastOf(response: Response): Promise<{ type: string; message: string; link?: { href: string; label: string } } | null> {
  const { readToast } = await import("~/services/toast.server");
  const setCookie = response.headers.getSetCookie().find((header) => header.startsWith("__toast="));
  if (!setCookie) return null;
  const { toast } = await readToast(new Request(ORIGIN, { headers: { Cookie: setCookie.split(";")[0] } }));
  if (!toast) return null;
  return toast.link ? { type: toast.type, message: toast.message, link: toast.link } : { type: toast.type, message: toast.message };
}

export async function latestAudit(entity: string) {
  return db()
    .selectFrom("audit_event")
    .selectAll()
    .where("entity", "=", entity)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/**
 * Makes every insert into and update of `table` fail inside the database, as
 * a full disk or a lost connection would fail a save; the returned function
 * undoes it.
 */
export async function failWritesTo(table: "news" | "solution" | "home_slide" | "hero_content" | "setting"): Promise<() => Promise<void>> {
  const name = `test_fail_writes_${table}`;
  await sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the ${table} write failed'; END $$`).execute(db());
  await sql.raw(`CREATE TRIGGER ${name} BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`).execute(db());
  return async () => {
    await sql.raw(`DROP TRIGGER ${name} ON ${table}`).execute(db());
    await sql.raw(`DROP FUNCTION ${name}()`).execute(db());
  };
}
