import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvField("")).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvField("Smith, John")).toBe('"Smith, John"');
    expect(csvField('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("defuses text that a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(\"http://evil\")")).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField("+1 555 0100")).toBe("'+1 555 0100");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\t=1")).toBe("'\t=1");
    expect(csvField("\r=1")).toBe("\"'\r=1\"");
    expect(csvField("a=1")).toBe("a=1");
  });

  it("writes numbers as numbers and dates as ISO 8601", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(42)).toBe("42");
    expect(csvField(new Date("2026-11-21T10:00:00Z"))).toBe("2026-11-21T10:00:00.000Z");
  });
});

describe("toCsv", () => {
  it("ends every row with CRLF", () => {
    expect(toCsv(["a", "b"], [["1", "x,y"], [2, null]])).toBe('a,b\r\n1,"x,y"\r\n2,\r\n');
  });
});
