import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { getPublicPageBySlug } from "~/models/page.server";
import { parseJson } from "~/schemas/parse";
import { SECTION_TYPES, sectionsSchema } from "~/schemas/sections";
import { asOneRequest } from "~/services/cache/tagged-cache.server";
import { pages } from "~/services/content/pages.server";
import { addContent } from "../../tests/helpers/content";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/** A custom page built from sections, as a visitor gets it: every type, server-rendered, no script needed. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let image: number;

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
  image = await insertMedia(db());
});

async function pageWith(slug: string, sections: unknown[], extra: Record<string, unknown> = {}) {
  const parsed = parseJson(pages.schemas.create, { title: `Page ${slug}`, slug, status: "published", sections, ...extra });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
  await addContent(pages, parsed.data);
  const response = await get(`/${slug}`);
  expect(response.status).toBe(200);
  return response.text();
}

/** The HTML of the page's article, where the sections are. */
function article(html: string): string {
  return html.match(/<article>([\s\S]*?)<\/article>\s*<\/main>/)?.[1] ?? html;
}

describe("a page's sections", () => {
  it("open with a hero whose heading is the page's one h1, buttons as links", async () => {
    const html = article(await pageWith("s-hero", [
      { type: "hero", heading: "Software that lasts", text: "Since 1998", image_id: image, buttons: [{ label: "Talk to us", url: "/contact-us" }, { label: "Docs", url: "https://example.com/docs" }] },
    ]));
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 id="section-1-title">Software that lasts<\/h1>/);
    expect(html).toContain('href="/contact-us"');
    expect(html).toContain('href="https://example.com/docs"');
    expect(html).toMatch(new RegExp(`src="/media/${image}/`));
  });

  it("keep the page's title as h1 when they do not open with a hero, and show the body before them", async () => {
    const html = article(await pageWith("s-text", [{ type: "rich_text", body: "<p>Second part</p>" }], { body: "<p>First part</p>" }));
    expect(html).toMatch(/<h1>Page s-text<\/h1>/);
    expect(visibleText(html)).toMatch(/First part.*Second part/);
  });

  it("draw features with their icons, figures and a quote", async () => {
    const html = article(await pageWith("s-features", [
      { type: "features", heading: "Why us", items: [{ icon: "shield", title: "Secure", text: "Audited" }, { icon: "bolt", title: "Fast" }] },
      { type: "figures", items: [{ value: "25", label: "years" }, { value: "40+", label: "countries" }] },
      { type: "quote", text: "They deliver.", person: "Ada Lovelace", role: "CTO" },
    ]));
    expect(html).toMatch(/<section class="section" aria-labelledby="section-1-title"><div class="container"><h2 id="section-1-title">Why us<\/h2>/);
    expect(html.match(/<svg class="section-icon"[^>]*aria-hidden="true"/g)).toHaveLength(2);
    expect(html).toMatch(/<dt>years<\/dt><dd>25<\/dd>/);
    expect(html).toMatch(/<blockquote><p>They deliver\.<\/p><\/blockquote>/);
    expect(visibleText(html)).toContain("Ada Lovelace CTO");
  });

  it("answer questions in <details> and describe them as FAQPage data", async () => {
    const html = await pageWith("s-faq", [{ type: "faq", items: [{ question: "Do you ship?", answer: "Yes, weekly." }] }]);
    expect(article(html)).toMatch(/<details class="faq-item"><summary>Do you ship\?<\/summary><p>Yes, weekly\.<\/p><\/details>/);
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Do you ship?", acceptedAnswer: { "@type": "Answer", text: "Yes, weekly." } }],
    });
  });

  it("load nothing from YouTube before the click: the video is a link to it", async () => {
    const html = article(await pageWith("s-video", [{ type: "video", url: "https://youtu.be/dQw4w9WgXcQ", title: "Our story" }]));
    expect(html).not.toContain("<iframe");
    expect(html).not.toMatch(/src="[^"]*youtube/);
    expect(html).toMatch(/<a class="video-placeholder" href="https:\/\/youtu.be\/dQw4w9WgXcQ"/);
    // The player the page's script puts in the placeholder's place, once clicked.
    expect(html).toContain('data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(visibleText(html)).toContain("Play “Our story” (loads YouTube)");
  });

  it("put the image on the chosen side and post the contact form to the contact page", async () => {
    const html = article(await pageWith("s-image", [
      { type: "image_text", image_id: image, heading: "Our lab", body: "We test.\n\nEvery day.", image_side: "right" },
      { type: "contact_form", heading: "Write to us" },
    ]));
    expect(html).toContain('class="container image-text image-text-right"');
    expect(html).toContain("<p>We test.</p><p>Every day.</p>");
    expect(html).toMatch(/<form method="post" action="\/contact-us" class="contact-form">/);
    for (const name of ["name", "email", "message", "website"]) expect(html).toContain(`name="${name}"`);
  });

  it("show the certificates as logos and the latest news, and are dropped from the caches when news changes", async () => {
    const { tags, result } = asOneRequest(() => pageWith("s-latest", [
      { type: "logos", heading: "Certified", source: "certificates" },
      { type: "latest", source: "news", count: 3 },
      { type: "cta", heading: "Ready?", button: { label: "Contact", url: "/contact-us" } },
    ]));
    const html = article(await result);
    expect(html).toContain('class="certificate-strip"');
    expect(html.match(/<article class="card">/g)).toHaveLength(3);
    expect(html).toContain('href="/news"');
    expect(visibleText(html)).toContain("Ready?");
    expect([...tags]).toEqual(expect.arrayContaining(["page", "news", "certificate", "media"]));
  });

  it("make the demo's Why Northwind page, one of each type, as the schema would save it", async () => {
    const page = await getPublicPageBySlug(db(), "why-northwind");
    expect(new Set(page?.sections.map((section) => section.type))).toEqual(new Set(SECTION_TYPES));
    expect(sectionsSchema.parse(page?.sections)).toEqual(page?.sections);
    const html = article(await (await get("/why-northwind")).text());
    expect(html).toMatch(/<h1 id="section-1-title">Why Northwind<\/h1>/);
    expect(html.match(/<article class="card">/g)).toHaveLength(6);
  });
});
