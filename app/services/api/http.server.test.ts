import { z } from "zod";
import { apiRequest, args, body } from "../../../tests/helpers/api";
import {
  ApiError,
  apiRoute,
  conflict,
  jsonData,
  jsonList,
  methodNotAllowed,
  noContent,
  notFound,
  parseBody,
  readBody,
  tooManyAttempts,
  validationError,
} from "./http.server";

async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown Response");
}

function rawRequest(bodyText: BodyInit, contentType?: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extra };
  if (contentType) headers["Content-Type"] = contentType;
  return new Request("http://localhost/api/x", { method: "POST", headers, body: bodyText });
}

describe("response helpers", () => {
  it("wrap items, lists and messages in Laravel's shapes", async () => {
    expect(await body(jsonData({ id: 1 }))).toEqual({ data: { id: 1 } });
    expect(jsonData({ id: 1 }, 201).status).toBe(201);
    const list = jsonList([{ id: 1 }], { current_page: 1, per_page: 20, total: 1, last_page: 1 });
    expect(await body(list)).toEqual({ data: [{ id: 1 }], meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 } });
    const empty = noContent();
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
    expect([notFound().status, await body(notFound())]).toEqual([404, { message: "Not found." }]);
    expect([conflict().status, await body(conflict())]).toEqual([
      409,
      { message: "This record was changed by someone else. Reload it to see their changes." },
    ]);
    const limited = tooManyAttempts(42);
    expect([limited.status, limited.headers.get("Retry-After"), await body(limited)]).toEqual([
      429,
      "42",
      { message: "Too many attempts. Try again in 42 seconds." },
    ]);
    const wrongMethod = methodNotAllowed(["GET"]);
    expect([wrongMethod.status, wrongMethod.headers.get("Allow")]).toEqual([405, "GET"]);
  });

  it("validationError: the first error as message, every field's list in errors", async () => {
    const response = validationError({ email: "Email is required", password: ["Too short", "Too common"], phone: undefined });
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: "Email is required",
      errors: { email: ["Email is required"], password: ["Too short", "Too common"] },
    });
  });

});

describe("readBody", () => {
  it("reads JSON, multipart and urlencoded alike", async () => {
    expect(await readBody(apiRequest("/api/x", { json: { email: "a@b.c", n: 2 } }))).toEqual({ email: "a@b.c", n: 2 });
    expect(await readBody(apiRequest("/api/x", { multipart: { email: "a@b.c", name: "Ann" } }))).toEqual({
      email: "a@b.c",
      name: "Ann",
    });
    expect(await readBody(apiRequest("/api/x", { form: { email: "a@b.c" } }))).toEqual({ email: "a@b.c" });
  });

  it("collects name[] into arrays and keeps the last of a repeated name", async () => {
    const form = new FormData();
    form.append("ids[]", "1");
    form.append("ids[]", "2");
    form.append("title", "first");
    form.append("title", "second");
    const parsed = await readBody(new Request("http://localhost/api/x", { method: "POST", body: form }));
    expect(parsed).toEqual({ ids: ["1", "2"], title: "second" });
  });

  it("keeps uploaded files as File objects", async () => {
    const form = new FormData();
    form.append("file", new File(["hello"], "hello.txt", { type: "text/plain" }));
    const parsed = await readBody(new Request("http://localhost/api/x", { method: "POST", body: form }));
    expect(parsed.file).toBeInstanceOf(File);
    expect(await (parsed.file as File).text()).toBe("hello");
  });

  it("keeps fields named after an object's prototype as fields, for every kind of body", async () => {
    const form = new FormData();
    form.append("__proto__", new File(["x"], "x.txt"));
    form.append("constructor", "c");
    const multipart = await readBody(new Request("http://localhost/api/x", { method: "POST", body: form }));
    expect(Object.getPrototypeOf(multipart)).not.toBeInstanceOf(File);
    expect(Object.keys(multipart).sort()).toEqual(["__proto__", "constructor"]);
    expect(multipart.constructor).toBe("c");
    const urlencoded = await readBody(rawRequest("__proto__=p&toString=t", "application/x-www-form-urlencoded"));
    expect(Object.keys(urlencoded).sort()).toEqual(["__proto__", "toString"]);
  });

  it("treats an empty body as {} and a body without a type that looks like JSON as JSON", async () => {
    expect(await readBody(new Request("http://localhost/api/x", { method: "POST" }))).toEqual({});
    expect(await readBody(rawRequest('{"a":1}'))).toEqual({ a: 1 });
  });

  it("answers 400 Malformed JSON for broken JSON", async () => {
    const response = await thrownResponse(readBody(rawRequest('{"email": ', "application/json")));
    expect(response.status).toBe(400);
    expect(await body(response)).toEqual({ message: "Malformed JSON." });
  });

  it("answers 422 for JSON that is not an object and for an unreadable form", async () => {
    const array = await thrownResponse(readBody(rawRequest("[1,2]", "application/json")));
    expect(array.status).toBe(422);
    expect((await body(array)).errors.body).toEqual(["The request body must be a JSON object."]);
    const broken = await thrownResponse(readBody(rawRequest("--x\r\ngarbage", "multipart/form-data; boundary=y")));
    expect(broken.status).toBe(422);
    expect((await body(broken)).message).toBe("The request body could not be read.");
  });

  it("answers 415 for other content types", async () => {
    const response = await thrownResponse(readBody(rawRequest("<xml/>", "application/xml")));
    expect(response.status).toBe(415);
  });

  it("answers 413 naming the limit, by Content-Length or by what actually arrives", async () => {
    const declared = await thrownResponse(
      readBody(rawRequest('{"a":1}', "application/json", { "Content-Length": String(2 * 1024 * 1024) })),
    );
    expect(declared.status).toBe(413);
    expect(await body(declared)).toEqual({ message: "The request body is larger than 1 MB." });

    const big = JSON.stringify({ text: "x".repeat(2000) });
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: streamed,
      duplex: "half",
    } as RequestInit);
    const response = await thrownResponse(readBody(request, { maxBytes: 1000 }));
    expect(response.status).toBe(413);
    expect(await body(response)).toEqual({ message: "The request body is larger than 1000 bytes." });
  });
});

describe("readBody's multipart fields", () => {
  it("answers 413 to more than 100 fields or a name over 100 bytes, naming the limit", async () => {
    const many = new FormData();
    for (let index = 0; index < 101; index += 1) many.append(`f${index}`, "x");
    const tooMany = await thrownResponse(readBody(new Request("http://localhost/api/x", { method: "POST", body: many })));
    expect(tooMany.status).toBe(413);
    expect(await body(tooMany)).toEqual({ message: "A form can have at most 100 fields" });

    const named = new FormData();
    named.append("n".repeat(101), "x");
    const longName = await thrownResponse(readBody(new Request("http://localhost/api/x", { method: "POST", body: named })));
    expect(longName.status).toBe(413);
    expect(await body(longName)).toEqual({ message: "A field's name can be at most 100 bytes long" });

    const fine = new FormData();
    for (let index = 0; index < 100; index += 1) fine.append(`${"n".repeat(96)}${String(index).padStart(4, "0")}`, "x");
    expect(Object.keys(await readBody(new Request("http://localhost/api/x", { method: "POST", body: fine })))).toHaveLength(100);
  });
});

describe("parseBody", () => {
  const schema = z.object({
    email: z.string({ error: "Email is required" }).min(1, "Email is required"),
    age: z.coerce.number({ error: "Age must be a number" }).int("Age must be a whole number"),
  });

  it("returns the parsed data", async () => {
    expect(await parseBody(apiRequest("/api/x", { multipart: { email: "a@b.c", age: "41" } }), schema)).toEqual({
      email: "a@b.c",
      age: 41,
    });
  });

  it("throws 422 naming each field", async () => {
    const response = await thrownResponse(parseBody(apiRequest("/api/x", { json: { age: 1.5 } }), schema));
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: "Email is required",
      errors: { email: ["Email is required"], age: ["Age must be a whole number"] },
    });
  });
});

describe("apiRoute", () => {
  it("passes a handler's answer and a thrown Response through", async () => {
    const ok = apiRoute(() => jsonData({ ok: true }));
    expect(await body(await ok(args(apiRequest("/api/x"))))).toEqual({ data: { ok: true } });
    const thrown = apiRoute(() => {
      throw notFound();
    });
    const response = await thrown(args(apiRequest("/api/x")));
    expect([response.status, await body(response)]).toEqual([404, { message: "Not found." }]);
  });

  it("maps an ApiError to its status, message, errors and headers", async () => {
    const handler = apiRoute(() => {
      throw new ApiError(422, "Slug is already used by another solution", { slug: ["Slug is already used by another solution"] });
    });
    const response = await handler(args(apiRequest("/api/x", { json: {} })));
    expect(response.status).toBe(422);
    expect(await body(response)).toEqual({
      message: "Slug is already used by another solution",
      errors: { slug: ["Slug is already used by another solution"] },
    });
    const limited = apiRoute(() => {
      throw new ApiError(429, "Slow down", undefined, { "Retry-After": "9" });
    });
    const tooMany = await limited(args(apiRequest("/api/x")));
    expect([tooMany.status, tooMany.headers.get("Retry-After"), await body(tooMany)]).toEqual([429, "9", { message: "Slow down" }]);
  });

  it("answers anything else with 500 Server Error, logging one JSON line and leaking nothing", async () => {
    const logged: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      logged.push(String(line));
    });
    const handler = apiRoute(() => {
      throw new Error('relation "secret_table" does not exist: SELECT password_hash FROM "user"');
    });
    const response = await handler(args(apiRequest("/api/admin/news?q=1")));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: "Server Error" });
    expect(text).not.toMatch(/secret_table|SELECT|at .*\.ts/);

    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain("\n");
    const line = JSON.parse(logged[0]);
    expect(line).toMatchObject({ level: "error", method: "GET", path: "/api/admin/news" });
    expect(line.error.message).toContain("secret_table");
  });

  it("refuses a cookie-authenticated write from a foreign origin with 419, before the handler runs", async () => {
    let ran = false;
    const handler = apiRoute(() => {
      ran = true;
      return jsonData({});
    });
    const response = await handler(
      args(apiRequest("/api/x", { json: {}, cookie: "__admin=s%3Ax", headers: { Origin: "https://evil.example" } })),
    );
    expect(response.status).toBe(419);
    expect(await body(response)).toEqual({ message: "CSRF token mismatch." });
    expect(ran).toBe(false);
  });

  it("marks answers no-store unless the handler chose a policy", async () => {
    const plain = await apiRoute(() => jsonData({}))(args(apiRequest("/api/x")));
    expect(plain.headers.get("Cache-Control")).toBe("no-store");
    const cached = await apiRoute(() => jsonData({}, { headers: { "Cache-Control": "public, max-age=60" } }))(
      args(apiRequest("/api/x")),
    );
    expect(cached.headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});
