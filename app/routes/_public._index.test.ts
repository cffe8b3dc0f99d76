import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { db } from "~/db/db.server";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { loader } from "./_public._index";

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

async function homeData() {
  const response = await loader({ request: new Request("http://localhost/"), params: {}, context: { clientIp: "127.0.0.1" } });
  const data = await response.json();
  if ("asPage" in data) throw new Error("the standard home page was expected");
  return data;
}

describe("the home page", () => {
  it("says once above the featured products and once above the news that their pages are for registered customers, with no lock on each card", async () => {
    const html = await (await get("/")).text();
    const notes = [...html.matchAll(/<p class="guard-note[^"]*">.*?<\/p>/gs)].map((match) => visibleText(match[0]));
    expect(notes).toEqual([
      expect.stringContaining("Full product pages are free for registered customers."),
      expect.stringContaining("Full articles are free for registered customers."),
    ]);
    expect(html).not.toContain('class="card-lock"');
    expect(html).toContain(`redirectTo=${encodeURIComponent("/")}`);
  });

  it("shows every section from the database, with one h1", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);

    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain("<h1>Technology that keeps industry running</h1>");
    expect(text).toContain("Cloud, data and security solutions with the hardware to match.");
    expect(html).toContain('href="/contact-us">Talk to an engineer</a>');
    // Beside the button, a quieter way into the solutions for a visitor not ready to talk.
    expect(html).toContain('<a class="hero-link" href="/solutions">Explore our solutions</a>');
    // Slider: three slides, scroll-snap track, numbered links that work without JavaScript.
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('href="#slide-3"');
    // Hero contents, counters, categories, featured products, certificates, news, call to action.
    expect(text).toContain("Engineers, not resellers");
    expect(text).toMatch(/42,000\s*\+/);
    expect(text).toContain("Years in business");
    // A figure with decimals keeps them; the suffix follows it.
    expect(html).toMatch(/<dt>Uptime last year<\/dt><dd>99\.98<!-- -->%<\/dd>/);
    // One headline and one button in the hero: the slides carry captions and plain links.
    const hero = html.slice(html.indexOf('<section class="hero'), html.indexOf('id="why-us"'));
    expect(hero.match(/class="button[ "]/g)).toHaveLength(1);
    expect(html).toContain('<a class="slide-link" href="/solutions/security-compliance">Security &amp; compliance</a>');
    expect(html).toContain('href="/solutions/security-compliance"');
    expect(html).toContain('href="/product-details/edge-gateway-x1"');
    expect(html).toContain('alt="ISO 27001 Security certification mark"');
    expect(html).toContain('href="/news-details/we-opened-our-new-operations-centre"');
    expect(text).toContain("Have a project in mind?");
    // Head tags.
    expect(html).toContain("<title>Technology that keeps industry running | Northwind Systems</title>");
    expect(html).toContain('<link rel="canonical" href="http://localhost/"/>');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost\/media\/\d+\/[\w.-]+\?crop=share"\/>/);
  });

  it("shows the customers of the live stories as a strip of logos under the hero, each leading to its story", async () => {
    const strip = () => get("/").then(async (response) => (await response.text()).match(/<ul class="logo-strip">[\s\S]*?<\/ul>/)?.[0]);
    const logos = (html: string | undefined) =>
      [...(html ?? "").matchAll(/<a [^>]*href="(\/customer-stories\/[^"]+)"[^>]*><img [^>]*alt="([^"]+)"/g)].map(([, href, alt]) => `${alt} ${href}`);
    const shown = logos(await strip());
    // The demo's six stories, newest first: the strip shows up to six.
    expect(shown.map((entry) => entry.split(" /")[0])).toEqual(["Baltic Freightways", "Hallam Components", "Aurelia Health", "Harrowdale Water", "Kessler Markets", "Fairhaven Building Society"]);
    expect(shown).toContain("Baltic Freightways /customer-stories/baltic-freightways-cuts-unplanned-downtime-by-38");
    const html = await (await get("/")).text();
    expect(html.indexOf('class="logo-strip"')).toBeGreaterThan(html.indexOf('<section class="hero'));
    expect(html.indexOf('class="logo-strip"')).toBeLessThan(html.indexOf('id="why-us"'));
    // The certificates are not a second strip under the hero: they follow the key figures.
    expect(html.indexOf('id="certified"')).toBeGreaterThan(html.indexOf('id="key-figures"'));
    // The newest story, drawn wide, parts the products' cards from the news'.
    const story = html.slice(html.indexOf('id="home-story"'), html.indexOf('id="latest-news"'));
    expect(html.indexOf('id="home-story"')).toBeGreaterThan(html.indexOf('id="featured-products"'));
    expect(story).toContain('href="/customer-stories/baltic-freightways-cuts-unplanned-downtime-by-38"');
    expect(visibleText(story)).toContain("38% less unplanned downtime");

    // A story taken off the site takes its customer off the strip.
    await db().updateTable("customer_story").set({ status: "draft" }).where("customer_name", "=", "Baltic Freightways").execute();
    try {
      expect(logos(await strip()).join()).not.toContain("Baltic Freightways");
    } finally {
      await db().updateTable("customer_story").set({ status: "published" }).where("customer_name", "=", "Baltic Freightways").execute();
    }
  });

  it("stacks the solutions and the news on a phone, and says that the products' row scrolls sideways", async () => {
    const html = await (await get("/")).text();
    const section = (id: string) => html.match(new RegExp(`<section [^>]*aria-labelledby="${id}"[\\s\\S]*?</section>`))![0];
    expect(section("our-solutions")).toContain('class="card-grid card-stack"');
    expect(section("latest-news")).toContain('class="card-grid card-stack"');
    expect(section("featured-products")).toContain('class="card-grid card-row card-compact"');
    expect(visibleText(section("featured-products"))).toContain("Swipe for all 6 products");
    // Six fill three rows of two: no tile to all products is needed after them.
    expect(section("featured-products")).not.toContain('class="card-all"');
    // Thumbnails on a phone: the stacked cards ask for small pictures there.
    expect(section("our-solutions")).toContain('sizes="(min-width: 960px) 360px, (min-width: 600px) 50vw, 96px"');
  });

  it("draws its feature titles as headings, not as links", async () => {
    const html = await (await get("/")).text();
    const features = html.match(/<ul class="feature-grid">[\s\S]*?<\/ul>/)![0];
    expect(features).toContain("<h3>");
    // A linked title keeps the heading's colour and no underline until hovered or focused.
    const css = fs.readFileSync(path.join(process.cwd(), "app/styles/app.css"), "utf8");
    expect(css).toMatch(/\.feature h3 a \{ color: inherit; text-decoration: none; \}/);
  });

  it("draws images with srcset over the WebP variants, explicit sizes, and only the first slide eager", async () => {
    const html = await (await get("/")).text();
    const images = html.match(/<img [^>]*>/g)!;
    const slides = images.filter((tag) => tag.includes("slide-image"));
    expect(slides).toHaveLength(3);
    expect(slides[0]).toMatch(/loading="eager"/);
    expect(slides[0]).toMatch(/fetchpriority="high"/);
    expect(slides[0]).toMatch(/srcSet="[^"]*\?w=480 480w, [^"]*\?w=960 960w, [^"]*\s1500w"/);
    expect(slides[0]).toMatch(/width="1500" height="1000"/);
    for (const tag of slides.slice(1)) {
      expect(tag).toMatch(/loading="lazy"/);
      expect(tag).toMatch(/decoding="async"/);
      expect(tag).not.toMatch(/fetchpriority/);
    }
    // Every image has explicit dimensions and an alt attribute.
    for (const tag of images) {
      expect(tag).toMatch(/ width="\d+" height="\d+"/);
      expect(tag).toMatch(/ alt="/);
    }
  });

  it("shows the latest 3 live news and hides drafts and scheduled articles", async () => {
    const data = await homeData();
    expect(data.news.map((article: { title: string }) => article.title)).toEqual([
      "We opened our new operations centre",
      "Edge Gateway X1 wins an industry design award",
      "How predictive maintenance saved a bottling plant 400 hours",
    ]);
    const html = await (await get("/")).text();
    expect(html).not.toContain("Join us at the Industrial Data Summit");
    expect(html).not.toContain("Notes for the upcoming product roadmap");

    // The scheduled article appears by itself once its time has come.
    await db()
      .updateTable("news")
      .set({ published_at: sql<Date>`now() - interval '1 hour'` })
      .where("slug", "=", "join-us-at-the-industrial-data-summit")
      .execute();
    const after = await homeData();
    expect(after.news[0].title).toBe("Join us at the Industrial Data Summit");
    expect(after.news).toHaveLength(3);
  });

  it("leaves out unpublished slides, hero contents and certificates", async () => {
    await db().updateTable("home_slide").set({ is_published: false }).where("title", "=", "Data you can act on").execute();
    await db().updateTable("certificate").set({ is_published: false }).where("name", "=", "SOC 2 Type II").execute();
    await db().updateTable("hero_content").set({ is_published: false }).where("title", "=", "Support around the clock").execute();
    const data = await homeData();
    expect(data.slides.map((slide: { title: string }) => slide.title)).toEqual([
      "From the factory floor to the cloud",
      "Secure by default",
    ]);
    expect(data.certificates.map((c: { name: string }) => c.name)).not.toContain("SOC 2 Type II");
    expect(data.certificates).toHaveLength(5);
    expect(data.heroContents).toHaveLength(2);
  });

  it("leaves out a poster without a video, and shows a player for a YouTube link", async () => {
    const poster = await db().selectFrom("media").select("id").where("original_name", "=", "inside-our-operations-centre.jpg").executeTakeFirstOrThrow();
    await db()
      .updateTable("setting")
      .set({ value: JSON.stringify({ poster_id: poster.id, video_url: "", title: "Inside our operations centre", caption: "42,000 devices" }) })
      .where("name", "=", "hero_video")
      .execute();
    let html = await (await get("/")).text();
    expect(html).not.toContain('id="hero-video-title"');
    expect(html).not.toMatch(new RegExp(`<img src="/media/${poster.id}/`));

    await db()
      .updateTable("setting")
      .set({ value: JSON.stringify({ poster_id: poster.id, video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Tour" }) })
      .where("name", "=", "hero_video")
      .execute();
    html = await (await get("/")).text();
    expect(html).toMatch(/<iframe src="https:\/\/www.youtube-nocookie.com\/embed\/dQw4w9WgXcQ" title="Tour \(YouTube video\)" loading="lazy"/);
  });
});
