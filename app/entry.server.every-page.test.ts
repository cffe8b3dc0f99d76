import { toastCookieHeader } from "~/services/toast.server";
import * as createBlog from "~/routes/admin.create-blog";
import * as setting from "~/routes/admin.setting";
import { adminGet, adminPost, signInAdmin } from "../tests/helpers/admin-content";
import { adminScreens } from "../tests/helpers/admin-render";
import { cookiePair } from "../tests/helpers/auth";
import { inlineScriptHashes, policyScriptHashes } from "../tests/helpers/csp";
import { publicSiteHandler, seedDemo } from "../tests/helpers/public-site";

/**
 * Every kind of document the site renders, walked: each page the sitemap
 * lists, the pages it does not (search, sign-in, a 404, a form's answer), and
 * admin screens with the editor and a toast. Each must allow exactly its own
 * inline scripts by hash, and carry no nonce anywhere.
 */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

async function expectOwnScriptsAllowed(name: string, response: Response): Promise<void> {
  expect(response.status, name).toBeLessThan(500);
  const policy = response.headers.get("Content-Security-Policy");
  const html = await response.text();
  const scripts = inlineScriptHashes(html);
  // The public frame's own script, or Remix's: the scroll restoration, the context hand-off and the route imports.
  expect(scripts.length, name).toBeGreaterThanOrEqual(name.startsWith("/admin") ? 3 : 1);
  expect(policyScriptHashes(policy), name).toEqual(scripts);
  expect(policy, name).not.toContain("nonce");
  expect(html, name).not.toMatch(/\snonce=/i);
}

it("allows exactly its own scripts on every public page, served fresh and again", async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  expect(listed.length).toBeGreaterThanOrEqual(5);
  const others = ["/", "/news", "/contact-us", "/news?page=2", "/search?q=cloud", "/login", "/register", "/no-such-page", "/solutions/no-such-solution"];
  for (const path of [...new Set([...listed, ...others])]) {
    await expectOwnScriptsAllowed(path, await get(path));
    await expectOwnScriptsAllowed(`${path} again`, await get(path));
  }
  await expectOwnScriptsAllowed("/contact-us refused", await get("/contact-us", { form: { name: "", email: "", message: "" } }));
});

it("ships React to the public pages that need it only: signing in and the account, for passkeys", async () => {
  const sitemap = await (await get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  for (const path of [...listed, "/search?q=cloud", "/register", "/no-such-page", "/news?page=2"]) {
    const html = await (await get(path)).text();
    expect(html, path).not.toContain("/build/entry.client");
    expect(html, path).not.toContain("__remixContext");
    // The frame's own script: menus, the video player, Copy link and the slider.
    expect(html, path).toContain("site-header details[open]");
  }
  const signIn = await (await get("/login")).text();
  expect(signIn).toMatch(/<template id="page-scripts">[\s\S]*\/build\/entry\.client/);
});

it("allows exactly its own scripts on admin screens, with the editor and with a toast", async () => {
  const handle = await adminScreens([
    { file: "admin.create-blog", path: "create-blog", module: createBlog },
    { file: "admin.setting", path: "setting", module: setting },
  ]);
  const { cookie } = await signInAdmin();
  const toast = cookiePair(await toastCookieHeader({ type: "success", message: "Saved <script>alert(1)</script>" }));
  await expectOwnScriptsAllowed("/admin/create-blog", await handle(adminGet("/admin/create-blog", cookie)));
  await expectOwnScriptsAllowed("/admin/setting with a toast", await handle(adminGet("/admin/setting", `${cookie}; ${toast}`)));
  await expectOwnScriptsAllowed("/admin/create-blog refused", await handle(adminPost("/admin/create-blog", { title: "" }, cookie)));
});
