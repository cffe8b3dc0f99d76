import type { ActionFunctionArgs } from "@remix-run/node";
import { context } from "./auth";

/**
 * Requests for /api route tests: JSON, multipart or urlencoded bodies, a bearer
 * token or cookies, and the loader/action arguments Remix would pass.
 */

export const ORIGIN = "http://localhost";

export interface ApiRequestOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string>;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export function apiRequest(path: string, options: ApiRequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(options.multipart)) form.append(name, value);
    body = form;
  }
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("Cookie", options.cookie);
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  return new Request(`${ORIGIN}${path}`, { method, headers, body });
}

/** What Remix passes a loader or action (from 127.0.0.1 unless `ip` says otherwise). */
export function args(request: Request, params: Record<string, string> = {}, ip?: string): ActionFunctionArgs {
  return { request, params, context: ip ? { clientIp: ip } : context };
}

let ipCounter = 0;
/** A client address no other test of the file has used, so rate limits start from zero. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 256)}.${ipCounter % 256}`;
}

export async function body(response: Response): Promise<any> {
  return JSON.parse(await response.text());
}
