import { cookiePair } from "../../tests/helpers/auth";
import { readToast, redirectWithToast, toastCookieHeader } from "./toast.server";

function requestWith(cookie: string) {
  return new Request("http://localhost/admin/services", { headers: { Cookie: cookie } });
}

describe("flash toasts", () => {
  it("a redirect carries the toast in a signed cookie that the next page reads once", async () => {
    const response = await redirectWithToast("/admin/services", { type: "success", message: "Solution saved" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/services");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__toast=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const { toast, setCookie: clear } = await readToast(requestWith(cookiePair(setCookie)));
    expect(toast).toMatchObject({ type: "success", message: "Solution saved" });
    expect(toast?.id).toMatch(/^[0-9a-f]{16}$/);
    // The answer clears the cookie, so a reload shows nothing.
    expect(clear).toMatch(/^__toast=;/);
    expect(clear).toMatch(/Max-Age=0/i);
  });

  it("carries a link to a page of this site, and never one to another host", async () => {
    const read = async (href: string) => {
      const setCookie = await toastCookieHeader({ type: "success", message: "News article saved", link: { href, label: "View on site" } });
      return (await readToast(requestWith(cookiePair(setCookie)))).toast;
    };
    expect((await read("/news-details/harbour"))?.link).toEqual({ href: "/news-details/harbour", label: "View on site" });
    for (const foreign of ["//evil.example/x", "/\\evil.example", "https://evil.example/"]) {
      const toast = await read(foreign);
      expect(toast?.message).toBe("News article saved");
      expect(toast?.link).toBeUndefined();
    }
  });

  it("keeps other headers and the status given", async () => {
    const response = await redirectWithToast(
      "/admin/login",
      { type: "error", message: "Signed out" },
      { status: 303, headers: { "Set-Cookie": "__admin=; Max-Age=0; Path=/" } },
    );
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^__admin=/);
    expect(cookies[1]).toMatch(/^__toast=/);
  });

  it("a request without the cookie has no toast and sets no cookie", async () => {
    expect(await readToast(requestWith("__admin=abc"))).toEqual({ toast: null, setCookie: null });
    expect(await readToast(new Request("http://localhost/"))).toEqual({ toast: null, setCookie: null });
  });

  it("a forged or tampered cookie shows nothing, and is cleared", async () => {
    const genuine = cookiePair(await toastCookieHeader({ type: "success", message: "Saved" }));
    const [name, value] = [genuine.slice(0, genuine.indexOf("=")), genuine.slice(genuine.indexOf("=") + 1)];
    const unsigned = Buffer.from(JSON.stringify({ id: "x", type: "error", message: "Forged" })).toString("base64");
    for (const cookie of [`${name}=${unsigned}`, `${name}=${value.slice(0, -3)}abc`, `${name}=garbage`]) {
      const { toast, setCookie } = await readToast(requestWith(cookie));
      expect(toast).toBeNull();
      expect(setCookie).toMatch(/Max-Age=0/i);
    }
  });

  it("cuts a runaway message so the cookie stays small", async () => {
    const header = await toastCookieHeader({ type: "error", message: "x".repeat(5000) });
    expect(header.length).toBeLessThan(1200);
    const { toast } = await readToast(requestWith(cookiePair(header)));
    expect(toast?.message).toHaveLength(500);
  });
});
