import fs from "node:fs";
import path from "node:path";
import type { ActionFunctionArgs } from "@remix-run/node";
import { context, signInAdmin } from "../helpers/admin-content";

/**
 * Every route whose action reads a multipart body part by part (the forms with
 * an image field, the uploads, the preview, the API's media upload) refuses an
 * endless body with 413 once over its total, having read little of it: the
 * probe's shape (100 KB text fields, 150 MB in all) and a declared length far
 * over the total. Against the actions themselves, with a real database.
 */

const ROUTES = path.resolve(import.meta.dirname, "../../app/routes");
const MB = 1024 * 1024;

/** Route file → a URL it answers and its params. */
const MULTIPART_ROUTES: Record<string, { url: string; params?: Record<string, string>; method?: string }> = {
  "admin.create-blog.tsx": { url: "/admin/create-blog" },
  "admin.create-customer-stories.tsx": { url: "/admin/create-customer-stories" },
  "admin.edit-customer-stories.$id.tsx": { url: "/admin/edit-customer-stories/1", params: { id: "1" } },
  "admin.edit-blog.$id.tsx": { url: "/admin/edit-blog/1", params: { id: "1" } },
  "admin.create-hero-contents.tsx": { url: "/admin/create-hero-contents" },
  "admin.edit-heroContent.$id.tsx": { url: "/admin/edit-heroContent/1", params: { id: "1" } },
  "admin.create-slider.tsx": { url: "/admin/create-slider" },
  "admin.edit-slider.$id.tsx": { url: "/admin/edit-slider/1", params: { id: "1" } },
  "admin.create-service.tsx": { url: "/admin/create-service" },
  "admin.edit-service.$id.tsx": { url: "/admin/edit-service/1", params: { id: "1" } },
  "admin.create-projects.tsx": { url: "/admin/create-projects" },
  "admin.edit-projects.$id.tsx": { url: "/admin/edit-projects/1", params: { id: "1" } },
  "admin.services.tsx": { url: "/admin/services" },
  "admin.projects.tsx": { url: "/admin/projects" },
  "admin.service-category.tsx": { url: "/admin/service-category" },
  "admin.project-category.tsx": { url: "/admin/project-category" },
  "admin.client-logo.tsx": { url: "/admin/client-logo" },
  "admin.setting.tsx": { url: "/admin/setting" },
  "admin.news-media.tsx": { url: "/admin/news-media" },
  "admin.hero-video.tsx": { url: "/admin/hero-video" },
  "admin_.CompanyPDF.tsx": { url: "/admin/CompanyPDF" },
  "admin_.preview.$resource.($id).tsx": { url: "/admin/preview/news", params: { resource: "news" } },
  "api.admin.$resource.ts": { url: "/api/admin/media", params: { resource: "media" } },
  // Its updates read a multipart body whole, under the API's 1 MB.
  "api.admin.$resource.$id.ts": { url: "/api/admin/news/1", params: { resource: "news", id: "1" }, method: "PATCH" },
};

const READERS = /\b(readEditorialForm|readUploadForm|parseUploadRequest|uploadMedia)\(/;

function source(file: string): string {
  return fs.readFileSync(path.join(ROUTES, file), "utf8");
}

/**
 * The route files that read multipart part by part, directly or through the
 * shared modules of app/routes (`__*.server.ts`) that do, however deep.
 */
function multipartRouteFiles(): string[] {
  const files = fs.readdirSync(ROUTES).filter((file) => /\.tsx?$/.test(file) && !/\.test\./.test(file));
  const importsOne = (file: string, modules: Set<string>) =>
    [...modules].some((module) => source(file).includes(`/${module}"`));
  const readers = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of files.filter((name) => name.startsWith("__"))) {
      const module = file.replace(/\.tsx?$/, "");
      if (readers.has(module) || !(READERS.test(source(file)) || importsOne(file, readers))) continue;
      readers.add(module);
      grew = true;
    }
  }
  return files.filter((file) => !file.startsWith("__") && (READERS.test(source(file)) || importsOne(file, readers))).sort();
}

/** 150 MB of 100 KB text fields made as they are read, as the probe sent them; `taken()` is how much was pulled. */
function probeBody() {
  const boundary = "----probe";
  const field = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${"a".repeat(100 * 1024)}\r\n`);
  let taken = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (taken >= 150 * MB) return controller.close();
      taken += field.byteLength;
      controller.enqueue(Uint8Array.from(field));
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}`, taken: () => taken };
}

function post(
  route: { url: string; method?: string },
  cookie: string,
  body: ReturnType<typeof probeBody>,
  headers: Record<string, string> = {},
): Request {
  return new Request(`http://localhost${route.url}`, {
    method: route.method ?? "POST",
    headers: { Origin: "http://localhost", Host: "localhost", Cookie: cookie, "Content-Type": body.type, ...headers },
    body: body.body,
    duplex: "half",
  });
}

async function answerOf(work: unknown): Promise<Response> {
  try {
    const result = await work;
    if (result instanceof Response) return result;
    throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

describe("multipart bodies on every route that reads them", () => {
  it("lists every route file whose action reads multipart", () => {
    expect(Object.keys(MULTIPART_ROUTES).sort()).toEqual(multipartRouteFiles());
  });

  it("answers 413 to 150 MB of fields and to a declared length over the total, reading little, in under 40 MB", async () => {
    const { cookie } = await signInAdmin();
    const actions = new Map<string, (args: ActionFunctionArgs) => unknown>();
    for (const file of Object.keys(MULTIPART_ROUTES)) {
      actions.set(file, ((await import(/* @vite-ignore */ path.join(ROUTES, file))) as { action: (args: ActionFunctionArgs) => unknown }).action);
    }
    const sendAll = async () => {
      for (const [file, route] of Object.entries(MULTIPART_ROUTES)) {
        const action = actions.get(file)!;
        const params = route.params ?? {};
        const probe = probeBody();
        const probed = await answerOf(action({ request: post(route, cookie, probe), params, context }));
        expect(probed.status, file).toBe(413);
        expect(probe.taken(), `${file} read`).toBeLessThan(1.5 * MB);

        const declared = probeBody();
        const tooLong = post(route, cookie, declared, { "Content-Length": String(1024 * MB) });
        const refused = await answerOf(action({ request: tooLong, params, context }));
        expect(refused.status, file).toBe(413);
        expect(declared.taken(), `${file} read`).toBeLessThan(0.2 * MB);
      }
    };
    // The first pass loads what each action needs on first use; the second is what a body costs.
    await sendAll();
    const before = process.memoryUsage().rss;
    await sendAll();
    expect((process.memoryUsage().rss - before) / MB).toBeLessThan(40);
  });
});
