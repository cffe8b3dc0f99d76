import { sql, type Transaction } from "kysely";
import type { DB } from "~/db/db.server";
import { slugify } from "~/utils/slug";
import type { Database, Media } from "~/db/schema";
import { demoImage, demoPdf, PALETTES, type Palette } from "./media/demo-assets.server";
import { saveUpload } from "./media/media-upload.server";

/**
 * The demo company: what a fresh install shows until the editors replace it.
 * Runs only on a site without content, inside one transaction holding an
 * advisory lock, so two instances starting together seed it once.
 */

type Trx = Transaction<Database>;

const DAY = 24 * 60 * 60 * 1000;

const SOLUTION_CATEGORIES = [
  {
    name: "Cloud & Infrastructure",
    slug: "cloud-infrastructure",
    description: "Move, run and scale your workloads on infrastructure that is secure by default.",
    items: [
      ["Cloud Migration", "Plan and execute a low-risk move of your applications to the cloud."],
      ["Managed Kubernetes", "Production-grade clusters, patched and monitored around the clock."],
      ["Hybrid Networking", "One network across your offices, data centres and cloud regions."],
    ],
  },
  {
    name: "Data & Analytics",
    slug: "data-analytics",
    description: "Turn operational data into decisions with pipelines and dashboards your teams trust.",
    items: [
      ["Data Platform", "A governed lakehouse that brings every source into one place."],
      ["Business Dashboards", "Live dashboards for sales, operations and finance."],
      ["Predictive Maintenance", "Models that flag failing equipment before it stops the line."],
    ],
  },
  {
    name: "Security & Compliance",
    slug: "security-compliance",
    description: "Protect people, data and systems, and prove it to your auditors.",
    items: [
      ["Managed Detection & Response", "A security operations team that watches your estate 24/7."],
      ["Identity & Access", "Single sign-on, MFA and least-privilege access for every app."],
      ["Compliance Readiness", "ISO 27001 and SOC 2 programmes from gap analysis to audit."],
    ],
  },
] as const;

const PRODUCT_CATEGORIES = [
  {
    name: "Edge Hardware",
    slug: "edge-hardware",
    description: "Rugged devices that collect and process data where it is produced.",
    items: [
      ["Edge Gateway X1", "A fanless industrial gateway with dual LTE and 8 GB of RAM."],
      ["Sensor Hub S4", "Connect up to 64 wired sensors over Modbus and OPC UA."],
      ["Vision Node V2", "On-device image inspection at 60 frames per second."],
    ],
  },
  {
    name: "Software",
    slug: "software",
    description: "The platform that manages your fleet and your data, on-premises or as a service.",
    items: [
      ["Fleet Manager", "Deploy, update and monitor thousands of devices from one console."],
      ["Insight Studio", "Build dashboards and alerts without writing code."],
      ["Secure Vault", "Keys, certificates and secrets managed with audit trails."],
    ],
  },
] as const;

const NEWS = [
  { title: "We opened our new operations centre", daysAgo: 3, status: "published" },
  { title: "Edge Gateway X1 wins an industry design award", daysAgo: 18, status: "published" },
  { title: "How predictive maintenance saved a bottling plant 400 hours", daysAgo: 40, status: "published" },
  { title: "Our team is now ISO 27001 certified", daysAgo: 75, status: "published" },
  { title: "Join us at the Industrial Data Summit", daysAgo: -14, status: "published" },
  { title: "Notes for the upcoming product roadmap", daysAgo: 0, status: "draft" },
] as const;

const CERTIFICATES = [
  "ISO 9001 Quality",
  "ISO 27001 Security",
  "SOC 2 Type II",
  "Cloud Partner Gold",
  "Green Energy Pledge",
  "Cyber Essentials Plus",
];

function paragraphs(...texts: string[]) {
  return texts.map((text) => `<p>${text}</p>`).join("");
}

async function image(trx: Trx, name: string, palette: Palette, seed: number, width = 1600, height = 900) {
  const bytes = await demoImage({ width, height, palette, seed });
  return saveUpload(trx, { file: bytes, originalName: `${slugify(name)}.jpg`, alt: name });
}

async function hasContent(trx: Trx) {
  const row = await trx
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom("solution_category").select("id")).as("categories"),
      eb.exists(eb.selectFrom("setting").select("name").where("name", "=", "profile")).as("profile"),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.categories) || Boolean(row.profile);
}

export async function seedDemoContent(database: DB): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('company-site:demo-seed'))`.execute(trx);
    if (await hasContent(trx)) return false;

    const now = Date.now();
    const logo = await saveUpload(trx, {
      file: await demoImage({ width: 480, height: 120, palette: PALETTES[0], seed: 1 }),
      originalName: "northwind-logo.jpg",
      alt: "Northwind Systems",
    });

    await insertSettings(trx, logo);
    await insertCatalog(trx, now);
    await insertNews(trx, now);
    await insertHome(trx);
    await insertPages(trx, now);

    const pdf = await saveUpload(trx, {
      file: demoPdf("Northwind Systems — Company Profile", [
        "Founded 2009. 140 engineers in 4 countries.",
        "Cloud & infrastructure, data & analytics, security & compliance.",
        "Edge hardware and software for industrial customers.",
        "Contact: hello@northwind.example",
      ]),
      originalName: "northwind-company-profile.pdf",
      alt: "Northwind Systems company profile",
    });
    await setSetting(trx, "company_pdf", { media_id: pdf.id, title: "Company profile 2026" });
    // No demo video ships (none can be made or fetched here): the hero video
    // section shows its poster until an editor uploads one.
    const poster = await image(trx, "Inside our operations centre", PALETTES[2], 90, 1280, 720);
    await setSetting(trx, "hero_video", {
      video_id: null,
      video_url: "",
      poster_id: poster.id,
      title: "Inside our operations centre",
      caption: "Our engineers watch over 42,000 devices, every hour of every day.",
    });
    return true;
  });
}

async function setSetting(trx: Trx, name: string, value: Record<string, unknown>) {
  await trx
    .insertInto("setting")
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

async function insertSettings(trx: Trx, logo: Media) {
  await setSetting(trx, "profile", {
    company_name: "Northwind Systems",
    tagline: "Industrial technology that keeps running",
    logo_id: logo.id,
    email: "hello@northwind.example",
    phone: "+1 555 0100",
    address: "100 Harbour Street, Suite 4, Portsmouth",
    about:
      "Northwind Systems designs, builds and runs the technology behind factories, utilities and logistics companies.",
    footer_text: "© Northwind Systems. All rights reserved.",
  });
  await setSetting(trx, "social", {
    facebook: "https://www.facebook.com/northwind.example",
    linkedin: "https://www.linkedin.com/company/northwind-example",
    x: "https://x.com/northwind_example",
    youtube: "https://www.youtube.com/@northwind-example",
    instagram: "",
  });
  await setSetting(trx, "hero", {
    title: "Technology that keeps industry running",
    subtitle: "Cloud, data and security solutions with the hardware to match.",
    cta_label: "Talk to an engineer",
    cta_url: "/contact-us",
  });
  await setSetting(trx, "counter", {
    items: [
      { label: "Years in business", value: 17, suffix: "" },
      { label: "Projects delivered", value: 850, suffix: "+" },
      { label: "Devices managed", value: 42000, suffix: "+" },
      { label: "Uptime last year", value: 99, suffix: ".98%" },
    ],
  });
  await setSetting(trx, "site", {
    require_login_for_details: true,
    default_seo_description:
      "Northwind Systems: cloud, data and security solutions and edge hardware for industrial companies.",
  });
}

type DemoCategory = { name: string; slug: string; description: string; items: ReadonlyArray<readonly [string, string]> };

async function insertCatalog(trx: Trx, now: number) {
  // Each picture's seed follows the one before, so the demo images come out the same on every install.
  const nextSeed = await insertCatalogKind(trx, now, {
    categoryTable: "solution_category",
    itemTable: "solution",
    categories: SOLUTION_CATEGORIES,
    paletteOffset: 0,
    publishedDaysAgo: 30,
    firstSeed: 10,
  });
  await insertCatalogKind(trx, now, {
    categoryTable: "product_category",
    itemTable: "product",
    categories: PRODUCT_CATEGORIES,
    paletteOffset: 3,
    publishedDaysAgo: 20,
    firstSeed: nextSeed,
  });
}

async function insertCatalogKind(
  trx: Trx,
  now: number,
  kind: {
    categoryTable: "solution_category" | "product_category";
    itemTable: "solution" | "product";
    categories: readonly DemoCategory[];
    paletteOffset: number;
    publishedDaysAgo: number;
    firstSeed: number;
  },
): Promise<number> {
  let seed = kind.firstSeed;
  for (const [categoryIndex, category] of kind.categories.entries()) {
    const palette = PALETTES[(categoryIndex + kind.paletteOffset) % PALETTES.length];
    const cover = await image(trx, category.name, palette, seed++);
    const { id: categoryId } = await trx
      .insertInto(kind.categoryTable)
      .values({
        name: category.name,
        slug: category.slug,
        description: category.description,
        image_id: cover.id,
        sort_order: categoryIndex,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [index, [title, summary]] of category.items.entries()) {
      const picture = await image(trx, title, palette, seed++);
      await trx
        .insertInto(kind.itemTable)
        .values({
          category_id: categoryId,
          title,
          slug: slugify(title),
          summary,
          body: catalogBody(title, summary),
          image_id: picture.id,
          sort_order: index,
          status: "published",
          published_at: new Date(now - (kind.publishedDaysAgo + index) * DAY),
          seo_title: `${title} | Northwind Systems`,
          seo_description: summary,
        })
        .execute();
    }
  }
  return seed;
}

function catalogBody(title: string, summary: string) {
  return (
    `<h2>Overview</h2>` +
    paragraphs(
      `${summary} ${title} is delivered by our own engineers, with a named contact for the whole engagement.`,
    ) +
    `<h2>What you get</h2><ul><li>A fixed-scope assessment in the first two weeks</li>` +
    `<li>Clear milestones and weekly progress reports</li><li>Runbooks and training for your team</li></ul>` +
    `<blockquote>Northwind helped us cut unplanned downtime by a third within six months.</blockquote>`
  );
}

async function insertNews(trx: Trx, now: number) {
  for (const [index, article] of NEWS.entries()) {
    const cover = await image(trx, article.title, PALETTES[index % PALETTES.length], 40 + index, 1200, 675);
    const excerpt = `${article.title}: what happened, why it matters to our customers, and what comes next.`;
    await trx
      .insertInto("news")
      .values({
        title: article.title,
        slug: slugify(article.title),
        excerpt,
        body: paragraphs(
          excerpt,
          "Our teams worked for months to make this happen, and we are grateful to the customers and partners who helped along the way.",
          "If you would like to know more, get in touch through our contact page and one of our engineers will answer within a working day.",
        ),
        cover_image_id: cover.id,
        status: article.status,
        published_at: article.status === "published" ? new Date(now - article.daysAgo * DAY) : null,
        seo_description: excerpt.slice(0, 160),
      })
      .execute();
  }
}

async function insertHome(trx: Trx) {
  const slides = [
    ["Industrial technology that keeps running", "From the edge to the cloud, built and run by one team.", "Our solutions", "/solutions/cloud-infrastructure"],
    ["Data you can act on", "Dashboards and predictions your operators trust.", "See the data platform", "/solutions/data-analytics"],
    ["Secure by default", "Security operations and compliance programmes for regulated industries.", "Talk to us", "/contact-us"],
  ] as const;
  for (const [index, [title, subtitle, label, url]] of slides.entries()) {
    const picture = await image(trx, title, PALETTES[index], 60 + index, 1600, 700);
    await trx
      .insertInto("home_slide")
      .values({ title, subtitle, image_id: picture.id, button_label: label, button_url: url, sort_order: index })
      .execute();
  }

  const heroContents = [
    ["Engineers, not resellers", "Every project is designed and delivered by our own certified engineers.", "/contact-us"],
    ["One contract, end to end", "Hardware, software and operations from a single accountable partner.", "/products/edge-hardware"],
    ["Support around the clock", "A 24/7 operations centre with a 15-minute response commitment.", "/solutions/security-compliance"],
  ] as const;
  for (const [index, [title, body, link]] of heroContents.entries()) {
    const icon = await image(trx, title, PALETTES[(index + 1) % PALETTES.length], 70 + index, 480, 480);
    await trx
      .insertInto("hero_content")
      .values({ title, body, image_id: icon.id, link_url: link, sort_order: index })
      .execute();
  }

  for (const [index, name] of CERTIFICATES.entries()) {
    const badge = await image(trx, name, PALETTES[index % PALETTES.length], 80 + index, 480, 240);
    await trx
      .insertInto("certificate")
      .values({ name, image_id: badge.id, url: "", sort_order: index })
      .execute();
  }
}

async function insertPages(trx: Trx, now: number) {
  const pages = [
    {
      title: "About Us",
      slug: "about-us",
      body:
        `<h2>Who we are</h2>` +
        paragraphs(
          "Northwind Systems was founded in 2009 by three engineers who had spent their careers keeping factories online.",
          "Today 140 people in four countries design, build and run technology for manufacturers, utilities and logistics companies.",
        ),
    },
    {
      title: "Privacy Policy",
      slug: "privacy-policy",
      body:
        `<h2>What we collect</h2>` +
        paragraphs(
          "When you use our contact form we store your name, email address, phone number if given, and your message, so that we can answer you.",
          "We keep messages for two years and never sell or share them. Ask us at hello@northwind.example to see or delete your data.",
        ),
    },
  ];
  for (const [index, page] of pages.entries()) {
    await trx
      .insertInto("page")
      .values({
        ...page,
        status: "published",
        published_at: new Date(now - 60 * DAY),
        show_in_menu: index === 0,
        sort_order: index,
        seo_description: page.body.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 160),
      })
      .execute();
  }
}
