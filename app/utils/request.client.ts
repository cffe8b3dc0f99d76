import toast from "react-hot-toast";

/**
 * The browser's side of the JSON API, for the admin's JavaScript enhancements
 * (media picker, async selects). The admin is signed in by its session cookie,
 * so requests go same-origin with credentials, and writes carry the
 * XSRF-TOKEN cookie back in X-XSRF-TOKEN (the API answers 419 otherwise,
 * PRODUCT §9). A failure shows the error toast the seed's helper showed and
 * resolves to undefined, so callers only handle success.
 */

export const API_ERROR_FALLBACK = "An error occurred";

/** The seed's error toast: closes after 2000 ms, dark theme. */
export const ERROR_TOAST_OPTIONS = {
  duration: 2000,
  style: { background: "#333", color: "#fff" },
} as const;

const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequestConfig {
  /** A site path such as "/api/admin/media", or an absolute URL. */
  url: string;
  method?: ApiMethod;
  /** Query parameters; undefined and null ones are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** FormData goes as multipart (uploads); anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The API's error body (Laravel's shape): a message and, for 422, field errors. */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

export type ApiOutcome<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiErrorBody; aborted: boolean };

/** A cookie's value as scripts see it, decoded; undefined when absent. */
export function readCookie(name: string, cookies: string = globalThis.document?.cookie ?? ""): string | undefined {
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

function requestUrl(config: ApiRequestConfig): string {
  // Relative paths resolve against the page; outside a browser (tests) against localhost.
  const url = new URL(config.url, globalThis.location?.href ?? "http://localhost/");
  for (const [name, value] of Object.entries(config.params ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

function requestInit(config: ApiRequestConfig): RequestInit {
  const method = config.method ?? "GET";
  const headers = new Headers({ Accept: "application/json", ...config.headers });
  let body: BodyInit | undefined;
  if (config.data instanceof FormData) {
    // The browser writes the multipart boundary into Content-Type itself.
    body = config.data;
  } else if (config.data !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(config.data);
  }
  if (method !== "GET") {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  return { method, headers, body, credentials: "same-origin", signal: config.signal };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorBodyOf(value: unknown): ApiErrorBody {
  if (typeof value !== "object" || value === null) return {};
  const { message, errors } = value as Record<string, unknown>;
  return {
    message: typeof message === "string" && message ? message : undefined,
    errors: typeof errors === "object" && errors !== null ? (errors as Record<string, string[]>) : undefined,
  };
}

/**
 * Sends the request and reports what came back; never throws. A success
 * without a body (204) has `data: null`. A network failure is status 0.
 */
export async function sendApiRequest<T = unknown>(config: ApiRequestConfig): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(requestUrl(config), requestInit(config));
  } catch {
    return { ok: false, status: 0, error: {}, aborted: config.signal?.aborted ?? false };
  }
  const body = await readJson(response).catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T };
  return { ok: false, status: response.status, error: errorBodyOf(body), aborted: false };
}

/** The error toast: the response's message, else "An error occurred". */
export function showApiError(error: ApiErrorBody): void {
  toast.error(error.message ?? API_ERROR_FALLBACK, ERROR_TOAST_OPTIONS);
}

/**
 * The seed helper's contract: the answer's body (null for 204) on success; on
 * failure the error toast and undefined. A request the caller aborted (a
 * superseded search) fails quietly.
 */
export async function apiRequest<T = unknown>(config: ApiRequestConfig): Promise<T | undefined> {
  const outcome = await sendApiRequest<T>(config);
  if (outcome.ok) return outcome.data;
  if (!outcome.aborted) showApiError(outcome.error);
  return undefined;
}
