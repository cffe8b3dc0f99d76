import { db } from "~/db/db.server";
import { news } from "~/services/content/news.server";
import { adminGet, adminPost, context, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import { addContent, editContent } from "../../tests/helpers/content";
import * as compare from "./admin.revisions.$resource.$id.$revision";
import * as history from "./admin.revisions.$resource.$id._index";

/**
 * A record's history says which version is current and what each save changed in words, and
 * offers Restore on each older version: a plain form posting to that version's own address, so
 * the comparison's action (its permissions, its conflict on a stale page) does the restoring.
 */

let cookie: string;
beforeAll(async () => {
  cookie = (await signInAdmin()).cookie;
});

let counter = 0;
async function articleWithThreeVersions() {
  counter += 1;
  // A publish date of whole seconds: one of now()'s microseconds would not survive the edits' round trip on PostgreSQL, and would read as changed.
  const item = await addContent(news, { title: `Plant tour ${counter}`, body: "<p>First.</p>", status: "published", published_at: new Date("2026-11-02T09:00:00.000Z") });
  await editContent(news, { id: item.id, version: 1 }, { title: `Plant tour ${counter}, updated`, body: "<p>Second.</p>" });
  await editContent(news, { id: item.id, version: 2 }, { seo_title: "Our plant" });
  return item;
}

async function renderHistory(id: number) {
  const handle = await adminScreens([{ file: "admin.revisions.$resource.$id._index", path: "revisions/:resource/:id", module: history }]);
  return (await handle(adminGet(`/admin/revisions/news/${id}`, cookie))).text();
}

type Entry = { id: number; version: number; current: boolean; restorable: boolean };

async function listed(id: number): Promise<{ currentVersion: number | null; history: Entry[] }> {
  return (await settle(history.loader({ request: adminGet(`/admin/revisions/news/${id}`, cookie), context, params: { resource: "news", id: String(id) } }))).json();
}

/** The rows of the history's table, each as its text with the tags taken out. */
function rows(html: string): string[] {
  const body = html.slice(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
  return body.split("</tr>").slice(0, -1).map((row) => row.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim());
}

describe("the history list", () => {
  it("marks the current version as Current and says what each save changed in words", async () => {
    const item = await articleWithThreeVersions();
    const html = await renderHistory(item.id);
    const [third, second, first] = rows(html);
    expect(third).toMatch(/^Version 3 Current .*Changed the SEO title\./);
    expect(second).toMatch(/^Version 2 .*Changed the title and body\./);
    expect(second).not.toContain("Current");
    expect(first).toMatch(/^Version 1 .*First version/);
    expect(html).not.toContain("every field");
    expect(html).not.toContain("(current)");
  });

  it("offers Restore on each older version only, a plain form posting the record's version to that version's address", async () => {
    const item = await articleWithThreeVersions();
    const data = await listed(item.id);
    expect(data.currentVersion).toBe(3);
    expect(data.history.map((entry) => [entry.version, entry.current, entry.restorable])).toEqual([
      [3, true, false],
      [2, false, true],
      [1, false, true],
    ]);
    const html = await renderHistory(item.id);
    const forms = [...html.matchAll(/<form [^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].filter(([, , inner]) => inner.includes('value="restore"'));
    expect(forms.map(([, action]) => action)).toEqual([2, 1].map((version) => `/admin/revisions/news/${item.id}/${data.history.find((entry) => entry.version === version)?.id}`));
    for (const [form, , inner] of forms) {
      expect(form).toContain('method="post"');
      expect(inner).toContain('<input type="hidden" name="version" value="3"/>');
      const button = /<button [^>]*>/.exec(inner)?.[0] ?? "";
      expect(button).toMatch(/type="submit"/);
      expect(button).toMatch(/aria-label="Restore version \d"/);
      expect(button).toContain('name="intent" value="restore"');
    }
  });

  it("restores through the comparison's action as the list posts it, and refuses the post of a list gone stale", async () => {
    const item = await articleWithThreeVersions();
    const { history: entries } = await listed(item.id);
    const first = entries[2].id;
    const post = (version: number) =>
      settle(
        compare.action({
          request: adminPost(`/admin/revisions/news/${item.id}/${first}`, { intent: "restore", version: String(version) }, cookie),
          context,
          params: { resource: "news", id: String(item.id), revision: String(first) },
        }),
      );
    const restored = await post(3);
    expect(restored.status).toBe(302);
    expect(restored.headers.get("Location")).toBe(`/admin/revisions/news/${item.id}`);
    expect(await toastOf(restored)).toMatchObject({ type: "success", message: "Restored: saved as version 4" });
    expect(await db().selectFrom("news").select(["title", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow()).toEqual({ title: `Plant tour ${counter}`, version: 4 });
    // The same list, posted again: the record has moved on, so it is a conflict, not a second restore.
    expect((await post(3)).status).toBe(409);
    const after = await listed(item.id);
    expect(after.history.map((entry) => [entry.version, entry.current])).toEqual([[4, true], [3, false], [2, false], [1, false]]);
  });
});
