import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { remixHandler } from "../tests/helpers/remix-build";

/** A page whose content the test controls. */
let pageText = "Hello";
const page = {
  loader: () => json({ text: pageText }),
  default: function Page() {
    const { text } = useLoaderData<{ text: string }>();
    return <h1>{text}</h1>;
  },
};

/** A form, whose answer its data alone does not describe. */
const form = {
  loader: () => json({ text: "Write to us" }),
  action: () => json({ sent: true }),
  default: function Form() {
    const sent = useActionData<{ sent: boolean }>()?.sent;
    return <h1>{sent ? "Sent" : "Write to us"}</h1>;
  },
};

let handle: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await remixHandler([
    { id: "routes/_public.about", path: "about", module: page },
    { id: "routes/_public.write", path: "write", module: form },
  ]);
});

async function expectEveryScriptCarriesTheNonce(response: Response): Promise<string> {
  const nonce = nonceOf(response.headers.get("Content-Security-Policy"));
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThanOrEqual(2);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(html).not.toContain("csp-nonce-");
  return html;
}

function get(path: string, headers: Record<string, string> = {}) {
  return handle(new Request(`http://localhost${path}`, { headers }));
}

function nonceOf(csp: string | null): string {
  const match = csp?.match(/'nonce-([^']+)'/);
  if (!match) throw new Error(`no nonce in ${csp}`);
  return match[1];
}

describe("HTML documents", () => {
  beforeEach(() => {
    pageText = "Hello";
  });

  it("carry the Content-Security-Policy with a nonce that every inline script carries", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    const csp = response.headers.get("Content-Security-Policy");
    const nonce = nonceOf(csp);
    expect(csp).toBe(
      "default-src 'self'; " +
        `script-src 'self' 'nonce-${nonce}'; ` +
        "style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https:; " +
        "media-src 'self' https:; " +
        "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);

    const html = await response.text();
    expect(html).toContain("<h1>Hello</h1>");
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // The context hand-off, the route imports and the scroll restoration.
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toContain("csp-nonce-");
  });

  it("get the same nonce, CSP and ETag for the same content, and different ones when it changes", async () => {
    const first = await get("/about");
    const second = await get("/about");
    expect(second.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(await second.text()).toBe(await first.text());

    pageText = "Changed";
    const changed = await get("/about");
    expect(nonceOf(changed.headers.get("Content-Security-Policy"))).not.toBe(
      nonceOf(first.headers.get("Content-Security-Policy")),
    );
    expect(changed.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
  });

  it("answer 304 without a body when If-None-Match names the current ETag", async () => {
    const first = await get("/about");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await get("/about", { "If-None-Match": `W/${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    pageText = "Changed";
    expect((await get("/about", { "If-None-Match": etag })).status).toBe(200);
  });

  it("give a form's answer a nonce of its own, from its HTML, in every script", async () => {
    const body = new URLSearchParams({ message: "Hello" });
    const answer = await handle(new Request("http://localhost/write", { method: "POST", body }));
    expect(answer.status).toBe(200);
    expect(await expectEveryScriptCarriesTheNonce(answer)).toContain("<h1>Sent</h1>");
    const again = await handle(new Request("http://localhost/write", { method: "POST", body }));
    expect(nonceOf(again.headers.get("Content-Security-Policy"))).toBe(nonceOf(answer.headers.get("Content-Security-Policy")));
    const page = await get("/write");
    expect(nonceOf(page.headers.get("Content-Security-Policy"))).not.toBe(nonceOf(answer.headers.get("Content-Security-Policy")));
  });

  it("render the 404 page with a CSP too, and no ETag", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'self' 'nonce-");
    expect(response.headers.get("ETag")).toBeNull();
    expect(await response.text()).toContain("Page not found");
  });
});
