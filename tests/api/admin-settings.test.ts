import { db } from "~/db/db.server";
import * as settings from "~/routes/api.admin.settings.$name";
import { SETTING_NAMES } from "~/schemas/settings";
import { apiRequest, body } from "../helpers/api";
import { createCallers, insertMedia, type Callers } from "./fixtures";
import { call } from "./openapi-check";

/** GET|PUT /api/admin/settings/{name}: flat objects with a version, merged saves, the same checks as the admin form. */

let callers: Callers;
beforeAll(async () => {
  callers = await createCallers();
});

const send = (method: string, name: string, options: { json?: unknown; multipart?: Record<string, string> } = {}) =>
  call(
    method === "GET" ? settings.loader : settings.action,
    apiRequest(`/api/admin/settings/${name}`, { method, token: callers.adminToken, ...options }),
    { name },
  );

describe.each(SETTING_NAMES)("%s", (name) => {
  it("reads every field with version 0 before the first save", async () => {
    const response = await send("GET", name);
    expect(response.status).toBe(200);
    const { data } = await body(response);
    expect(data.version).toBe(0);
    expect(data.updated_at).toBeNull();
  });
});

describe("saving", () => {
  it("merges the sent fields, bumps the version and refuses a stale one", async () => {
    const first = await send("PUT", "profile", { json: { company_name: "Acme Ltd", tagline: "We build", version: 0 } });
    expect(first.status).toBe(200);
    const { data } = await body(first);
    expect(data).toMatchObject({ company_name: "Acme Ltd", tagline: "We build", version: 1, logo_id: null, logo_url: null });

    const second = await body(await send("PUT", "profile", { json: { email: "hello@acme.test", version: 1 } }));
    expect(second.data).toMatchObject({ company_name: "Acme Ltd", email: "hello@acme.test", version: 2 });

    const stale = await send("PUT", "profile", { json: { company_name: "Overwritten", version: 1 } });
    expect(stale.status).toBe(409);
    expect(await body(stale)).toEqual({ message: "This record was changed by someone else. Reload it to see their changes." });
    expect((await body(await send("GET", "profile"))).data.company_name).toBe("Acme Ltd");

    const events = await db().selectFrom("audit_event").select(["actor_id", "entity_id"]).where("entity", "=", "setting").execute();
    expect(events).toEqual([
      { actor_id: callers.adminId, entity_id: "profile" },
      { actor_id: callers.adminId, entity_id: "profile" },
    ]);
  });

  it("answers the media URL beside a media id and refuses the wrong kind", async () => {
    const image = await insertMedia(db(), "image");
    const pdf = await insertMedia(db(), "pdf");
    const { data: current } = await body(await send("GET", "company_pdf"));
    const refused = await send("PUT", "company_pdf", { json: { media_id: image, version: current.version } });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors.media_id).toEqual(["PDF must be a PDF"]);
    const saved = await body(await send("PUT", "company_pdf", { json: { media_id: pdf, title: "Profile", version: current.version } }));
    expect(saved.data.media_url).toMatch(new RegExp(`^/media/${pdf}/`));
  });

  it("refuses unsafe links with 422 naming the field", async () => {
    const response = await send("PUT", "social", { json: { facebook: "javascript:alert(1)", version: 0 } });
    expect(response.status).toBe(422);
    expect(Object.keys((await body(response)).errors)).toEqual(["facebook"]);
  });

  it("takes counters as JSON lists and as form rows", async () => {
    const json = await body(await send("PUT", "counter", { json: { items: [{ label: "Clients", value: 120, suffix: "+" }], version: 0 } }));
    expect(json.data.items).toEqual([{ label: "Clients", value: 120, suffix: "+" }]);
    const form = await body(
      await send("PUT", "counter", {
        multipart: { "items[0][label]": "Years", "items[0][value]": "25", "items[0][suffix]": "", version: "1" },
      }),
    );
    expect(form.data.items).toEqual([{ label: "Years", value: 25, suffix: "" }]);
    const tooMany = await send("PUT", "counter", {
      json: { items: Array.from({ length: 9 }, (_, n) => ({ label: `L${n}`, value: n })), version: 2 },
    });
    expect(tooMany.status).toBe(422);
  });

  it("a form leaves the fields it does not send as they are", async () => {
    const { data: before } = await body(await send("GET", "site"));
    expect(before.require_login_for_details).toBe(true);
    const saved = await body(await send("PUT", "site", { multipart: { default_seo_description: "We build", version: String(before.version) } }));
    expect(saved.data).toMatchObject({ require_login_for_details: true, default_seo_description: "We build" });
  });

  it("needs a version", async () => {
    const response = await send("PUT", "hero", { json: { title: "Hello" } });
    expect(response.status).toBe(422);
    expect((await body(response)).errors.version).toEqual(["Version is required"]);
  });
});

describe("names and methods", () => {
  it("finds names in any letter case and answers 404 for unknown ones", async () => {
    expect((await send("GET", "Profile")).status).toBe(200);
    expect((await send("GET", "smtp")).status).toBe(404);
  });

  it("takes only GET and PUT", async () => {
    const response = await send("PATCH", "hero", { json: { version: 0 } });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, PUT");
  });

  it("refuses customers", async () => {
    const response = await call(settings.loader, apiRequest("/api/admin/settings/profile", { token: callers.customerToken }), { name: "profile" });
    expect(response.status).toBe(403);
  });
});
