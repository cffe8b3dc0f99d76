import { db } from "~/db/db.server";
import { adminGet, context, expectAdminOnly, settle, signInAdmin } from "../../tests/helpers/admin-content";
import { loader } from "./admin.slug-from-title";

/** /admin/slug-from-title: the slug an empty slug field will get, for the edit screens' URL line and publish question. */

async function slugFor(query: string, cookie: string): Promise<{ status: number; slug?: string }> {
  const response = await settle(loader({ request: adminGet(`/admin/slug-from-title?${query}`, cookie), context, params: {} }));
  return response.status === 200 ? { status: 200, slug: (await response.json()).slug } : { status: response.status };
}

describe("/admin/slug-from-title", () => {
  it("is for staff only", async () => {
    const path = "/admin/slug-from-title?resource=news&title=Hello";
    await expectAdminOnly(path, (cookie) => loader({ request: adminGet(path, cookie), context, params: {} }));
  });

  it("answers the slug the save will give: numbered when taken, never the item's own, in the site language's letters", async () => {
    const { cookie } = await signInAdmin();
    const first = await db().insertInto("news").values({ title: "Twin title", slug: "twin-title", status: "draft" }).returning("id").executeTakeFirstOrThrow();
    await db().insertInto("news").values({ title: "Twin title", slug: "twin-title-2", status: "draft" }).execute();

    expect(await slugFor("resource=news&title=Twin+title", cookie)).toEqual({ status: 200, slug: "twin-title-3" });
    expect(await slugFor(`resource=news&title=Twin+title&id=${first.id}`, cookie)).toEqual({ status: 200, slug: "twin-title" });
    // Another type's slugs are its own.
    expect(await slugFor("resource=products&title=Twin+title", cookie)).toEqual({ status: 200, slug: "twin-title" });
    expect(await slugFor("resource=news&title=%C3%9Cber+uns", cookie)).toEqual({ status: 200, slug: "uber-uns" });
    expect(await slugFor("resource=news&title=%E6%97%A5%E6%9C%AC", cookie)).toEqual({ status: 200, slug: "" });
  });

  it("keeps a page off the addresses the site's own screens use", async () => {
    const { cookie } = await signInAdmin();
    expect(await slugFor("resource=pages&title=Search", cookie)).toEqual({ status: 200, slug: "search-2" });
    expect(await slugFor("resource=news&title=Search", cookie)).toEqual({ status: 200, slug: "search" });
  });

  it("answers 404, not an error, to a type without addresses, an unknown one or a malformed id", async () => {
    const { cookie } = await signInAdmin();
    for (const query of ["resource=media&title=x", "resource=constructor&title=x", "title=x", "resource=news&title=x&id=abc", "resource=news&title=x&id=-1", "resource=news&id=99999999999999999999"]) {
      expect(await slugFor(query, cookie), query).toEqual({ status: 404 });
    }
  });
});
