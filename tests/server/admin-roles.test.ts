import fs from "node:fs";
import path from "node:path";
import { db } from "~/db/db.server";
import { createTestUser, postRequest, sessionCookieFor } from "../helpers/auth";
import { adminScreens } from "../helpers/admin-render";

/**
 * Every admin screen (each admin route file, the layout included) for every
 * role: anonymous visitors and customers are sent to the admin sign-in,
 * editors reach the content screens and are refused (403) the rest, admins
 * reach everything. The expectations are written out here rather than read
 * from the permission table, so a change of the table shows up as a failing
 * line. A new admin route file fails the test until it is listed.
 */

/** "staff-write": a public page whose form (the action) is for staff. */
type Who = "staff" | "staff-write" | "admin" | "public";

const SCREENS: Record<string, Who> = {
  "admin.tsx": "staff",
  "admin.$.tsx": "staff",
  "admin._index.tsx": "staff",
  "admin.dashboard.tsx": "staff",
  "admin.service-category.tsx": "staff",
  "admin.services.tsx": "staff",
  "admin.create-service.tsx": "staff",
  "admin.edit-service.$id.tsx": "staff",
  "admin.client-logo.tsx": "staff",
  "admin.project-category.tsx": "staff",
  "admin.projects.tsx": "staff",
  "admin.create-projects.tsx": "staff",
  "admin.edit-projects.$id.tsx": "staff",
  "admin.customer-stories.tsx": "staff",
  "admin.create-customer-stories.tsx": "staff",
  "admin.edit-customer-stories.$id.tsx": "staff",
  "admin.custom-pages.tsx": "staff",
  "admin.create-pages.tsx": "staff",
  "admin.edit-pages.$id.tsx": "staff",
  "admin.home-slider.tsx": "staff",
  "admin.create-slider.tsx": "staff",
  "admin.edit-slider.$id.tsx": "staff",
  "admin.hero-contents.tsx": "staff",
  "admin.create-hero-contents.tsx": "staff",
  "admin.edit-heroContent.$id.tsx": "staff",
  "admin.hero-video.tsx": "staff",
  "admin.home-page.tsx": "staff",
  "admin.blog.tsx": "staff",
  "admin.create-blog.tsx": "staff",
  "admin.edit-blog.$id.tsx": "staff",
  "admin.news-media.tsx": "staff",
  "admin.media-picker.ts": "staff",
  "admin.slug-from-title.ts": "staff",
  "admin.customer-mail.tsx": "staff",
  "admin.customer-mail[.csv].ts": "staff",
  "admin.mail-details.$id.tsx": "staff",
  "admin.setting.tsx": "staff",
  "admin.setting_.translation.tsx": "admin",
  "admin.setting_.home-translation.tsx": "staff",
  "admin_.CompanyPDF.tsx": "staff-write",
  "admin.trash.tsx": "staff",
  "admin.redirects.tsx": "staff",
  "admin.health.tsx": "staff",
  "admin.revisions.$resource.$id._index.tsx": "staff",
  "admin.revisions.$resource.$id.$revision.tsx": "staff",
  "admin.account.tsx": "staff",
  "admin.audit.tsx": "admin",
  "admin.backup.tsx": "admin",
  "admin.api-keys.tsx": "admin",
  "admin.webhooks._index.tsx": "admin",
  "admin.webhooks.$id.tsx": "admin",
  "admin.backup.download.ts": "admin",
  "admin.audit[.csv].ts": "admin",
  "admin.users._index.tsx": "admin",
  "admin.users.new.tsx": "admin",
  "admin.users.$id.tsx": "admin",
  "admin_.accept-invite.$token.tsx": "public",
  "admin_.preview.$resource.($id).tsx": "staff",
  "admin_.login.tsx": "public",
  "admin_.logout.tsx": "public",
  "admin_.two-factor.tsx": "public",
};

const ROUTES_DIR = path.resolve(__dirname, "../../app/routes");
const adminFiles = fs
  .readdirSync(ROUTES_DIR)
  .filter((file) => /^admin[._]/.test(file) && !file.includes(".test.") && /\.tsx?$/.test(file));

type Role = "anonymous" | "customer" | "editor" | "admin";
const cookies: Record<Role, string | undefined> = { anonymous: undefined, customer: "", editor: "", admin: "" };

beforeAll(async () => {
  const customer = await createTestUser("customer");
  const editor = await createTestUser("editor");
  const admin = await createTestUser("admin");
  cookies.customer = await sessionCookieFor(customer.id, "customer");
  cookies.editor = await sessionCookieFor(editor.id, "admin");
  cookies.admin = await sessionCookieFor(admin.id, "admin");
});

/** A form post as a browser sends it from the site's own page (a browser always sends Origin with a POST). */
function formPost(url: string, fields: Record<string, string>, cookie: string | undefined): Request {
  const request = postRequest(url, fields, cookie);
  request.headers.set("Origin", "http://localhost");
  return request;
}

async function auditCount(): Promise<number> {
  const row = await db().selectFrom("audit_event").select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The URL a route file stands for, with an id that does not exist. */
function urlOf(file: string): string {
  const name = file.replace(/\.tsx?$/, "").replace(/^admin_?/, "admin");
  return `/${name.replace(/\[\.\]|\[(\.[a-z]+)\]/g, (_, ext: string | undefined) => ext ?? ".").split(".").join("/")}`
    .replace("/$id", "/999999")
    .replace("/_index", "");
}

async function statusOf(run: () => unknown): Promise<{ status: number; location: string | null }> {
  try {
    const response = (await run()) as Response | object;
    return response instanceof Response ? { status: response.status, location: response.headers.get("Location") } : { status: 200, location: null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

function expectation(who: Who, role: Role): "login" | "forbidden" | "allowed" {
  if (role === "anonymous" || role === "customer") return "login";
  if (who !== "admin") return "allowed";
  return role === "admin" ? "allowed" : "forbidden";
}

describe("admin screens by role", () => {
  it("lists every admin route file", () => {
    expect(adminFiles.sort()).toEqual(Object.keys(SCREENS).sort());
  });

  const guarded = Object.entries(SCREENS).filter(([, who]) => who !== "public");
  const roles: Role[] = ["anonymous", "customer", "editor", "admin"];
  for (const [file, who] of guarded) {
    for (const role of roles) {
      const expected = expectation(who, role);
      it(`${file} as ${role}: ${expected}`, async () => {
        const module = (await import(/* @vite-ignore */ path.join(ROUTES_DIR, file))) as {
          loader?: (args: object) => unknown;
          action?: (args: object) => unknown;
        };
        const url = `http://localhost${urlOf(file)}`;
        const headers: Record<string, string> = cookies[role] ? { Cookie: cookies[role] } : {};
        const args = (request: Request) => ({ request, params: { id: "999999" }, context: { clientIp: "127.0.0.1" } });
        const checks = who === "staff-write" || !module.loader ? [] : [() => module.loader?.(args(new Request(url, { headers })))];
        if (module.action) checks.push(() => module.action?.(args(formPost(urlOf(file), { intent: "delete", id: "999999" }, cookies[role]))));
        for (const check of checks) {
          const { status, location } = await statusOf(check);
          if (expected === "login") {
            expect(status).toBe(302);
            expect(location).toMatch(/^\/admin\/login\?redirectTo=/);
          } else if (expected === "forbidden") {
            expect(status).toBe(403);
          } else {
            expect(status).not.toBe(403);
            expect(location ?? "").not.toMatch(/^\/admin\/login/);
          }
        }
      });
    }
  }
});

/**
 * A GET changes nothing: a link or an image on another site can make a
 * signed-in admin's browser send one, so no screen's loader may do what is
 * audited (build a backup, send, delete). Every admin route file, as an admin.
 */
describe("admin screens' GETs", () => {
  const screens = Object.entries(SCREENS).filter(([, who]) => who !== "public" && who !== "staff-write");
  for (const [file] of screens) {
    it(`${file}: a GET records nothing in the audit log`, async () => {
      const module = (await import(/* @vite-ignore */ path.join(ROUTES_DIR, file))) as { loader?: (args: object) => unknown };
      const before = await auditCount();
      const request = new Request(`http://localhost${urlOf(file)}`, { headers: { Cookie: cookies.admin! } });
      const response = await statusOf(() => module.loader?.({ request, params: { id: "999999" }, context: { clientIp: "127.0.0.1" } }));
      expect(response.status).not.toBe(500);
      expect(await auditCount()).toBe(before);
    });
  }
});

describe("the trash", () => {
  it("lets an editor restore, but only an admin delete forever", async () => {
    const { action } = await import("~/routes/admin.trash");
    const post = (role: Role) =>
      statusOf(() =>
        action({
          request: postRequest("/admin/trash", { intent: "delete", resource: "news", record_id: "999999" }, cookies[role]),
          params: {},
          context: { clientIp: "127.0.0.1" },
        }),
      );
    expect((await post("editor")).status).toBe(403);
    // An admin gets past the check; the item is simply not there.
    expect((await post("admin")).status).toBe(404);
  });
});

describe("the settings screen", () => {
  it("shows an editor the heading and counter tabs only, and refuses the others' saves", async () => {
    const handler = await adminScreens([{ file: "admin.setting", path: "setting", module: await import("~/routes/admin.setting") }]);
    const page = await handler(new Request("http://localhost/admin/setting", { headers: { Cookie: cookies.editor! } }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="hero"');
    expect(html).toContain('href="/admin/setting?tab=counter"');
    expect(html).not.toContain('value="profile"');
    expect(html).not.toContain("tab=profile");
    expect(html).not.toContain("tab=site");
    // A tab the editor may not use shows the first one it may.
    const asked = await (await handler(new Request("http://localhost/admin/setting?tab=site", { headers: { Cookie: cookies.editor! } }))).text();
    expect(asked).toContain('value="hero"');
    expect(asked).not.toContain('value="site"');
    const counter = await (await handler(new Request("http://localhost/admin/setting?tab=counter", { headers: { Cookie: cookies.editor! } }))).text();
    expect(counter).toContain('value="counter"');
    expect(html).not.toContain("Audit Log");
    expect(html).not.toContain('href="/admin/users"');

    const { action } = await import("~/routes/admin.setting");
    const refused = await statusOf(() =>
      action({ request: postRequest("/admin/setting", { intent: "site", version: "1" }, cookies.editor), params: {}, context: { clientIp: "127.0.0.1" } }),
    );
    expect(refused.status).toBe(403);
  });

  it("answers a refused screen with a page inside the admin frame", async () => {
    const handler = await adminScreens([{ file: "admin.setting", path: "setting", module: await import("~/routes/admin.setting") }]);
    const response = await handler(
      new Request("http://localhost/admin/setting", {
        method: "POST",
        headers: { Cookie: cookies.editor!, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=profile&version=1",
      }),
    );
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("Not allowed");
    expect(html).toContain('aria-label="Admin"');
  });
});
