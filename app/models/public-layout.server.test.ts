import { sql } from "kysely";
import { db } from "~/db/db.server";
import { insertMedia } from "./fixtures.test-support";
import { getPublicLayout } from "./public-layout.server";

beforeEach(async () => {
  await sql`truncate setting, media restart identity cascade`.execute(db());
});

async function storeProfile(value: Record<string, unknown>) {
  await sql`insert into setting (name, value) values ('profile', ${JSON.stringify(value)}::jsonb)`.execute(db());
}

describe("the public frame", () => {
  it("carries the logo the profile names", async () => {
    const image = await insertMedia(db());
    await storeProfile({ company_name: "Acme", logo_id: image });
    const layout = await getPublicLayout(db());
    expect(layout.profile.company_name).toBe("Acme");
    expect(layout.logo?.id).toBe(image);
  });

  it("has no logo, rather than failing, when the stored id is not a whole id", async () => {
    await insertMedia(db());
    for (const logoId of [3.5, 1e30, -1]) {
      await sql`delete from setting`.execute(db());
      await storeProfile({ company_name: "Acme", logo_id: logoId });
      expect((await getPublicLayout(db())).logo).toBeNull();
    }
  });

  it("names a menu page by its menu label, or by its title when it has none", async () => {
    await sql`delete from page`.execute(db());
    const live = { status: "published", published_at: new Date(Date.now() - 1000), show_in_menu: true } as const;
    await db().insertInto("page").values([
      { ...live, title: "Everything about our company and its history", slug: "about", menu_label: "About us", sort_order: 1 },
      { ...live, title: "Careers", slug: "careers", sort_order: 2 },
    ]).execute();
    expect((await getPublicLayout(db())).menuPages).toEqual([
      { label: "About us", href: "/about" },
      { label: "Careers", href: "/careers" },
    ]);
  });
});
