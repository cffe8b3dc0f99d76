import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import toast from "react-hot-toast";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiTracker, useApi, type ApiState } from "./use-api";

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
  vi.stubGlobal("document", { cookie: "XSRF-TOKEN=t0k3n" });
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});

describe("createApiTracker", () => {
  it("is loading while a request is under way and returns the body", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${ORIGIN}/api/admin/product-categories`, async () => {
        await gate;
        return HttpResponse.json({ data: [{ id: 1, name: "Sensors" }], meta: {} });
      }),
    );
    const states: ApiState[] = [];
    const tracker = createApiTracker((state) => states.push(state));
    const pending = tracker.request({ url: `${ORIGIN}/api/admin/product-categories` });
    expect(tracker.state()).toEqual({ loading: true, error: null });
    release();
    expect(await pending).toEqual({ data: [{ id: 1, name: "Sensors" }], meta: {} });
    expect(states).toEqual([
      { loading: true, error: null },
      { loading: false, error: null },
    ]);
  });

  it("keeps the failure's body as the error, toasts its message and resolves to undefined", async () => {
    const refusal = { message: "Image is larger than 5 MB", errors: { file: ["Image is larger than 5 MB"] } };
    server.use(http.post(`${ORIGIN}/api/admin/media`, () => HttpResponse.json(refusal, { status: 413 })));
    const tracker = createApiTracker(() => undefined);
    const result = await tracker.request({ url: `${ORIGIN}/api/admin/media`, method: "POST", data: new FormData() });
    expect(result).toBeUndefined();
    expect(tracker.state()).toEqual({ loading: false, error: refusal });
    expect(toast.error).toHaveBeenCalledWith("Image is larger than 5 MB", expect.objectContaining({ duration: 2000 }));
  });

  it("clears the last error when the next request starts and stays loading until every request ends", async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/api/admin/news`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: "Server Error" }, { status: 500 })
          : HttpResponse.json({ data: [] });
      }),
    );
    const tracker = createApiTracker(() => undefined);
    await tracker.request({ url: `${ORIGIN}/api/admin/news` });
    expect(tracker.state().error).toEqual({ message: "Server Error" });
    expect(vi.mocked(toast.error).mock.calls[0][0]).toBe("Server Error");

    const first = tracker.request({ url: `${ORIGIN}/api/admin/news` });
    const second = tracker.request({ url: `${ORIGIN}/api/admin/news` });
    expect(tracker.state()).toEqual({ loading: true, error: null });
    await first;
    await second;
    expect(tracker.state()).toEqual({ loading: false, error: null });
  });
});

describe("useApi", () => {
  it("starts idle without an error", () => {
    let seen: ReturnType<typeof useApi> | undefined;
    function Probe() {
      seen = useApi();
      return null;
    }
    renderToString(createElement(Probe));
    expect(seen?.loading).toBe(false);
    expect(seen?.error).toBeNull();
    expect(typeof seen?.request).toBe("function");
  });
});
