import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import toast from "react-hot-toast";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { API_ERROR_FALLBACK, apiRequest, readCookie, sendApiRequest } from "./request.client";

// The toast is the user-visible outcome; the network itself is mocked by msw.
vi.mock("react-hot-toast", () => {
  const toast = { error: vi.fn(), success: vi.fn() };
  return { default: toast, toast };
});

const ORIGIN = "http://localhost";
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.stubGlobal("location", new URL(`${ORIGIN}/admin/news-media`));
  vi.stubGlobal("document", { cookie: "theme=dark; XSRF-TOKEN=abc%3D123; other=1" });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});

describe("readCookie", () => {
  it("finds a cookie by exact name and decodes it", () => {
    expect(readCookie("XSRF-TOKEN", "a=1; XSRF-TOKEN=x%2By; b=2")).toBe("x+y");
    expect(readCookie("TOKEN", "XSRF-TOKEN=1")).toBeUndefined();
    expect(readCookie("XSRF-TOKEN", "")).toBeUndefined();
  });
});

describe("apiRequest", () => {
  it("sends a GET with query parameters, same-origin credentials and no XSRF header", async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${ORIGIN}/api/admin/media`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: [{ id: 1 }], meta: { total: 1 } });
      }),
    );
    const result = await apiRequest<{ data: Array<{ id: number }> }>({
      url: "/api/admin/media",
      params: { q: "logo", page: 2, kind: undefined },
    });
    expect(result).toEqual({ data: [{ id: 1 }], meta: { total: 1 } });
    const url = new URL(seen!.url);
    expect(url.searchParams.get("q")).toBe("logo");
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.searchParams.has("kind")).toBe(false);
    expect(seen!.credentials).toBe("same-origin");
    expect(seen!.headers.get("X-XSRF-TOKEN")).toBeNull();
    expect(seen!.headers.get("Accept")).toBe("application/json");
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("sends writes as JSON with the XSRF-TOKEN cookie in X-XSRF-TOKEN", async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      http.patch(`${ORIGIN}/api/admin/media/7`, async ({ request }) => {
        seen = { headers: request.headers, body: await request.json() };
        return HttpResponse.json({ data: { id: 7, alt: "Team" } });
      }),
    );
    const result = await apiRequest({ url: "/api/admin/media/7", method: "PATCH", data: { alt: "Team", version: 1 } });
    expect(result).toEqual({ data: { id: 7, alt: "Team" } });
    expect(seen!.headers.get("X-XSRF-TOKEN")).toBe("abc=123");
    expect(seen!.headers.get("Content-Type")).toBe("application/json");
    expect(seen!.body).toEqual({ alt: "Team", version: 1 });
  });

  it("sends FormData as multipart", async () => {
    let fields: Record<string, string> = {};
    let contentType = "";
    server.use(
      http.post(`${ORIGIN}/api/admin/media`, async ({ request }) => {
        contentType = request.headers.get("Content-Type") ?? "";
        const form = await request.formData();
        fields = { alt: String(form.get("alt")), file: (form.get("file") as File).name };
        return HttpResponse.json({ data: { id: 3 } }, { status: 201 });
      }),
    );
    const form = new FormData();
    form.append("file", new File([new Uint8Array([1, 2, 3])], "logo.png", { type: "image/png" }));
    form.append("alt", "Logo");
    expect(await apiRequest({ url: "/api/admin/media", method: "POST", data: form })).toEqual({ data: { id: 3 } });
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(fields).toEqual({ alt: "Logo", file: "logo.png" });
  });

  it("resolves a 204 to null", async () => {
    server.use(http.delete(`${ORIGIN}/api/admin/news/4`, () => new HttpResponse(null, { status: 204 })));
    expect(await apiRequest({ url: "/api/admin/news/4", method: "DELETE" })).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the response's message in a dark 2000 ms error toast and resolves to undefined", async () => {
    const message = "This record was changed by someone else. Reload it to see their changes.";
    server.use(http.put(`${ORIGIN}/api/admin/pages/2`, () => HttpResponse.json({ message }, { status: 409 })));
    expect(await apiRequest({ url: "/api/admin/pages/2", method: "PUT", data: { version: 1 } })).toBeUndefined();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(message, {
      duration: 2000,
      style: { background: "#333", color: "#fff" },
    });
  });

  it(`reads "${API_ERROR_FALLBACK}" when the failure has no message`, async () => {
    server.use(http.get(`${ORIGIN}/api/admin/news`, () => new HttpResponse("<h1>Bad gateway</h1>", { status: 502 })));
    expect(await apiRequest({ url: "/api/admin/news" })).toBeUndefined();
    expect(vi.mocked(toast.error).mock.calls[0][0]).toBe("An error occurred");
  });

  it("treats a network failure as a failure with the fallback toast", async () => {
    server.use(http.get(`${ORIGIN}/api/admin/news`, () => HttpResponse.error()));
    expect(await apiRequest({ url: "/api/admin/news" })).toBeUndefined();
    expect(vi.mocked(toast.error).mock.calls[0][0]).toBe("An error occurred");
  });

  it("keeps the field errors of a 422 for the caller", async () => {
    server.use(
      http.post(`${ORIGIN}/api/admin/news`, () =>
        HttpResponse.json({ message: "Title is required", errors: { title: ["Title is required"] } }, { status: 422 }),
      ),
    );
    const outcome = await sendApiRequest({ url: "/api/admin/news", method: "POST", data: {} });
    expect(outcome).toEqual({
      ok: false,
      status: 422,
      aborted: false,
      error: { message: "Title is required", errors: { title: ["Title is required"] } },
    });
    // sendApiRequest only reports; the toast is apiRequest's.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("stays quiet when the caller aborted the request", async () => {
    server.use(
      http.get(`${ORIGIN}/api/admin/solutions`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ data: [] });
      }),
    );
    const controller = new AbortController();
    const pending = apiRequest({ url: "/api/admin/solutions", params: { q: "clo" }, signal: controller.signal });
    controller.abort();
    expect(await pending).toBeUndefined();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
