import { readFormData } from "./form-data.server";

const MB = 1024 * 1024;

async function refusal(promise: Promise<unknown>): Promise<{ status: number; text: string }> {
  const thrown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, text: await response.text() };
}

/** A body made as it is read, `piece` over and over up to 30 MB; `taken()` is how much was pulled. */
function endlessRequest(pathname: string, contentType: string, head: string, piece: string) {
  let taken = 0;
  let headSent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (taken >= 30 * MB) return controller.close();
      const chunk = Buffer.from(headSent ? piece : head);
      headSent = true;
      taken += chunk.byteLength;
      controller.enqueue(Uint8Array.from(chunk));
    },
  });
  const request = new Request(`http://localhost${pathname}`, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
    duplex: "half",
  });
  return { request, taken: () => taken };
}

describe("readFormData", () => {
  it("reads a URL-encoded form and a multipart one without files", async () => {
    const encoded = new Request("http://localhost/contact-us", { method: "POST", body: new URLSearchParams({ message: "Hi" }) });
    expect((await readFormData(encoded)).get("message")).toBe("Hi");
    const fields = new FormData();
    fields.append("message", "Hi");
    const multipart = await readFormData(new Request("http://localhost/contact-us", { method: "POST", body: fields }));
    expect([...multipart.keys()]).toEqual(["message"]);
  });

  it("counts a URL-encoded body as it arrives, to its page's limit, and leaves the rest unread", async () => {
    const page = endlessRequest("/contact-us", "application/x-www-form-urlencoded", "message=", "a".repeat(64 * 1024));
    expect(await refusal(readFormData(page.request))).toEqual({ status: 413, text: "The form is larger than 1 MB." });
    expect(page.taken()).toBeLessThan(1.2 * MB);

    const richText = endlessRequest("/admin/create-blog", "application/x-www-form-urlencoded", "body=", "a".repeat(64 * 1024));
    expect(await refusal(readFormData(richText.request))).toEqual({ status: 413, text: "The form is larger than 2 MB." });
    expect(richText.taken()).toBeLessThan(2.2 * MB);
  });

  it("refuses a multipart page form over its limits with 413 at once: 1 MB of fields, 100 fields, names of 100 bytes, no files", async () => {
    const boundary = "----page";
    const type = `multipart/form-data; boundary=${boundary}`;
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const cases = [
      { piece: part("f", "a".repeat(100 * 1024)), text: "The form's fields are larger than 1 MB in total.", readUpTo: 1.2 * MB },
      { piece: part("f", ""), text: "A form can have at most 100 fields.", readUpTo: 0.1 * MB },
      { piece: part("n".repeat(101), ""), text: "A field's name can be at most 100 bytes long.", readUpTo: 0.1 * MB },
      {
        piece: `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nfile\r\n`,
        text: "This form does not take files.",
        readUpTo: 0.1 * MB,
      },
    ];
    for (const { piece, text, readUpTo } of cases) {
      const { request, taken } = endlessRequest("/admin/trash", type, piece, piece);
      expect(await refusal(readFormData(request))).toEqual({ status: 413, text });
      expect(taken(), text).toBeLessThan(readUpTo);
    }
  });

  it("answers 400 to a body that is not a form and to a field holding a NUL", async () => {
    const broken = new Request("http://localhost/contact-us", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "message=hi",
    });
    expect((await refusal(readFormData(broken))).status).toBe(400);
    const nul = new Request("http://localhost/contact-us", { method: "POST", body: new URLSearchParams({ message: "a\u0000b" }) });
    expect(await refusal(readFormData(nul))).toEqual({ status: 400, text: "The field “message” contains a NUL character." });
  });
});
