import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import {
  APP_ADMIN, createPostgresDatabase, ensureBuild, startApp, type AppProcess, type PostgresDatabase,
} from "../helpers/process";

/**
 * One production instance of the built site for the tests that must see what
 * only the whole server does: the guards in front of Remix, the headers on
 * every answer, the cookies. It runs on PGlite, or on a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set.
 */

export interface TestServer {
  app: AppProcess;
  stop: () => Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-server-"));
  let database: PostgresDatabase | undefined;
  if (process.env.TEST_DATABASE_URL) database = await createPostgresDatabase("server", process.env.TEST_DATABASE_URL);
  const app = await startApp({ dataDir, databaseUrl: database?.url, env: { SEED_DEMO: "true", ...env } });
  return {
    app,
    stop: async () => {
      await app.stop();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request exactly as given: any method, any Host, any bytes in the path
 * (fetch would normalise or refuse all three).
 */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number },
): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? "GET",
        path: options.path,
        // Node's client sends a DELETE's body without a length unless told it.
        headers: {
          Host: url.host,
          ...(options.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 20_000,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${options.method ?? "GET"} ${options.path} timed out`)));
    request.on("error", reject);
    request.end(options.body);
  });
}

/** "name=value" pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieHeader(setCookie: string[] | undefined): string {
  return (setCookie ?? []).map((header) => header.split(";")[0]).filter((pair) => !pair.endsWith("=")).join("; ");
}

/** Signs the seeded admin in through the sign-in form; returns the session cookie. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const response = await rawRequest(baseUrl, {
    method: "POST",
    path: "/admin/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: new URLSearchParams({ email: APP_ADMIN.email, password: APP_ADMIN.password, redirectTo: "" }).toString(),
  });
  const cookie = cookieHeader(response.headers["set-cookie"]);
  if (response.status !== 302 || !cookie) throw new Error(`admin sign-in answered ${response.status}`);
  return cookie;
}

/** A bearer token for the seeded admin. */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await rawRequest(baseUrl, {
    method: "POST",
    path: "/api/admin/login",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(APP_ADMIN),
  });
  if (response.status !== 200) throw new Error(`API sign-in answered ${response.status}: ${response.body}`);
  return (JSON.parse(response.body) as { data: { token: string } }).data.token;
}
