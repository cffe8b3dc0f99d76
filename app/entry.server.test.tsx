import crypto from "node:crypto";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import fc from "fast-check";
import { inlineScriptHashes, policyScriptHashes } from "../tests/helpers/csp";
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

/** A public page, whose scripts wait in a template until the page has loaded. */
const laterPage = {
  handle: { scripts: "after-load" },
  loader: () => json({ text: "Later" }),
  default: function LaterPage() {
    return <h1>{useLoaderData<{ text: string }>().text}</h1>;
  },
};

/** A page with a hole: its markup reaches the HTML unescaped, as a script injected into content would. */
let injected = "";
const holePage = {
  loader: () => json({ markup: injected }),
  default: function HolePage() {
    return <div dangerouslySetInnerHTML={{ __html: useLoaderData<{ markup: string }>().markup }} />;
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
    { id: "routes/_public.later", path: "later", module: laterPage },
    { id: "routes/_public.hole", path: "hole", module: holePage },
    { id: "routes/_public.write", path: "write", module: form },
    { id: "routes/admin.media", path: "admin/media", module: page },
    { id: "routes/_public.administrators", path: "administrators", module: page },
  ]);
});

function get(path: string, headers: Record<string, string> = {}) {
  return handle(new Request(`http://localhost${path}`, { headers }));
}

function hashOf(script: string): string {
  return `sha256-${crypto.createHash("sha256").update(script).digest("base64")}`;
}

/** The page's HTML, once its policy is shown to list exactly the hashes of its inline scripts, and no nonce. */
async function expectPolicyMatchesScripts(response: Response): Promise<string> {
  const policy = response.headers.get("Content-Security-Policy");
  const html = await response.text();
  expect(policyScriptHashes(policy)).toEqual(inlineScriptHashes(html));
  expect(policy).not.toContain("nonce");
  expect(html).not.toMatch(/\snonce=/i);
  expect(html).not.toContain("own-script-");
  return html;
}

describe("HTML documents", () => {
  beforeEach(() => {
    pageText = "Hello";
  });

  it("carry a Content-Security-Policy that allows their inline scripts by hash, and no nonce", async () => {
    const response = await get("/about");
    expect(response.status).toBe(200);
    const policy = response.headers.get("Content-Security-Policy")!;
    // The scroll restoration, the context hand-off and the route imports.
    expect(policyScriptHashes(policy)).toHaveLength(3);
    expect(policy.replace(/( 'sha256-[A-Za-z0-9+/]+=*')+;/, " HASHES;")).toBe(
      "default-src 'self'; " +
        "script-src 'self' HASHES; " +
        "style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https:; " +
        "media-src 'self' https:; " +
        "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    const html = await expectPolicyMatchesScripts(response);
    expect(html).toContain("<h1>Hello</h1>");
  });

  it("let admin pages, and only them, show blob: images (a chosen file's preview before upload)", async () => {
    const imgSrc = (policy: string | null) => policy?.split("; ").find((directive) => directive.startsWith("img-src"));
    expect(imgSrc((await get("/admin/media")).headers.get("Content-Security-Policy"))).toBe("img-src 'self' data: blob: https:");
    expect(imgSrc((await get("/about")).headers.get("Content-Security-Policy"))).toBe("img-src 'self' data: https:");
    expect(imgSrc((await get("/administrators")).headers.get("Content-Security-Policy"))).toBe("img-src 'self' data: https:");
  });

  it("allow the scripts a public page keeps in a template until it has loaded, and the one that starts them", async () => {
    const html = await expectPolicyMatchesScripts(await get("/later"));
    expect(html).toMatch(/<template id="page-scripts">[\s\S]*<script type="module"[\s\S]*<\/template><script>/);
    expect(inlineScriptHashes(html)).toHaveLength(4);
  });

  it("are served again from the render memo with the same policy, matching the same scripts", async () => {
    const first = await get("/about");
    const second = await get("/about");
    expect(second.headers.get("Content-Security-Policy")).toBe(first.headers.get("Content-Security-Policy"));
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(await expectPolicyMatchesScripts(second)).toBe(await expectPolicyMatchesScripts(first));

    pageText = "Changed";
    const changed = await get("/about");
    expect(changed.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    // The hand-off script holds the page's data: its hash follows the content.
    expect(changed.headers.get("Content-Security-Policy")).not.toBe(first.headers.get("Content-Security-Policy"));
    await expectPolicyMatchesScripts(changed);
  });

  it("refuse a script injected into the content, even one that copies the attributes of the page's own", async () => {
    injected = `<script>alert('Hello, world.');</script><script type="module" async="">alert(2)</script>`;
    const response = await get("/hole");
    const policy = response.headers.get("Content-Security-Policy");
    const html = await response.text();
    expect(html).toContain(injected);
    const allowed = policyScriptHashes(policy);
    // The hash any CSP implementation gives that script (it appears in MDN's own example).
    expect(hashOf("alert('Hello, world.');")).toBe("sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=");
    expect(allowed).not.toContain(hashOf("alert('Hello, world.');"));
    expect(allowed).not.toContain(hashOf("alert(2)"));
    expect(allowed).toEqual(inlineScriptHashes(html.replace(injected, "")));
  });

  it("refuse every script injected into the content, whatever its spelling or the mark it guesses", async () => {
    const pieces = fc.constantFrom(
      "<script>", "<SCRIPT>", '<script type="module">', '<script nonce="own-script-00">', '<script nonce="">', "<script\n>",
      "</script>", "</SCRIPT >", "alert(1)", "\r\n", "\r", "é", "<!--", "-->", "<p>", '"', "'", "own-script-",
    );
    await fc.assert(
      fc.asyncProperty(fc.array(pieces, { minLength: 1, maxLength: 12 }), fc.nat(), async (parts, salt) => {
        // A script the content carries, whatever surrounds it, and a unique page so the render memo is not asked.
        injected = `<i>${salt}</i>${parts.join("")}<script>alert(${salt})</script>`;
        const response = await get("/hole");
        const html = await response.text();
        const allowed = policyScriptHashes(response.headers.get("Content-Security-Policy"));
        expect(allowed).not.toContain(hashOf(`alert(${salt})`));
        // What the page's own scripts need, and nothing else.
        expect(allowed).toEqual(inlineScriptHashes(html.slice(html.lastIndexOf(`alert(${salt})</script>`))));
        expect(allowed).toHaveLength(3);
      }),
      { numRuns: 40 },
    );
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

  it("give a form's answer the hashes of its own scripts", async () => {
    const body = new URLSearchParams({ message: "Hello" });
    const answer = await handle(new Request("http://localhost/write", { method: "POST", body }));
    expect(answer.status).toBe(200);
    expect(await expectPolicyMatchesScripts(answer)).toContain("<h1>Sent</h1>");
    const page = await get("/write");
    expect(page.headers.get("Content-Security-Policy")).not.toBe(answer.headers.get("Content-Security-Policy"));
    await expectPolicyMatchesScripts(page);
  });

  it("render the 404 page with a matching policy too, and no ETag", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("ETag")).toBeNull();
    expect(await expectPolicyMatchesScripts(response)).toContain("Page not found");
  });
});
