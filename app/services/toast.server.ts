import crypto from "node:crypto";
import { createCookie, redirect, type Cookie } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/env.server";
import { sessionSecret } from "./auth/session.server";

type ToastType = "success" | "error";

export interface ToastInput {
  type: ToastType;
  message: string;
  link?: { href: string; label: string };
}

/** `id` keeps one toast from showing twice. */
export interface Toast extends ToastInput {
  id: string;
}

const TOAST_COOKIE_NAME = "__toast";
// The cookie must stay well under 4 KB.
const MAX_MESSAGE_LENGTH = 500;
// A path of this site, never another host ("//host", "/\\host").
const SITE_PATH = /^\/(?![/\\])/;

const toastSchema = z.object({
  id: z.string().max(64),
  type: z.enum(["success", "error"]),
  message: z.string().max(MAX_MESSAGE_LENGTH),
  link: z
    .object({ href: z.string().max(300).regex(SITE_PATH), label: z.string().max(60) })
    .optional(),
});

const cookies = new Map<string, Cookie>();

function toastCookie(): Cookie {
  const secret = sessionSecret();
  const production = env().NODE_ENV === "production";
  const key = `${secret}:${production}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(TOAST_COOKIE_NAME, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: production,
      secrets: [secret],
      maxAge: 60,
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

export async function toastCookieHeader(toast: ToastInput): Promise<string> {
  const value: Toast = {
    id: crypto.randomBytes(8).toString("hex"),
    type: toast.type,
    message: toast.message.slice(0, MAX_MESSAGE_LENGTH),
    ...(toast.link && SITE_PATH.test(toast.link.href) ? { link: toast.link } : {}),
  };
  return toastCookie().serialize(value);
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(url, { ...init, headers });
}

/** setCookie is null without a toast, so such pages set no cookie and stay cacheable. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; setCookie: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${TOAST_COOKIE_NAME}=`)) return { toast: null, setCookie: null };
  const cookie = toastCookie();
  const parsed = toastSchema.safeParse(await cookie.parse(header));
  const setCookie = await cookie.serialize("", { maxAge: 0 });
  return { toast: parsed.success ? parsed.data : null, setCookie };
}
