import { loader } from "./healthz";

describe("/healthz", () => {
  it("answers whether the instance can serve, and nothing of its internals", async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
