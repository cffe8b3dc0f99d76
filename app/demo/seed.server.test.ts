import { db } from "~/db/db.server";
import { listCustomerStories } from "~/models/customer-story.server";
import { getCategoryPage } from "~/models/public-catalog.server";
import { seedDemoContent } from "./seed.server";
import { ensureFirstAdmin, welcomeMessage } from "~/services/startup.server";

async function count(table: "solution_category" | "solution" | "product_category" | "product" | "certificate" | "home_slide" | "hero_content" | "page" | "media") {
  const row = await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("demo seed", () => {
  it("creates the demo company once, and a second run adds nothing", async () => {
    expect(await seedDemoContent(db())).toBe(true);

    expect(await count("solution_category")).toBe(3);
    expect(await count("solution")).toBe(9);
    expect(await count("product_category")).toBe(2);
    expect(await count("product")).toBe(6);
    expect(await count("certificate")).toBe(6);
    expect(await count("home_slide")).toBe(3);
    expect(await count("hero_content")).toBe(3);
    expect(await count("page")).toBe(3);

    const news = await db().selectFrom("news").select(["status", "published_at"]).execute();
    const now = Date.now();
    expect(news).toHaveLength(6);
    expect(news.filter((row) => row.status === "published" && row.published_at! <= new Date(now))).toHaveLength(4);
    expect(news.filter((row) => row.status === "published" && row.published_at! > new Date(now))).toHaveLength(1);
    expect(news.filter((row) => row.status === "draft")).toHaveLength(1);

    const stories = (await listCustomerStories(db(), { status: "published" })).items;
    expect(stories.map((story) => story.industry).sort()).toEqual(["Financial services", "Healthcare", "Logistics", "Manufacturing", "Retail", "Utilities"]);
    for (const story of stories) {
      expect(story.figures.length, story.title).toBeGreaterThanOrEqual(2);
      expect(story.quote, story.title).toMatchObject({ text: expect.any(String), person: expect.any(String) });
      const related = await db().selectFrom("solution").select("id").where("id", "in", story.solution_ids).where("status", "=", "published").execute();
      expect(related, story.title).toHaveLength(story.solution_ids.length);
      expect(story.solution_ids.length + story.product_ids.length, story.title).toBeGreaterThan(0);
      const images = await db().selectFrom("media").select("kind").where("id", "in", [story.logo_id!, story.cover_image_id!]).execute();
      expect(images.map((image) => image.kind), story.title).toEqual(["image", "image"]);
    }

    // Each category's page shows a story of its own, about work on that category's items.
    const shownOn = async (kind: "solution" | "product", slug: string) => (await getCategoryPage(db(), kind, slug))?.story?.customer_name;
    expect({
      "cloud-infrastructure": await shownOn("solution", "cloud-infrastructure"),
      "data-analytics": await shownOn("solution", "data-analytics"),
      "security-compliance": await shownOn("solution", "security-compliance"),
      "edge-hardware": await shownOn("product", "edge-hardware"),
      software: await shownOn("product", "software"),
    }).toEqual({
      "cloud-infrastructure": "Hallam Components",
      "data-analytics": "Kessler Markets",
      "security-compliance": "Aurelia Health",
      "edge-hardware": "Baltic Freightways",
      software: "Harrowdale Water",
    });

    const settings = await db().selectFrom("setting").select(["name", "value"]).execute();
    expect(settings.map((row) => row.name).sort()).toEqual(
      ["company_pdf", "counter", "hero", "hero_video", "profile", "site", "social"],
    );
    const counter = settings.find((row) => row.name === "counter")!.value as { items: unknown[] };
    expect(counter.items).toHaveLength(4);

    const pdf = await db().selectFrom("media").select(["id", "original_name"]).where("kind", "=", "pdf").orderBy("id").execute();
    // The company profile, and each certificate as its issuer sent it, which the certificate links.
    const profilePdf = pdf.filter((file) => file.original_name === "northwind-company-profile.pdf");
    expect(profilePdf).toHaveLength(1);
    const certificates = await db().selectFrom("certificate").select(["name", "url"]).orderBy("sort_order").execute();
    expect(pdf).toHaveLength(certificates.length + 1);
    for (const certificate of certificates) {
      const scan = pdf.find((file) => file.original_name.endsWith("-certificate.pdf") && certificate.url === `/media/${file.id}/${file.original_name}`);
      expect(scan, certificate.name).toBeDefined();
    }
    // Settings refer to the library by the field names the settings schemas use.
    const value = (name: string) => settings.find((row) => row.name === name)!.value;
    expect(value("company_pdf")).toMatchObject({ media_id: profilePdf[0].id });
    expect(value("profile")).toMatchObject({ logo_id: expect.any(Number) });
    expect(value("hero_video")).toMatchObject({ poster_id: expect.any(Number), video_id: null });

    // Version 1 of every record is kept, so the first edit can be undone.
    const solutions = await db().selectFrom("solution").select("id").execute();
    const firstVersions = await db()
      .selectFrom("revision")
      .select(["record_id", "version", "actor_name"])
      .where("resource", "=", "solutions")
      .execute();
    expect(firstVersions).toHaveLength(solutions.length);
    expect(firstVersions).toEqual(expect.arrayContaining([{ record_id: String(solutions[0].id), version: 1, actor_name: "Demo content" }]));
    const profile = await db().selectFrom("revision").select("version").where("resource", "=", "settings").where("record_id", "=", "profile").execute();
    expect(profile).toEqual([{ version: 1 }]);

    // A few items have a past by the newsroom: drafts dated before the version shown, oldest first.
    for (const [table, resource, column, value, versions] of [
      ["news", "news", "title", "We opened our new operations centre", 3],
      ["page", "pages", "slug", "about-us", 3],
      ["product", "products", "title", "Edge Gateway X1", 4],
    ] as const) {
      const { id, version } = await db().selectFrom(table).select(["id", "version"]).where(column, "=", value).executeTakeFirstOrThrow();
      expect(version, value).toBe(versions);
      const history = await db().selectFrom("revision").select(["version", "actor_name", "at", "data"]).where("resource", "=", resource).where("record_id", "=", String(id)).orderBy("id").execute();
      expect(history.map((revision) => revision.version), value).toEqual([...Array(versions).keys()].map((index) => index + 1));
      expect(new Set(history.map((revision) => revision.actor_name)), value).toEqual(new Set(["Anna Keller", "Tom Hartley"]));
      const times = history.map((revision) => new Date(revision.at).getTime());
      expect([...times].sort((a, b) => a - b), value).toEqual(times);
      expect(times[times.length - 1], value).toBeLessThan(Date.now() - 24 * 60 * 60 * 1000);
      expect((history[0].data as { title: string }).title, value).not.toBe((history[history.length - 1].data as { title: string }).title);
    }

    const mediaBefore = await count("media");
    expect(await seedDemoContent(db())).toBe(false);
    expect(await count("media")).toBe(mediaBefore);
    expect(await count("solution")).toBe(9);
  });

  it("creates the first admin only when there is none, and says with what once", async () => {
    const created = await ensureFirstAdmin(db());
    expect(created).toEqual({ email: "admin@example.com", generatedPassword: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    expect(await ensureFirstAdmin(db())).toBeNull();
    const admins = await db().selectFrom("user").select("email").where("role", "=", "admin").execute();
    expect(admins).toEqual([{ email: "admin@example.com" }]);

    const message = welcomeMessage("http://localhost:3000", created);
    expect(message).toContain("Admin:     http://localhost:3000/admin/login");
    expect(message).toContain(`Password:  ${created!.generatedPassword}`);
    expect(welcomeMessage("http://localhost:3000", null)).not.toContain("Password");
  });
});
