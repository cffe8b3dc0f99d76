import { db } from "~/db/db.server";
import * as collection from "~/routes/api.admin.$resource";
import * as item from "~/routes/api.admin.$resource.$id";
import { registry } from "~/services/content/registry.server";
import type { AnyContentResource } from "~/services/content/resource";
import { solutions } from "~/services/content/solutions.server";
import { apiRequest, body } from "../helpers/api";
import { addContent } from "../helpers/content";
import { createCallers, type Callers } from "./fixtures";
import { call, seen } from "./openapi-check";
import { pngBytes } from "./fixtures";
import { createRefs, insertContactMessage, sampleFor, uploadForm, type Refs } from "./samples";

/**
 * /api/admin/{resource}: a full round trip for every resource of the content
 * registry through the route functions with an admin bearer token, JSON and
 * multipart, plus the list's paging and the refusals. Every answer is checked
 * against the OpenAPI document.
 */

let callers: Callers;
let refs: Refs;

beforeAll(async () => {
  callers = await createCallers();
  refs = await createRefs();
});

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";
const editable = Object.values(registry as Record<string, AnyContentResource>).filter(
  (resource) => resource.name !== "media" && resource.name !== "contact-messages",
);

function send(method: string, path: string, options: { json?: unknown; multipart?: Record<string, string> } = {}) {
  return apiRequest(path, { method, token: callers.adminToken, ...options });
}

async function auditCount(entity: string, id: number): Promise<number> {
  const rows = await db()
    .selectFrom("audit_event")
    .select(["actor_id", "action"])
    .where("entity", "=", entity)
    .where("entity_id", "=", String(id))
    .execute();
  expect(rows.every((row) => row.actor_id === callers.adminId)).toBe(true);
  return rows.length;
}

describe.each(editable.map((resource) => [resource.name, resource] as const))("/api/admin/%s", (name, resource) => {
  it("create → read → list → update → stale update → patch → delete", async () => {
    const sample = sampleFor(resource.name, refs);
    const base = `/api/admin/${name}`;

    const created = await call(collection.action, send("POST", base, { json: sample.create }), { resource: name });
    expect(created.status).toBe(201);
    const { data: item1 } = await body(created);
    expect(item1[sample.title.includes(" ") && "name" in item1 ? "name" : "title"]).toBe(sample.title);
    expect(item1.version).toBe(1);
    if ("body" in sample.create && typeof item1.body === "string") expect(item1.body).not.toContain("<script");
    if ("image_id" in sample.create) expect(item1.image_url).toMatch(new RegExp(`^/media/${refs.imageId}/`));
    const id = String(item1.id);

    const read = await call(item.loader, send("GET", `${base}/${id}`), { resource: name, id });
    expect(read.status).toBe(200);
    expect((await body(read)).data).toEqual(item1);

    const listed = await call(collection.loader, send("GET", `${base}?q=${encodeURIComponent(sample.title)}`), { resource: name });
    const list = await body(listed);
    expect(list.data.map((row: any) => row.id)).toContain(item1.id);
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(list.meta.total).toBeGreaterThanOrEqual(1);

    const [field, value] = sample.change;
    const put = await call(
      item.action,
      send("PUT", `${base}/${id}`, { json: { ...sample.create, [field]: value, version: 1 } }),
      { resource: name, id },
    );
    expect(put.status).toBe(200);
    const { data: item2 } = await body(put);
    expect(item2[field]).toBe(value);
    expect(item2.version).toBe(2);

    const stale = await call(
      item.action,
      send("PUT", `${base}/${id}`, { json: { ...sample.create, [field]: `${value}-stale`, version: 1 } }),
      { resource: name, id },
    );
    expect(stale.status).toBe(409);
    expect(await body(stale)).toEqual({ message: CONFLICT });
    expect((await body(await call(item.loader, send("GET", `${base}/${id}`), { resource: name, id }))).data[field]).toBe(value);

    const patched = await call(item.action, send("PATCH", `${base}/${id}`, { json: { [field]: `${value}-2`, version: 2 } }), { resource: name, id });
    expect(patched.status).toBe(200);
    const { data: item3 } = await body(patched);
    expect(item3[field]).toBe(`${value}-2`);
    expect(item3.version).toBe(3);
    expect(item3.created_at).toBe(item1.created_at);

    const stalePatch = await call(item.action, send("PATCH", `${base}/${id}`, { json: { [field]: `${value}-stale`, version: 2 } }), { resource: name, id });
    expect(stalePatch.status).toBe(409);

    const removed = await call(item.action, send("DELETE", `${base}/${id}`), { resource: name, id });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe("");
    expect((await call(item.loader, send("GET", `${base}/${id}`), { resource: name, id })).status).toBe(404);
    expect((await call(item.action, send("DELETE", `${base}/${id}`), { resource: name, id })).status).toBe(404);

    // create, update, patch, delete: one audit event each, by the admin; refused writes none.
    expect(await auditCount(resource.entity, item1.id)).toBe(4);
  });

  it("accepts the same fields as multipart", async () => {
    const sample = sampleFor(resource.name, refs);
    const response = await call(collection.action, send("POST", `/api/admin/${name}`, { multipart: sample.form }), { resource: name });
    expect(response.status).toBe(201);
    const { data } = await body(response);
    for (const [key, raw] of Object.entries(sample.form)) {
      const flag = key.startsWith("is_") || key === "show_in_menu";
      const expected = flag ? ["on", "1", "true"].includes(raw) : /^\d+$/.test(raw) ? Number(raw) : raw;
      if (key === "published_at") expect(data[key]).toBe(new Date(raw).toISOString());
      else expect(data[key], key).toEqual(expected);
    }
    const [field, value] = sample.change;
    const patched = await call(
      item.action,
      send("PATCH", `/api/admin/${name}/${data.id}`, { multipart: { [field]: value, version: "1" } }),
      { resource: name, id: String(data.id) },
    );
    expect(patched.status).toBe(200);
    const { data: after } = await body(patched);
    expect(after[field]).toBe(value);
    // A PATCH form leaves out what it does not name: nothing else changed.
    for (const key of Object.keys(sample.form)) if (key !== field) expect(after[key], key).toEqual(data[key]);
  });

  it("refuses invalid input with 422 naming the fields, and writes nothing", async () => {
    const before = (await body(await call(collection.loader, send("GET", `/api/admin/${name}`), { resource: name }))).meta.total;
    const response = await call(collection.action, send("POST", `/api/admin/${name}`, { json: { sort_order: "first" } }), { resource: name });
    expect(response.status).toBe(422);
    const json = await body(response);
    expect(Object.keys(json.errors).length).toBeGreaterThan(0);
    expect(json.message).toBe(Object.values<string[]>(json.errors)[0][0]);
    expect((await body(await call(collection.loader, send("GET", `/api/admin/${name}`), { resource: name }))).meta.total).toBe(before);
  });

  it("refuses an update without a version", async () => {
    const sample = sampleFor(resource.name, refs);
    const { data } = await body(await call(collection.action, send("POST", `/api/admin/${name}`, { json: sample.create }), { resource: name }));
    const response = await call(item.action, send("PATCH", `/api/admin/${name}/${data.id}`, { json: { [sample.change[0]]: "x" } }), { resource: name, id: String(data.id) });
    expect(response.status).toBe(422);
    expect((await body(response)).errors.version).toEqual(["Version is required"]);
  });
});

describe("/api/admin/media", () => {
  const upload = async (form: FormData) =>
    call(collection.action, new Request("http://localhost/api/admin/media", {
      method: "POST",
      headers: { Authorization: `Bearer ${callers.adminToken}` },
      body: form,
    }), { resource: "media" });
  const fileForm = (bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name));
    return form;
  };

  it("upload → read → list → alt update → stale update → delete", async () => {
    const created = await upload(await uploadForm("Our team"));
    expect(created.status).toBe(201);
    const { data: media } = await body(created);
    expect(media).toMatchObject({ kind: "image", mime: "image/png", original_name: "team photo.png", alt: "Our team", width: 64, height: 48, version: 1 });
    expect(media.url).toBe(`/media/${media.id}/team-photo.png`);
    const id = String(media.id);

    expect((await body(await call(item.loader, send("GET", `/api/admin/media/${id}`), { resource: "media", id }))).data).toEqual(media);
    const list = await body(await call(collection.loader, send("GET", "/api/admin/media?kind=image&per_page=100"), { resource: "media" }));
    expect(list.data.map((row: any) => row.id)).toContain(media.id);

    const patched = await body(await call(item.action, send("PATCH", `/api/admin/media/${id}`, { json: { alt: "The team", version: 1 } }), { resource: "media", id }));
    expect(patched.data).toMatchObject({ alt: "The team", version: 2 });
    const put = await body(await call(item.action, send("PUT", `/api/admin/media/${id}`, { multipart: { alt: "Team at work", version: "2" } }), { resource: "media", id }));
    expect(put.data).toMatchObject({ alt: "Team at work", version: 3 });
    const stale = await call(item.action, send("PATCH", `/api/admin/media/${id}`, { json: { alt: "Old", version: 1 } }), { resource: "media", id });
    expect(stale.status).toBe(409);

    expect((await call(item.action, send("DELETE", `/api/admin/media/${id}`), { resource: "media", id })).status).toBe(204);
    expect((await call(item.loader, send("GET", `/api/admin/media/${id}`), { resource: "media", id })).status).toBe(404);
    expect(await auditCount("media", media.id)).toBe(4);
  });

  it("refuses to delete media in use, naming its users (409)", async () => {
    const { data: media } = await body(await upload(await uploadForm()));
    await call(collection.action, send("POST", "/api/admin/certificates", { json: { name: "Uses the logo", image_id: media.id } }), { resource: "certificates" });
    const response = await call(item.action, send("DELETE", `/api/admin/media/${media.id}`), { resource: "media", id: String(media.id) });
    expect(response.status).toBe(409);
    expect((await body(response)).message).toContain("Uses the logo");
  });

  it("refuses files by their bytes with the messages of the upload rules", async () => {
    const svg = await upload(fileForm(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), "logo.png"));
    expect(svg.status).toBe(422);
    expect(await body(svg)).toEqual({ message: "SVG images are not accepted", errors: { file: ["SVG images are not accepted"] } });

    const text = await upload(fileForm(new TextEncoder().encode("just some words"), "photo.jpg"));
    expect(text.status).toBe(422);
    expect((await body(text)).message).toBe("This file type is not accepted");

    const png = await pngBytes();
    const huge = new Uint8Array(new ArrayBuffer(png.length + 5 * 1024 * 1024));
    huge.set(png);
    const tooLarge = await upload(fileForm(huge, "huge.png"));
    expect(tooLarge.status).toBe(413);
    expect(await body(tooLarge)).toEqual({ message: "Image is larger than 5 MB", errors: { file: ["Image is larger than 5 MB"] } });

    const none = new FormData();
    none.append("alt", "nothing");
    const missing = await upload(none);
    expect(missing.status).toBe(422);
    expect((await body(missing)).errors).toEqual({ file: ["Choose a file to upload"] });
  });

  it("answers 400 when the body is not multipart", async () => {
    const response = await call(collection.action, send("POST", "/api/admin/media", { json: { alt: "x" } }), { resource: "media" });
    expect(response.status).toBe(400);
  });
});

describe("/api/admin/contact-messages", () => {
  it("read → mark read → mark unread → delete; no create", async () => {
    const id = await insertContactMessage("Ann Inbox");
    const path = `/api/admin/contact-messages/${id}`;
    const params = { resource: "contact-messages", id: String(id) };
    const { data: message } = await body(await call(item.loader, send("GET", path), params));
    expect(message).toMatchObject({ name: "Ann Inbox", read: false, read_at: null });

    const unread = await body(await call(collection.loader, send("GET", "/api/admin/contact-messages?read=false&per_page=100"), { resource: "contact-messages" }));
    expect(unread.data.map((row: any) => row.id)).toContain(id);

    const read = await body(await call(item.action, send("PATCH", path, { json: { read: true } }), params));
    expect(read.data.read).toBe(true);
    expect(read.data.read_at).not.toBeNull();
    const again = await body(await call(item.action, send("PATCH", path, { multipart: { read: "0" } }), params));
    expect(again.data).toMatchObject({ read: false, read_at: null });

    const invalid = await call(item.action, send("PATCH", path, { json: { read: "yes" } }), params);
    expect(invalid.status).toBe(422);
    expect((await body(invalid)).errors.read).toEqual(["Read must be true or false"]);

    const create = await call(collection.action, send("POST", "/api/admin/contact-messages", { json: { name: "x" } }), { resource: "contact-messages" });
    expect(create.status).toBe(405);

    expect((await call(item.action, send("DELETE", path), params)).status).toBe(204);
    expect((await call(item.action, send("DELETE", path), params)).status).toBe(404);
    expect(await auditCount("contact_message", id)).toBe(3);
  });
});

describe("lists", () => {
  it("pages with per_page, capped at 100", async () => {
    for (let n = 0; n < 3; n++) {
      await call(collection.action, send("POST", "/api/admin/solution-categories", { json: sampleFor("solution-categories", refs).create }), { resource: "solution-categories" });
    }
    const page = await body(await call(collection.loader, send("GET", "/api/admin/solution-categories?per_page=2&page=2"), { resource: "solution-categories" }));
    expect(page.data).toHaveLength(2);
    expect(page.meta.current_page).toBe(2);
    expect(page.meta.per_page).toBe(2);
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 2));
    const capped = await body(await call(collection.loader, send("GET", "/api/admin/solution-categories?per_page=500"), { resource: "solution-categories" }));
    expect(capped.meta.per_page).toBe(100);
  });

  it("filters by the resource's own parameters", async () => {
    const { data: draft } = await body(
      await call(collection.action, send("POST", "/api/admin/solutions", { json: { ...sampleFor("solutions", refs).create, status: "draft" } }), { resource: "solutions" }),
    );
    const drafts = await body(await call(collection.loader, send("GET", "/api/admin/solutions?status=draft&per_page=100"), { resource: "solutions" }));
    expect(drafts.data.map((row: any) => row.id)).toContain(draft.id);
    expect(drafts.data.every((row: any) => row.status === "draft")).toBe(true);
  });

  it("sorts by the admin list's columns, both ways, ties by id", async () => {
    const { data: category } = await body(
      await call(collection.action, send("POST", "/api/admin/solution-categories", { json: { name: "Sorted", is_published: true } }), { resource: "solution-categories" }),
    );
    // Created in an order that is neither the titles' nor their reverse; the letter case must not count.
    for (const title of ["Bravo", "alpha", "Charlie"]) {
      await call(collection.action, send("POST", "/api/admin/solutions", { json: { ...sampleFor("solutions", refs).create, category_id: category.id, title, slug: "" } }), {
        resource: "solutions",
      });
    }
    const titles = async (query: string) => {
      const page = await body(await call(collection.loader, send("GET", `/api/admin/solutions?category_id=${category.id}${query}`), { resource: "solutions" }));
      return page.data.map((row: { title: string }) => row.title);
    };
    expect(await titles("")).toEqual(["Bravo", "alpha", "Charlie"]);
    expect(await titles("&sort=title")).toEqual(["alpha", "Bravo", "Charlie"]);
    expect(await titles("&sort=title&dir=asc")).toEqual(["alpha", "Bravo", "Charlie"]);
    expect(await titles("&sort=title&dir=desc")).toEqual(["Charlie", "Bravo", "alpha"]);
    expect(await titles("&sort=")).toEqual(["Bravo", "alpha", "Charlie"]);
  });

  it.each(editable.map((resource) => [resource.name, resource] as const))("sorts %s by each of its columns, desc the reverse of asc", async (name, resource) => {
    expect(resource.sortKeys.length).toBeGreaterThan(0);
    for (let n = 0; n < 2; n++) {
      const sample = sampleFor(resource.name, refs);
      await call(collection.action, send("POST", `/api/admin/${name}`, { json: sample.create }), { resource: name });
    }
    for (const key of resource.sortKeys) {
      const ids = async (dir: string) => {
        const response = await call(collection.loader, send("GET", `/api/admin/${name}?sort=${key}&dir=${dir}&per_page=100`), { resource: name });
        expect(response.status).toBe(200);
        const page = await body(response);
        expect(page.meta.total).toBeLessThanOrEqual(100);
        return page.data.map((row: { id: number }) => row.id);
      };
      const ascending = await ids("asc");
      expect(ascending.length).toBeGreaterThan(1);
      expect(await ids("desc")).toEqual([...ascending].reverse());
    }
  });

  it("refuses an unknown sort column or direction with 422 naming the parameter and its values", async () => {
    const list = (path: string) => call(collection.loader, send("GET", path), { resource: path.split("/")[3].split("?")[0] });

    const column = await list("/api/admin/solutions?sort=price");
    expect(column.status).toBe(422);
    expect(await body(column)).toEqual({
      message: "The sort parameter must be one of title, category, status or updated",
      errors: { sort: ["The sort parameter must be one of title, category, status or updated"] },
    });
    const other = await body(await list("/api/admin/solution-categories?sort=title"));
    expect(other.errors).toEqual({ sort: ["The sort parameter must be one of name, items, shown or order"] });
    // A column name is not an expression: nothing of it reaches the query.
    const injected = await list(`/api/admin/news?sort=${encodeURIComponent("title; drop table news")}`);
    expect(injected.status).toBe(422);

    const direction = await list("/api/admin/news?sort=title&dir=down");
    expect(direction.status).toBe(422);
    expect((await body(direction)).errors).toEqual({ dir: ["The dir parameter must be asc or desc"] });
    const both = await body(await list("/api/admin/pages?sort=size&dir=up"));
    expect(Object.keys(both.errors).sort()).toEqual(["dir", "sort"]);

    for (const name of ["media", "contact-messages"]) {
      const refused = await list(`/api/admin/${name}?sort=created`);
      expect(refused.status).toBe(422);
      expect((await body(refused)).errors).toEqual({ sort: ["This list has one order: leave out the sort parameter"] });
      expect((await list(`/api/admin/${name}?sort=`)).status).toBe(200);
    }
  });
});

describe("refusals", () => {
  it("refuses to delete a category that holds items, naming how many (409)", async () => {
    const { data: category } = await body(
      await call(collection.action, send("POST", "/api/admin/solution-categories", { json: sampleFor("solution-categories", refs).create }), { resource: "solution-categories" }),
    );
    for (const title of ["One", "Two"]) await addContent(solutions, { category_id: category.id, title });
    const response = await call(item.action, send("DELETE", `/api/admin/solution-categories/${category.id}`), { resource: "solution-categories", id: String(category.id) });
    expect(response.status).toBe(409);
    expect((await body(response)).message).toMatch(/2 solutions/);
  });

  it("names a taken slug as a field error", async () => {
    const sample = sampleFor("solutions", refs);
    await call(collection.action, send("POST", "/api/admin/solutions", { json: { ...sample.create, slug: "taken-slug" } }), { resource: "solutions" });
    const response = await call(collection.action, send("POST", "/api/admin/solutions", { json: { ...sample.create, slug: "taken-slug" } }), { resource: "solutions" });
    expect(response.status).toBe(422);
    expect((await body(response)).errors.slug).toEqual(["Slug is already used by another solution"]);
  });

  it("refuses a taken or reserved page slug as a field error", async () => {
    const sample = sampleFor("pages", refs);
    await call(collection.action, send("POST", "/api/admin/pages", { json: { ...sample.create, slug: "our-story" } }), { resource: "pages" });
    const taken = await call(collection.action, send("POST", "/api/admin/pages", { json: { ...sample.create, slug: "our-story" } }), { resource: "pages" });
    expect(taken.status).toBe(422);
    expect((await body(taken)).errors.slug).toEqual(["Slug is already used by another page"]);
    const reserved = await call(collection.action, send("POST", "/api/admin/pages", { multipart: { title: "Admin", slug: "admin" } }), { resource: "pages" });
    expect(reserved.status).toBe(422);
    expect((await body(reserved)).errors.slug).toEqual(["This slug is reserved"]);
  });

  it("answers 404 for an unknown resource or id, and 405 for a method the path does not take", async () => {
    expect((await call(collection.loader, send("GET", "/api/admin/widgets"), { resource: "widgets" })).status).toBe(404);
    for (const id of ["999999", "abc", "0", "1.5"]) {
      expect((await call(item.loader, send("GET", `/api/admin/solutions/${id}`), { resource: "solutions", id })).status, id).toBe(404);
    }
    const response = await call(item.action, send("POST", "/api/admin/solutions/1", { json: {} }), { resource: "solutions", id: "1" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, PUT, PATCH, DELETE");
  });

  it("answers 400 for malformed JSON and 415 for a body of another type", async () => {
    const malformed = new Request("http://localhost/api/admin/products", {
      method: "POST",
      headers: { Authorization: `Bearer ${callers.adminToken}`, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect((await call(collection.action, malformed, { resource: "products" })).status).toBe(400);
    const xml = new Request("http://localhost/api/admin/products", {
      method: "POST",
      headers: { Authorization: `Bearer ${callers.adminToken}`, "Content-Type": "application/xml" },
      body: "<product/>",
    });
    expect((await call(collection.action, xml, { resource: "products" })).status).toBe(415);
  });
});

describe("errors", () => {
  it("answers 413 naming the limit for a body over 1 MB", async () => {
    const big = { ...sampleFor("solutions", refs).create, body: `<p>${"x".repeat(1024 * 1024)}</p>` };
    const response = await call(collection.action, send("POST", "/api/admin/solutions", { json: big }), { resource: "solutions" });
    expect(response.status).toBe(413);
    expect(await body(response)).toEqual({ message: "The request body is larger than 1 MB." });
  });

  it("answers 500 with no detail when something breaks, and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(registry.solutions, "list").mockRejectedValueOnce(new Error("relation \"solution\" does not exist"));
    const response = await call(collection.loader, send("GET", "/api/admin/solutions"), { resource: "solutions" });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(JSON.stringify({ message: "Server Error" }));
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("does not exist"));
  });
});

describe("coverage", () => {
  it("reached every documented admin operation of the registry's resources with a success", () => {
    const missing: string[] = [];
    const media = ["get /api/admin/media 200", "post /api/admin/media 201", "get /api/admin/media/{id} 200", "put /api/admin/media/{id} 200", "patch /api/admin/media/{id} 200", "delete /api/admin/media/{id} 204"];
    const inbox = ["get /api/admin/contact-messages 200", "get /api/admin/contact-messages/{id} 200", "patch /api/admin/contact-messages/{id} 200", "delete /api/admin/contact-messages/{id} 204"];
    missing.push(...[...media, ...inbox].filter((entry) => !seen.has(entry)));
    for (const resource of editable) {
      const base = `/api/admin/${resource.name}`;
      const expected = [`get ${base} 200`, `post ${base} 201`, `get ${base}/{id} 200`, `put ${base}/{id} 200`, `patch ${base}/{id} 200`, `delete ${base}/{id} 204`];
      missing.push(...expected.filter((entry) => !seen.has(entry)));
    }
    expect(missing).toEqual([]);
  });
});
