import { db } from "~/db/db.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { noteNotFound, flushVisitLog } from "~/services/visit-log.server";
import * as list from "~/routes/api.admin.redirects";
import * as item from "~/routes/api.admin.redirects.$id";
import * as notFound from "~/routes/api.admin.not-found";
import { apiRequest } from "../../tests/helpers/api";
import { createTestUser } from "../../tests/helpers/auth";
import { call } from "../../tests/api/openapi-check";

/** The redirects API: the same rules as the admin screen, in the API's shapes. */

let token: string;
beforeAll(async () => {
  token = await issueApiToken(db(), { userId: (await createTestUser("admin")).id });
});

const json = (response: Response) => response.json();

describe("/api/admin/redirects", () => {
  it("creates, lists, changes and deletes a redirect", async () => {
    const created = await call(list.action, apiRequest("/api/admin/redirects", { token, json: { from_path: "/old-shop/", to: "https://shop.example.com" } }));
    expect(created.status).toBe(201);
    const { data } = await json(created);
    expect(data).toMatchObject({ from_path: "/old-shop", to: "https://shop.example.com", status: 301, automatic: false, hits: 0 });

    const listed = await json(await call(list.loader, apiRequest("/api/admin/redirects?q=shop", { token })));
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([data.id]);
    expect(listed.meta).toEqual({ current_page: 1, per_page: 20, total: 1, last_page: 1 });

    const changed = await call(item.action, apiRequest(`/api/admin/redirects/${data.id}`, { method: "PUT", token, json: { from_path: "/old-shop", to: "/contact-us", status: 302 } }), { id: String(data.id) });
    expect((await json(changed)).data).toMatchObject({ to: "/contact-us", status: 302 });

    expect((await call(item.action, apiRequest(`/api/admin/redirects/${data.id}`, { method: "DELETE", token }), { id: String(data.id) })).status).toBe(204);
    expect((await call(item.action, apiRequest(`/api/admin/redirects/${data.id}`, { method: "DELETE", token }), { id: String(data.id) })).status).toBe(404);
  });

  it("refuses a loop and invalid fields with 422", async () => {
    await call(list.action, apiRequest("/api/admin/redirects", { token, json: { from_path: "/api-a", to: "/api-b" } }));
    const loop = await call(list.action, apiRequest("/api/admin/redirects", { token, json: { from_path: "/api-b", to: "/api-a" } }));
    expect(loop.status).toBe(422);
    expect(await json(loop)).toEqual({ message: "This redirect would loop: /api-b → /api-a → /api-b", errors: { to: ["This redirect would loop: /api-b → /api-a → /api-b"] } });
    const bad = await call(list.action, apiRequest("/api/admin/redirects", { token, json: { from_path: "nope", to: "ftp://x", status: 307 } }));
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors).sort()).toEqual(["from_path", "status", "to"]);
  });
});

describe("/api/admin/not-found", () => {
  it("lists the most-hit missing paths", async () => {
    noteNotFound(db(), "/gone", "https://example.com/");
    noteNotFound(db(), "/gone", null);
    noteNotFound(db(), "/also-gone", null);
    await flushVisitLog(db());
    const body = await json(await call(notFound.loader, apiRequest("/api/admin/not-found", { token })));
    expect(body.data.map((row: { path: string; hits: number }) => [row.path, row.hits])).toEqual([["/gone", 2], ["/also-gone", 1]]);
    expect(body.meta).toEqual({ total: 2 });
  });
});
