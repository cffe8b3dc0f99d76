import fs from "node:fs";
import path from "node:path";
import { describe } from "vitest";
import { queryDatabase } from "../helpers/process";

/**
 * What the fault tests share: talking to a running instance as a client would,
 * and checking that the uploads folder and the media table agree.
 */

/**
 * These files run under vitest.faults.config.ts only (it sets FAULT_SUITE): they
 * restart PostgreSQL and start real processes, which the unit-test run must not
 * do while other engineers' tests share the cluster.
 */
export const describeFaults = describe.runIf(process.env.FAULT_SUITE === "1");

export const CUSTOMER_PASSWORD = "customer password 123";

/** POST JSON; `ip` becomes X-Forwarded-For (honoured when TRUST_PROXY is on). */
export async function postJson(
  baseUrl: string,
  pathname: string,
  body: unknown,
  options: { token?: string; ip?: string; cookie?: string; timeoutMs?: number } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.ip) headers["X-Forwarded-For"] = options.ip;
  if (options.cookie) headers.Cookie = options.cookie;
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
}

/** Registers a customer through the API; returns its bearer token. */
export async function registerCustomer(
  baseUrl: string,
  input: { email: string; name?: string; ip?: string },
): Promise<string> {
  const response = await postJson(
    baseUrl,
    "/api/customer/register",
    {
      name: input.name ?? "Load Customer",
      email: input.email,
      password: CUSTOMER_PASSWORD,
      password_confirmation: CUSTOMER_PASSWORD,
    },
    { ip: input.ip },
  );
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { token: string } };
  return data.token;
}

/** "name=value" pairs of a response's Set-Cookie headers, as a Cookie header. */
function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Signs in through a sign-in form (no JavaScript, as a browser posts it); returns the session cookie. */
export async function signInWithForm(
  baseUrl: string,
  input: { email: string; password: string; admin?: boolean },
): Promise<string> {
  const response = await fetch(`${baseUrl}${input.admin ? "/admin/login" : "/login"}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email: input.email, password: input.password, redirectTo: "" }),
    redirect: "manual",
  });
  const cookie = cookieHeader(response);
  if (response.status !== 302 || !cookie) {
    throw new Error(`sign-in answered ${response.status} without a session: ${await response.text()}`);
  }
  return cookie;
}

/** Every file under `DATA_DIR/uploads`, as storage keys (`2026/11/abc.jpg`). */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every file the media table says should exist: originals and their WebP variants. */
export async function expectedFiles(databaseUrl: string): Promise<string[]> {
  const rows = await queryDatabase<{ storage_key: string; variants: unknown }>(
    databaseUrl,
    "SELECT storage_key, variants FROM media",
  );
  return rows
    .flatMap((row) => {
      const widths = Array.isArray(row.variants)
        ? (row.variants as unknown[]).map((entry) => (typeof entry === "number" ? entry : (entry as { width: number }).width))
        : [];
      const stem = row.storage_key.replace(/\.[a-z0-9]+$/i, "");
      return [row.storage_key, ...widths.map((width) => `${stem}-w${width}.webp`)];
    })
    .sort();
}
