import { renderToStaticMarkup } from "react-dom/server";
import type { SectionsData } from "~/models/public-page-sections.server";
import type { PublicImage } from "~/models/public-image.server";
import { SECTION_TYPES, sectionSchema, type Section } from "~/schemas/sections";
import { PageSections } from "./page-sections";
import { SiteContactContext } from "./site-contact";

/**
 * Each section type as the server renders it, one row a type: its own elements, and the name a
 * screen reader gives its landmark (the heading that aria-labelledby points to), or none for the
 * types that have no heading.
 */

const image = (id: number, alt: string): PublicImage => ({ id, kind: "image", original_name: `${id}.png`, width: 1200, height: 900, variants: [480, 960], alt });
const card = (id: number, title: string) => ({ id, title, text: `About ${title}`, href: `/x/${id}`, image: null });

const DATA: SectionsData = {
  images: { "4": image(4, "Our control room"), "5": image(5, "Partner logo") },
  certificates: [{ id: 1, name: "ISO 27001", url: "https://example.com/iso", image: image(4, "") }],
  latest: {
    news: [card(1, "New office"), card(2, "New product"), card(3, "New partner")],
    "customer-stories": [card(7, "Harbour works"), card(8, "Grid operator"), card(9, "Fleet owner")],
  },
};

const CASES: Array<{ type: Section["type"]; section: Record<string, unknown>; name: string | null; shows: RegExp[] }> = [
  {
    type: "hero",
    section: { type: "hero", heading: "Build with us", text: "Since 1998", image_id: 4, buttons: [{ label: "Contact", url: "/contact-us" }, { label: "Docs", url: "https://example.com" }] },
    name: "Build with us",
    shows: [/<h2 id="section-1-title">Build with us<\/h2>/, /<a class="button button-large" href="\/contact-us">Contact<\/a>/, /<a class="button button-large button-secondary" href="https:\/\/example.com">Docs<\/a>/, /<img [^>]*alt="Our control room"/],
  },
  { type: "rich_text", section: { type: "rich_text", body: "<h2>How we work</h2><p>Step by step.</p>" }, name: null, shows: [/<h2>How we work<\/h2>/, /<p>Step by step\.<\/p>/] },
  {
    type: "features",
    section: { type: "features", heading: "Why us", items: [{ icon: "shield", title: "Safe", text: "Audited" }, { icon: "cloud", title: "Hosted" }] },
    name: "Why us",
    shows: [/<h3>Safe<\/h3>/, /<p>Audited<\/p>/, /<svg class="section-icon"[^>]*aria-hidden="true"/],
  },
  { type: "logos", section: { type: "logos", heading: "Certified", source: "certificates" }, name: "Certified", shows: [/class="certificate-strip"/, /ISO 27001/] },
  {
    type: "figures",
    section: { type: "figures", heading: "In numbers", items: [{ value: "25", label: "years" }, { value: "40+", label: "countries" }] },
    name: "In numbers",
    shows: [/<dl class="counters">/, /<dt>years<\/dt><dd>25<\/dd>/, /<dt>countries<\/dt><dd>40\+<\/dd>/],
  },
  { type: "quote", section: { type: "quote", text: "They deliver.", person: "Ada", role: "CTO" }, name: null, shows: [/<blockquote><p>They deliver\.<\/p><\/blockquote>/, /<figcaption>/, /<strong>Ada<\/strong>/] },
  {
    type: "cta",
    section: { type: "cta", heading: "Talk to us", text: "Within a day.", button: { label: "Write", url: "/contact-us" } },
    name: "Talk to us",
    shows: [/<p>Within a day\.<\/p>/, /<a class="button button-large" href="\/contact-us">Write<\/a>/],
  },
  {
    type: "faq",
    section: { type: "faq", items: [{ question: "Why?", answer: "Because." }] },
    name: "Frequently asked questions",
    shows: [/<details class="faq-item"><summary>Why\?<\/summary><p>Because\.<\/p><\/details>/],
  },
  {
    type: "image_text",
    section: { type: "image_text", image_id: 4, heading: "Our lab", body: "We test.", image_side: "left" },
    name: "Our lab",
    shows: [/class="container image-text image-text-left"/, /<img [^>]*alt="Our control room"/, /<p>We test\.<\/p>/],
  },
  {
    type: "video",
    section: { type: "video", url: "https://vimeo.com/76979871", title: "Our story", poster_id: 4 },
    name: "Our story",
    shows: [/<a class="video-placeholder" href="https:\/\/vimeo.com\/76979871"/, /Play <span class="video-title">“Our story” <\/span><span class="video-service">\(loads Vimeo\)<\/span>/],
  },
  {
    type: "contact_form",
    section: { type: "contact_form" },
    name: "Send us a message",
    shows: [/<form method="post" action="\/contact-us" class="contact-form">/, /<label for="section-1-email">Email<\/label>/, /<p class="privacy-note">We use your details only to answer your message\.<\/p><button type="submit" class="button">Send message<\/button>/],
  },
  {
    type: "latest",
    section: { type: "latest", source: "customer-stories", count: 3 },
    name: "Customer stories",
    shows: [/<a href="\/customer-stories">All customer stories<\/a>/, /Harbour works/, /Fleet owner/],
  },
];

// A card links with Remix's <Link> and reads the public layout's data, which need a running app; here it is its title and link,
// and the notice over guarded cards its sentence.
vi.mock("./card", () => ({
  Card: ({ href, title, guardNoted = false }: { href: string; title: string; guardNoted?: boolean }) => (
    <article className="card" data-guard-noted={guardNoted}>
      <a href={href}>{title}</a>
    </article>
  ),
  GuardNote: ({ sentence }: { sentence: string }) => <p className="guard-note guard-note-quiet">{sentence}</p>,
}));

// The site's words come from the root's data in a running app; here they are the English catalogue's.
vi.mock("./words", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./words")>();
  const english = (await import("~/locales/en.json")).default as Record<string, string>;
  return { ...actual, useSiteWords: () => ({ locale: "en", say: (key: string) => english[key], href: (path: string) => path }) };
});

function render(section: Section): string {
  return renderToStaticMarkup(<PageSections sections={[section]} data={DATA} opensPage={false} />);
}

/** The text of the element the section's aria-labelledby names, or null when nothing names it. */
function landmarkName(html: string): string | null {
  const id = html.match(/^<section [^>]*aria-labelledby="([^"]+)"/)?.[1];
  if (!id) return null;
  const heading = html.match(new RegExp(`<(h[1-6]) id="${id}">([^<]*)</\\1>`));
  if (!heading) throw new Error(`aria-labelledby names ${id}, which is not a heading here`);
  return heading[2];
}

describe("each section type, rendered on the server", () => {
  it("has a row here for every type", () => {
    expect(CASES.map((row) => row.type).sort()).toEqual([...SECTION_TYPES].sort());
  });

  it.each(CASES)("draws a $type section with its elements, named by its heading", ({ section, name, shows }) => {
    const html = render(sectionSchema.parse(section));
    expect(html).toMatch(/^<section /);
    expect(landmarkName(html)).toBe(name);
    for (const pattern of shows) expect(html).toMatch(pattern);
    // Images are described or marked decorative, never left without alt.
    for (const tag of html.match(/<img [^>]*>/g) ?? []) expect(tag).toMatch(/ alt="/);
  });

  it("draws logos from the library and the latest news too", () => {
    const logos = render(sectionSchema.parse({ type: "logos", source: "media", media_ids: [5] }));
    expect(logos).toMatch(/<img [^>]*alt="Partner logo"/);
    expect(landmarkName(logos)).toBeNull();
    const news = render(sectionSchema.parse({ type: "latest", source: "news", count: 3 }));
    expect(landmarkName(news)).toBe("Latest news");
    // One quiet line under the heading says articles need an account, in place of a lock on each card.
    expect(news.match(/<article class="card" data-guard-noted="true">/g)).toHaveLength(3);
    expect(news).toContain('<p class="guard-note guard-note-quiet">Full articles are free for registered customers.</p>');
    const stories = render(sectionSchema.parse({ type: "latest", source: "customer-stories", count: 3 }));
    expect(stories.match(/<article class="card" data-guard-noted="false">/g)).toHaveLength(3);
    expect(stories).not.toContain('class="guard-note');
  });

  it("links the site's privacy page beside the contact form when there is one", () => {
    const html = renderToStaticMarkup(
      <SiteContactContext.Provider value={{ name: "Northwind", phone: "", email: "", privacy: { label: "Privacy Policy", href: "/privacy-policy" } }}>
        <PageSections sections={[sectionSchema.parse({ type: "contact_form" })]} data={DATA} opensPage={false} />
      </SiteContactContext.Provider>,
    );
    expect(html).toContain('<p class="privacy-note">We use your details only to answer your message. <a href="/privacy-policy">Privacy Policy</a></p>');
  });

  it("draws nothing for sections with nothing to show", () => {
    const empty: SectionsData = { images: {}, certificates: [], latest: { news: [], "customer-stories": [] } };
    const html = (section: Record<string, unknown>) => renderToStaticMarkup(<PageSections sections={[sectionSchema.parse(section)]} data={empty} opensPage={false} />);
    expect(html({ type: "logos", source: "certificates" })).toBe("");
    expect(html({ type: "latest", source: "news", count: 3 })).toBe("");
  });
});
