import { textLines } from "./restore.server";

/** A restore reads each table's rows as lines of JSON from the archive, in chunks of any size. */

async function linesOf(bytes: Buffer, chunkSize: number): Promise<string[]> {
  async function* chunks() {
    for (let start = 0; start < bytes.length; start += chunkSize) yield bytes.subarray(start, start + chunkSize);
  }
  const lines: string[] = [];
  for await (const line of textLines(chunks())) lines.push(line);
  return lines;
}

describe("textLines", () => {
  it("keeps every character whole wherever a chunk ends, at every chunk size from 1 to 12 bytes", async () => {
    // Characters of two, three and four bytes, on lines of every length, ending without a newline.
    const rows = ["{\"a\":\"Grüße…\"}", "", "{\"b\":\"東京 – 😀\"}", "{\"c\":\"…\"}", "plain", "{\"d\":\"é…😀ü\"}"];
    const text = rows.join("\n");
    const expected = rows.filter(Boolean);
    for (let size = 1; size <= 12; size += 1) {
      expect(await linesOf(Buffer.from(text, "utf8"), size), `chunks of ${size} bytes`).toEqual(expected);
    }
    expect((await linesOf(Buffer.from(`${text}\n`, "utf8"), 5)).join("")).not.toContain("\uFFFD");
  });
});
