import { db } from "~/db/db.server";
import * as certificates from "~/routes/api.frontend.certificates";
import * as contact from "~/routes/api.frontend.contact";
import * as home from "~/routes/api.frontend.home";
import * as newsItem from "~/routes/api.frontend.news.$slug";
import * as newsList from "~/routes/api.frontend.news._index";
import * as page from "~/routes/api.frontend.pages.$slug";
import * as productCategory from "~/routes/api.frontend.product-categories.$slug";
import * as productCategories from "~/routes/api.frontend.product-categories._index";
import * as product from "~/routes/api.frontend.products.$slug";
import * as solutionCategory from "~/routes/api.frontend.solution-categories.$slug";
import * as solutionCategories from "~/routes/api.frontend.solution-categories._index";
import * as solution from "~/routes/api.frontend.solutions.$slug";
import { CONTACT_RECEIVED } from "~/services/api/public-content.server";
import { certificates as certificateCommands } from "~/services/content/certificates.server";
import { news as newsCommands } from "~/services/content/news.server";
import { pages as pageCommands } from "~/services/content/pages.server";
import { productCategories as productCategoryCommands } from "~/services/content/product-categories.server";
import { products as productCommands } from "~/services/content/products.server";
import { solutionCategories as solutionCategoryCommands } from "~/services/content/solution-categories.server";
import { solutions as solutionCommands } from "~/services/content/solutions.server";
import { apiRequest, body, freshIp } from "../helpers/api";
import { addContent } from "../helpers/content";
import { createCallers, insertMedia, requireLoginForDetails, type Callers } from "./fixtures";
import { call } from "./openapi-check";

/**
 * /api/frontend: the public reads follow the pages' publishing rules and
 * guards, and the contact POST the contact page's rules. Every answer is
 * checked against the OpenAPI document.
 */

let callers: Callers;
let imageId: number;
const past = new Date(Date.now() - 86_400_000);
const future = new Date(Date.now() + 7 * 86_400_000);

beforeAll(async () => {
  callers = await createCallers();
  imageId = await insertMedia(db());
  const cloud = await addContent(solutionCategoryCommands, { name: "Cloud", slug: "cloud", image_id: imageId, is_published: true, sort_order: 1 });
  await addContent(solutionCategoryCommands, { name: "Hidden", slug: "hidden", is_published: false });
  await addContent(solutionCommands, { category_id: cloud.id, title: "Migration", slug: "migration", body: "<p>Move <strong>it</strong></p>", image_id: imageId, status: "published", published_at: past });
  await addContent(solutionCommands, { category_id: cloud.id, title: "Backup", slug: "backup", status: "published", published_at: past, sort_order: 2 });
  await addContent(solutionCommands, { category_id: cloud.id, title: "Draft idea", slug: "draft-idea", status: "draft" });
  await addContent(solutionCommands, { category_id: cloud.id, title: "Coming soon", slug: "coming-soon", status: "published", published_at: future });
  const sensors = await addContent(productCategoryCommands, { name: "Sensors", slug: "sensors", is_published: true });
  await addContent(productCommands, { category_id: sensors.id, title: "Thermo", slug: "thermo", status: "published", published_at: past });
  await addContent(certificateCommands, { name: "ISO 9001", image_id: imageId, url: "https://iso.example", is_published: true });
  await addContent(certificateCommands, { name: "Expired", image_id: imageId, is_published: false });
  for (let n = 1; n <= 11; n++) {
    await addContent(newsCommands, { title: `News ${n}`, slug: `news-${n}`, status: "published", published_at: new Date(past.getTime() - n * 60_000) });
  }
  await addContent(newsCommands, { title: "Draft news", slug: "draft-news", status: "draft" });
  await addContent(newsCommands, { title: "Scheduled news", slug: "scheduled-news", status: "published", published_at: future });
  await addContent(pageCommands, { title: "About us", slug: "about-us", body: "<p>Hello</p>", status: "published", show_in_menu: true });
  await addContent(pageCommands, { title: "Secret", slug: "secret", status: "draft" });
});

const get = (path: string, token?: string) => apiRequest(path, { token });

describe("GET /api/frontend/home", () => {
  it("answers the home page's content, live items only", async () => {
    const response = await call(home.loader, get("/api/frontend/home"));
    expect(response.status).toBe(200);
    const { data } = await body(response);
    expect(data.solution_categories.map((category: any) => category.slug)).toEqual(["cloud"]);
    expect(data.solution_categories[0].image_url).toMatch(new RegExp(`^/media/${imageId}/`));
    expect(data.featured_products.map((item: any) => item.slug)).toEqual(["thermo"]);
    expect(data.certificates.map((item: any) => item.name)).toEqual(["ISO 9001"]);
    expect(data.news.map((item: any) => item.slug)).toEqual(["news-1", "news-2", "news-3"]);
    expect(data.hero).toEqual({ title: "", subtitle: "", cta_label: "", cta_url: "" });
  });
});

describe("caching of public reads", () => {
  it("lets shared caches keep an anonymous answer, with its tags, an ETag and a 304 on a match", async () => {
    const response = await call(home.loader, get("/api/frontend/home"));
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(response.headers.get("Vary")).toContain("Authorization");
    expect(response.headers.get("Surrogate-Key")?.split(" ")).toEqual(expect.arrayContaining(["news", "settings", "solution"]));
    expect(response.headers.get("xkey")).toBe(response.headers.get("Surrogate-Key"));
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await call(home.loader, apiRequest("/api/frontend/home", { headers: { "If-None-Match": etag! } }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("keeps an answer to a token or a session cookie private", async () => {
    const withToken = await call(home.loader, get("/api/frontend/home", callers.customerToken));
    expect(withToken.headers.get("Cache-Control")).toBe("private, no-store");
    expect(withToken.headers.get("ETag")).toBeNull();
    const withCookie = await call(home.loader, apiRequest("/api/frontend/home", { cookie: "__customer=abc" }));
    expect(withCookie.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("never lets shared caches keep a refusal", async () => {
    const refused = await call(newsItem.loader, get("/api/frontend/news/news-1"), { slug: "news-1" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    const missing = await call(page.loader, get("/api/frontend/pages/nothing-here"), { slug: "nothing-here" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("categories", () => {
  it("lists the published categories with meta", async () => {
    const response = await call(solutionCategories.loader, get("/api/frontend/solution-categories"));
    const json = await body(response);
    expect(json.data.map((category: any) => category.slug)).toEqual(["cloud"]);
    expect(json.meta).toEqual({ total: 1 });
    const products = await body(await call(productCategories.loader, get("/api/frontend/product-categories")));
    expect(products.data.map((category: any) => category.slug)).toEqual(["sensors"]);
  });

  it("answers one category with its live items in display order", async () => {
    const response = await call(solutionCategory.loader, get("/api/frontend/solution-categories/cloud"), { slug: "cloud" });
    expect(response.status).toBe(200);
    const { data } = await body(response);
    expect(data.name).toBe("Cloud");
    expect(data.solutions.map((item: any) => item.slug)).toEqual(["migration", "backup"]);
    const products = await body(await call(productCategory.loader, get("/api/frontend/product-categories/sensors"), { slug: "sensors" }));
    expect(products.data.products.map((item: any) => item.slug)).toEqual(["thermo"]);
  });

  it("answers 404 for an unpublished or unknown category", async () => {
    for (const slug of ["hidden", "nothing-here"]) {
      const response = await call(solutionCategory.loader, get(`/api/frontend/solution-categories/${slug}`), { slug });
      expect(response.status).toBe(404);
      expect(await body(response)).toEqual({ message: "Not found." });
    }
  });

  it("refuses malformed slugs with 422 naming the rule", async () => {
    for (const slug of ["Cloud", "two--dashes", "-edge", "a_b", "x".repeat(121)]) {
      const response = await call(solutionCategory.loader, get(`/api/frontend/solution-categories/${slug}`), { slug });
      expect(response.status, slug).toBe(422);
      const json = await body(response);
      expect(json.errors.slug.length).toBeGreaterThan(0);
      expect(json.message).toBe(json.errors.slug[0]);
    }
  });
});

describe("guarded reads (site.require_login_for_details)", () => {
  const guarded: Array<{ name: string; route: { loader: any }; path: string; params: Record<string, string> }> = [
    { name: "solution", route: solution, path: "/api/frontend/solutions/migration", params: { slug: "migration" } },
    { name: "product", route: product, path: "/api/frontend/products/thermo", params: { slug: "thermo" } },
    { name: "news", route: newsItem, path: "/api/frontend/news/news-1", params: { slug: "news-1" } },
    { name: "certificates", route: certificates, path: "/api/frontend/certificates", params: {} },
  ];

  it.each(guarded)("$name: 401 without a credential while the guard is on", async ({ route, path, params }) => {
    const response = await call(route.loader, get(path), params);
    expect(response.status).toBe(401);
    expect(await body(response)).toEqual({ message: "Unauthenticated." });
  });

  it.each(guarded)("$name: 200 for a customer and for an admin", async ({ route, path, params }) => {
    expect((await call(route.loader, get(path, callers.customerToken), params)).status).toBe(200);
    expect((await call(route.loader, get(path, callers.adminToken), params)).status).toBe(200);
  });

  it.each(guarded)("$name: 200 for anyone while the guard is off", async ({ route, path, params }) => {
    await requireLoginForDetails(false);
    try {
      expect((await call(route.loader, get(path), params)).status).toBe(200);
    } finally {
      await requireLoginForDetails(true);
    }
  });

  it("a solution comes with its category and related live solutions", async () => {
    const response = await call(solution.loader, get("/api/frontend/solutions/migration", callers.customerToken), { slug: "migration" });
    const { data } = await body(response);
    expect(data.body).toBe("<p>Move <strong>it</strong></p>");
    expect(data.category).toMatchObject({ name: "Cloud", slug: "cloud" });
    expect(data.related.map((item: any) => item.slug)).toEqual(["backup"]);
    expect(data.image_url).toMatch(/^\/media\//);
    expect(data).not.toHaveProperty("version");
  });

  it("drafts and scheduled items are not found, even for a customer", async () => {
    for (const slug of ["draft-idea", "coming-soon"]) {
      const response = await call(solution.loader, get(`/api/frontend/solutions/${slug}`, callers.customerToken), { slug });
      expect(response.status, slug).toBe(404);
    }
    for (const slug of ["draft-news", "scheduled-news"]) {
      const response = await call(newsItem.loader, get(`/api/frontend/news/${slug}`, callers.customerToken), { slug });
      expect(response.status, slug).toBe(404);
    }
  });

  it("an article links its live neighbours", async () => {
    const { data } = await body(await call(newsItem.loader, get("/api/frontend/news/news-2", callers.customerToken), { slug: "news-2" }));
    expect(data.next).toMatchObject({ slug: "news-1" });
    expect(data.previous).toMatchObject({ slug: "news-3" });
  });

  it("certificates lists the published ones", async () => {
    const json = await body(await call(certificates.loader, get("/api/frontend/certificates", callers.customerToken)));
    expect(json.data.map((item: any) => item.name)).toEqual(["ISO 9001"]);
    expect(json.meta).toEqual({ total: 1 });
  });

  it("the guard comes before the slug check", async () => {
    const response = await call(solution.loader, get("/api/frontend/solutions/Bad--Slug"), { slug: "Bad--Slug" });
    expect(response.status).toBe(401);
  });
});

describe("GET /api/frontend/news", () => {
  it("pages live news 9 at a time, newest first", async () => {
    const first = await body(await call(newsList.loader, get("/api/frontend/news")));
    expect(first.data).toHaveLength(9);
    expect(first.data[0].slug).toBe("news-1");
    expect(first.meta).toEqual({ current_page: 1, per_page: 9, total: 11, last_page: 2 });
    const second = await body(await call(newsList.loader, get("/api/frontend/news?page=2")));
    expect(second.data.map((item: any) => item.slug)).toEqual(["news-10", "news-11"]);
    expect(second.meta.current_page).toBe(2);
  });

  it("reads a bad page number as page 1 and a page past the end as empty", async () => {
    expect((await body(await call(newsList.loader, get("/api/frontend/news?page=abc")))).meta.current_page).toBe(1);
    const beyond = await body(await call(newsList.loader, get("/api/frontend/news?page=7")));
    expect(beyond.data).toEqual([]);
  });
});

describe("GET /api/frontend/pages/{slug}", () => {
  it("answers a live page", async () => {
    const { data } = await body(await call(page.loader, get("/api/frontend/pages/about-us"), { slug: "about-us" }));
    expect(data).toMatchObject({ title: "About us", slug: "about-us", body: "<p>Hello</p>", show_in_menu: true });
  });

  it("does not find a draft", async () => {
    expect((await call(page.loader, get("/api/frontend/pages/secret"), { slug: "secret" })).status).toBe(404);
  });

  it("refuses reserved slugs with 422", async () => {
    for (const slug of ["admin", "news", "api"]) {
      const response = await call(page.loader, get(`/api/frontend/pages/${slug}`), { slug });
      expect(response.status, slug).toBe(422);
      expect(await body(response)).toEqual({ message: "This slug is reserved", errors: { slug: ["This slug is reserved"] } });
    }
  });
});

describe("POST /api/frontend/contact", () => {
  const message = { name: "Ann Lee", email: "ann@example.test", subject: "Quote", message: "Please call me." };
  const countMessages = async () => Number((await db().selectFrom("contact_message").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("stores a JSON message with the sender's address and answers 201", async () => {
    const ip = freshIp();
    const response = await call(contact.action, apiRequest("/api/frontend/contact", { json: message, headers: { "User-Agent": "TestAgent/1" } }), {}, ip);
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ message: CONTACT_RECEIVED });
    const stored = await db().selectFrom("contact_message").selectAll().where("ip", "=", ip).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: "Ann Lee", email: "ann@example.test", subject: "Quote", message: "Please call me.", user_agent: "TestAgent/1" });
  });

  it("takes multipart as the old client sends it", async () => {
    const ip = freshIp();
    const response = await call(contact.action, apiRequest("/api/frontend/contact", { multipart: { ...message, website: "" } }), {}, ip);
    expect(response.status).toBe(201);
    expect(await db().selectFrom("contact_message").select("id").where("ip", "=", ip).execute()).toHaveLength(1);
  });

  it("refuses invalid fields with 422, line breaks in the subject included", async () => {
    const before = await countMessages();
    const response = await call(
      contact.action,
      apiRequest("/api/frontend/contact", { json: { name: "", email: "nope", subject: "a\r\nBcc: x@y", message: "" } }),
      {},
      freshIp(),
    );
    expect(response.status).toBe(422);
    const json = await body(response);
    expect(Object.keys(json.errors).sort()).toEqual(["email", "message", "name", "subject"]);
    expect(json.errors.subject).toEqual(["Subject must be on a single line"]);
    expect(await countMessages()).toBe(before);
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const before = await countMessages();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const response = await call(contact.action, apiRequest("/api/frontend/contact", { json: { ...message, website: "spam.example" } }), {}, freshIp());
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ message: CONTACT_RECEIVED });
    expect(await countMessages()).toBe(before);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("honeypot"));
  });

  it("limits each address to 5 messages in 10 minutes (429 with Retry-After)", async () => {
    const ip = freshIp();
    for (let n = 0; n < 5; n++) {
      expect((await call(contact.action, apiRequest("/api/frontend/contact", { json: message }), {}, ip)).status).toBe(201);
    }
    const refused = await call(contact.action, apiRequest("/api/frontend/contact", { json: message }), {}, ip);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(0);
    expect(await body(refused)).toEqual({ message: `Too many attempts. Try again in ${seconds} seconds.` });
    // Another address is not affected.
    expect((await call(contact.action, apiRequest("/api/frontend/contact", { json: message }), {}, freshIp())).status).toBe(201);
  });

  it("takes only POST", async () => {
    const response = await call(contact.loader, get("/api/frontend/contact"));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});

describe("reads take only GET", () => {
  it("answers 405 to a POST", async () => {
    const response = await call(home.action, apiRequest("/api/frontend/home", { json: {} }));
    expect(response.status).toBe(405);
  });
});
