import { compareFields, readableValue, readsDifferently, richTextSides, type Readable } from "./revision-diff.server";

const readable: Readable = {
  timeZone: "Europe/Berlin",
  richFields: new Set(["body"]),
  mediaFields: new Set(["image_id"]),
  media: new Map([[4, { id: 4, name: "harbour.jpg", src: "/media/4/harbour.jpg?w=320" }]]),
  titles: { solution_ids: new Map([[1, "Cloud Migration"], [2, "Managed Kubernetes"]]), category_id: new Map([[3, "Cloud"]]) },
};

describe("a stored value as people read it", () => {
  it("writes dates in the site's time zone, Yes/No, the status's label and titles for ids", () => {
    expect(readableValue("published_at", "2026-09-28T19:48:00+00:00", readable)).toBe("28 Sep 2026, 21:48 CEST");
    expect(readableValue("unpublish_at", "2026-12-31T22:00:00+00:00", readable)).toBe("31 Dec 2026, 23:00 CET");
    expect(readableValue("unpublish_at", null, readable)).toBe("");
    expect(readableValue("show_in_menu", true, readable)).toBe("Yes");
    expect(readableValue("show_in_menu", false, readable)).toBe("No");
    expect(readableValue("status", "published", readable)).toBe("Published");
    expect(readableValue("solution_ids", [2, 1, 9], readable)).toBe("Managed Kubernetes\nCloud Migration\n#9 (deleted)");
    expect(readableValue("category_id", 3, readable)).toBe("Cloud");
    expect(readableValue("summary", null, readable)).toBe("");
  });

  it("reads figures one a line and a quote as a quote", () => {
    const figures = [{ value: "40%", label: "fewer outages" }, { value: "3", label: "plants" }];
    expect(readableValue("figures", figures, readable)).toBe("40% · fewer outages\n3 · plants");
    expect(readableValue("quote", { text: "It works.", person: "Ann Lee", role: "CTO" }, readable)).toBe("“It works.” — Ann Lee, CTO");
    expect(readableValue("quote", { text: "", person: "", role: "" }, readable)).toBe("");
  });
});

describe("rich text compared with its formatting", () => {
  it("keeps headings, lists and links on each side and marks only the changed words", async () => {
    const sides = await richTextSides(
      '<h2>Overview</h2><ul><li>Fast setup</li><li>Weekly reports</li></ul><p>See <a href="/contact-us">us</a>.</p>',
      '<h2>Full Overview</h2><ul><li>Fast setup</li><li>Daily reports</li></ul><p>See <a href="/contact-us">us</a>.</p>',
    );
    expect(sides.from).toBe('<h2>Overview</h2><ul><li>Fast setup</li><li><del>Weekly</del> reports</li></ul><p>See <a href="/contact-us">us</a>.</p>');
    expect(sides.to).toBe('<h2><ins>Full </ins>Overview</h2><ul><li>Fast setup</li><li><ins>Daily</ins> reports</li></ul><p>See <a href="/contact-us">us</a>.</p>');
  });

  it("marks the words of a link added or pointed elsewhere, and of a heading that changed level", async () => {
    expect(await richTextSides('<p>We map it</p>', '<p>We <a href="/contact-us">map</a> it</p>')).toEqual({
      from: "<p>We map it</p>",
      to: '<p>We <a href="/contact-us"><ins>map</ins></a> it</p>',
    });
    expect(await richTextSides("<h2>Plans</h2>", "<h3>Plans</h3>")).toEqual({ from: "<h2><del>Plans</del></h2>", to: "<h3><ins>Plans</ins></h3>" });
  });

  it("diffs block by block, so a paragraph added between two marks only itself", async () => {
    expect(await richTextSides("<p>One</p><p>Two words</p>", "<p>One</p><p>New here</p><p>Two words</p>")).toEqual({
      from: "<p>One</p><p>Two words</p>",
      to: "<p>One</p><p><ins>New here</ins></p><p>Two words</p>",
    });
    // Long runs rewritten throughout are marked whole rather than diffed word by word, which would take seconds.
    const long = (word: string) => Array.from({ length: 400 }, (_, index) => `<p>${word} ${index} and more words</p>`).join("");
    const sides = await richTextSides(long("alpha"), `<p>Short</p>${long("beta")}`);
    expect(sides.from).toContain("<p><del>alpha 0 and more words</del></p>");
    expect(sides.to).toContain("<p><ins>Short</ins></p><p><ins>beta 0 and more words</ins></p>");
  });

  it("marks a whole side when two bodies have nothing in common, and leaves an unchanged body as it is", async () => {
    expect(await richTextSides("<p>Old words</p>", "<h3>New</h3>")).toEqual({
      from: "<p><del>Old words</del></p>",
      to: "<h3><ins>New</ins></h3>",
    });
    expect(await richTextSides("<p>Same</p>", "<p>Same</p>")).toEqual({ from: "<p>Same</p>", to: "<p>Same</p>" });
  });

  it("neutralises a hostile version: no script, no event attribute, no javascript: link", async () => {
    const hostile =
      '<h2 onclick="steal()">Hello</h2><script>alert(1)</script><p style="x" onmouseover="steal()">Click ' +
      '<a href="javascript:alert(1)">here</a> <img src="https://evil.example/x.png" onerror="steal()"></p>' +
      '<iframe src="https://evil.example/"></iframe><ins onclick="steal()">x</ins>';
    const sides = await richTextSides(hostile, "<h2>Hello</h2><p>Click there</p>");
    for (const html of [sides.from, sides.to]) {
      expect(html).not.toMatch(/<script|alert|onclick|onmouseover|onerror|javascript:|style=|evil\.example|<iframe/i);
    }
    expect(sides.from).toContain("<h2>Hello</h2>");
    expect(sides.to).toBe("<h2>Hello</h2><p>Click <ins>there</ins></p>");
  });
});

describe("compareFields", () => {
  it("gives each side its own marks, media as thumbnails with names, and the rest as text", async () => {
    const fields = await compareFields(
      ["title", "image_id", "body"],
      { id: 1, version: 1, title: "Backup", image_id: 4, body: "<p>One</p>", is_published: true },
      { id: 1, version: 2, title: "Backup and restore", image_id: null, body: "<p>One</p>", is_published: true },
      readable,
    );
    expect(fields).toEqual([
      {
        field: "title",
        changed: true,
        from: { kind: "text", parts: [{ kind: "same", text: "Backup " }] },
        to: { kind: "text", parts: [{ kind: "same", text: "Backup " }, { kind: "ins", text: "and restore" }] },
      },
      {
        field: "image_id",
        changed: true,
        from: { kind: "media", items: [{ id: 4, name: "harbour.jpg", src: "/media/4/harbour.jpg?w=320" }] },
        to: { kind: "media", items: [] },
      },
      { field: "body", changed: false, from: { kind: "rich", html: "<p>One</p>" }, to: { kind: "rich", html: "<p>One</p>" } },
      {
        field: "is_published",
        changed: false,
        from: { kind: "text", parts: [{ kind: "same", text: "Yes" }] },
        to: { kind: "text", parts: [{ kind: "same", text: "Yes" }] },
      },
    ]);
  });

  it("does not call a time that reads the same a change on the screens, though it differs as stored", async () => {
    const [time] = await compareFields(["published_at"], { published_at: "2026-09-28T19:48:31.5+00:00" }, { published_at: "2026-09-28T19:48:00+00:00" }, readable);
    expect(time.changed).toBe(true);
    expect(readsDifferently(time)).toBe(false);
  });
});
