import fc from "fast-check";
import { sanitizeRichText } from "./sanitize-html.server";

// What an editor can paste: the allowed markup, what the product refuses, and text full of
// characters that mean something in HTML.

const TEXT_PIECES = [
  "a", "Word", " ", "  ", "\n", "<", ">", "&", '"', "'", "=", "/", "é", "\u00a0", "a < b", "x > y", "&amp;", "&lt;script&gt;",
  "&#106;", "&quot;", "&nbsp;", "&unknown;", "onclick=alert(1)", "javascript:alert(1)", "<3", "</", "<!", "-->",
];

const GOOD_HREFS = [
  "/about", "/contact-us?x=1&y=2", "https://example.com/a", "http://example.org", "HTTPS://EXAMPLE.COM/Path", "mailto:info@example.com",
  "tel:+123456", "  /padded  ",
];
const BAD_HREFS = [
  "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java&#x09;script:alert(1)", "jav&#x0A;ascript:alert(1)",
  "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)", "&#x6A;avascript:alert(1)", "javascript&colon;alert(1)",
  "data:text/html,<script>alert(1)</script>", "data:image/png;base64,AAAA", "vbscript:msgbox(1)", "/about us", "https://example.com/a b",
  "/a\tb", "//evil.example/x", "/\\evil.example/x", "relative/path", "ftp://example.com/f", "", "#top",
];
const GOOD_IMG_SRCS = ["/media/1/a.png", "/media/22", "/media/3/photo.jpg?w=960"];
const BAD_IMG_SRCS = [
  "https://evil.example/x.png", "//evil.example/x.png", "data:image/png;base64,AAAA", "javascript:alert(1)", "/media/1/../../admin",
  "/uploads/x.png", "x",
];
const GOOD_EMBED_SRCS = [
  "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&amp;end=20",
  "https://player.vimeo.com/video/76979871",
];
const BAD_EMBED_SRCS = [
  "javascript:alert(1)", "https://evil.example/embed/x", "http://www.youtube.com/embed/x", "//www.youtube.com/embed/x",
  "https://www.youtube.com.evil.example/embed/x", "data:text/html,<script>alert(1)</script>",
];

// The allowed tags, the ones renamed into them, and ones the editor adds that are unwrapped.
const CONTAINER_TAGS = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "ul", "ol", "li", "strong", "b", "em", "i", "u", "blockquote", "code", "pre", "table",
  "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "span", "div", "font",
];
const REFUSED_CONTAINER_TAGS = [
  "script", "style", "object", "svg", "math", "form", "button", "textarea", "noscript", "template", "title", "xmp", "select",
  "option", "noembed", "noframes", "marquee", "video",
];
const REFUSED_VOID_TAGS = ["embed", "input", "meta", "link", "base", "hr", "source"];

// Pasted markup is not always balanced.
const FRAGMENTS = [
  "</p>", "</a>", "</span>", "</em>", "</li>", "</table>", "</h2>", "</br>", "</svg>", "<b>", "<p>", "<li>", "<td>", "<tr>", "<th>",
  "<h1>", "<h5>", "<table>", "<ul>", "<option>", "<noscript>", "<svg>", "<math>", '<a href="javascript:alert(1)">', '<a href="/x">',
  "<br/>", "<![CDATA[x]]>", "<!doctype html>", "<?xml x?>",
];

const ATTRIBUTE_NAMES = [
  "class", "style", "title", "id", "dir", "onclick", "onerror", "OnMouseOver", "onload", "colspan", "rowspan", "scope", "start",
  "width", "height", "alt", "loading", "srcdoc", "formaction", "rel", "target", "href", "src", "xlink:href",
];
const ATTRIBUTE_VALUES = [
  "x", "2", "100%", "col", "javascript:alert(1)", "alert(1)", '"><script>alert(1)</script>', "a\"b'c", "a&b", "&quot;", "",
  "background:url(javascript:alert(1))",
];

function escapeAttribute(value: string): string {
  return value.replace(/&(?![#a-z0-9]+;)/gi, "&amp;").replace(/"/g, "&quot;");
}

const text = fc.array(fc.constantFrom(...TEXT_PIECES), { maxLength: 6 }).map((pieces) => pieces.join(""));
const attribute = (names: fc.Arbitrary<string>, values: fc.Arbitrary<string>) =>
  fc
    .tuple(names, values, fc.constantFrom("double", "single", "bare"))
    .map(([name, value, quoting]) =>
      quoting === "single"
        ? ` ${name}='${value.replace(/'/g, "&#39;")}'`
        : quoting === "bare" && /^[^\s"'=<>`]+$/.test(value)
          ? ` ${name}=${value}`
          : ` ${name}="${escapeAttribute(value)}"`,
    );
const attributes = fc.array(attribute(fc.constantFrom(...ATTRIBUTE_NAMES), fc.constantFrom(...ATTRIBUTE_VALUES)), { maxLength: 3 })
  .map((list) => list.join(""));
const withSource = (name: string, sources: string[]) =>
  fc.tuple(attribute(fc.constant(name), fc.constantFrom(...sources)), attributes).map(([source, rest]) => source + rest);

const { markup } = fc.letrec<{ markup: string; node: string }>((tie) => {
  const children = fc.array(tie("node"), { maxLength: 4 }).map((nodes) => nodes.join(""));
  const element = (tag: fc.Arbitrary<string>, attrs: fc.Arbitrary<string>) =>
    fc.tuple(tag, attrs, children).map(([name, attrs, inner]) => `<${name}${attrs}>${inner}</${name}>`);
  return {
    markup: children,
    node: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { arbitrary: text, weight: 4 },
      { arbitrary: element(fc.constantFrom(...CONTAINER_TAGS), attributes), weight: 4 },
      { arbitrary: element(fc.constant("a"), withSource("href", [...GOOD_HREFS, ...BAD_HREFS])), weight: 4 },
      { arbitrary: element(fc.constantFrom(...REFUSED_CONTAINER_TAGS), attributes), weight: 2 },
      { arbitrary: element(fc.constant("iframe"), withSource("src", [...GOOD_EMBED_SRCS, ...BAD_EMBED_SRCS])), weight: 1 },
      { arbitrary: withSource("src", [...GOOD_IMG_SRCS, ...BAD_IMG_SRCS]).map((attrs) => `<img${attrs}>`), weight: 1 },
      { arbitrary: fc.tuple(fc.constantFrom("br", ...REFUSED_VOID_TAGS), attributes).map(([name, attrs]) => `<${name}${attrs}>`), weight: 1 },
      { arbitrary: text.map((inner) => `<!--${inner.replace(/--/g, "")}-->`), weight: 1 },
      { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 1 },
    ),
  };
});

// The sanitiser's own rules, restated so the checks do not trust the code they check.
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  h2: [], h3: [], h4: [], p: [], br: [], ul: [], ol: ["start"], li: [], a: ["href", "rel"], strong: [], b: [], em: [], i: [], u: [],
  blockquote: [], code: [], pre: [], img: ["src", "alt", "width", "height", "loading"], table: [], caption: [], thead: [], tbody: [],
  tfoot: [], tr: [], th: ["colspan", "rowspan", "scope"], td: ["colspan", "rowspan"],
  iframe: ["src", "width", "height", "title", "allowfullscreen", "loading", "referrerpolicy"],
};
const VOID_TAGS = new Set(["br", "img"]);
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))[^\s\u0000-\u001f\u007f]*$/i;
const MEDIA_SRC = /^\/media\/\d+(?:\/(?!\.)[A-Za-z0-9._~%-]+)?(?:\?w=\d+)?$/;
const EMBED_SRC = /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/|www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)[A-Za-z0-9_-]+(?:\?[A-Za-z0-9_=&;.%-]*)?$/;
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;
const URL_ATTRIBUTES = new Set(["href", "src"]);

type StartTag = { name: string; attributes: Map<string, string> };

const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?:\s[a-z][a-z-]*(?:="[^"<>]*")?)*)\s*(\/?)>|[^<>]+/y;
const ATTRIBUTE = /\s([a-z][a-z-]*)(?:="([^"]*)")?/g;
// Sanitised output escapes every &, <, > and " it keeps; any other entity means something slipped through raw.
const ENTITY_OR_AMPERSAND = /&(?!(?:amp|lt|gt|quot|#39);)/;

function decodeAttribute(value: string): string {
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => named[name]);
}

/**
 * Reads sanitised HTML strictly and returns its start tags, or throws where it is not well-formed:
 * a character outside a tag or text, a stray or misordered closing tag, an element left open, or a
 * void element written as a container.
 */
function parseWellFormed(html: string): StartTag[] {
  const open: string[] = [];
  const starts: StartTag[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const at = TOKEN.lastIndex;
    const token = TOKEN.exec(html);
    if (!token) throw new Error(`unreadable markup at ${at}: ${JSON.stringify(html.slice(at, at + 40))}`);
    const [whole, closing, name, attributeText, selfClosing] = token;
    if (name === undefined) {
      if (ENTITY_OR_AMPERSAND.test(whole)) throw new Error(`unescaped & in text at ${at}`);
      continue;
    }
    if (closing) {
      const expected = open.pop();
      if (expected !== name) throw new Error(`</${name}> at ${at} where ${expected ? `</${expected}>` : "nothing"} was open`);
      continue;
    }
    if (VOID_TAGS.has(name) !== (selfClosing === "/")) throw new Error(`<${name}> at ${at} is wrongly self-closed or left open`);
    const attributes = new Map<string, string>();
    for (const [, attributeName, value = ""] of attributeText.matchAll(ATTRIBUTE)) {
      if (attributes.has(attributeName)) throw new Error(`<${name}> at ${at} repeats ${attributeName}`);
      if (ENTITY_OR_AMPERSAND.test(value)) throw new Error(`unescaped & in ${attributeName} at ${at}`);
      attributes.set(attributeName, decodeAttribute(value));
    }
    starts.push({ name, attributes });
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  if (open.length > 0) throw new Error(`left open: ${open.map((name) => `<${name}>`).join("")}`);
  return starts;
}

function assertNoScriptVector(html: string): void {
  expect(html).not.toMatch(/<\s*\/?\s*(?:script|style|iframe\s+srcdoc|object|embed|svg|math|base|meta|link|form)\b/i);
  for (const { name, attributes } of parseWellFormed(html)) {
    expect(Object.keys(ALLOWED_ATTRIBUTES)).toContain(name);
    for (const [attributeName, value] of attributes) {
      expect(ALLOWED_ATTRIBUTES[name]).toContain(attributeName);
      // Browsers ignore blanks and control characters when they read a scheme; alt and title are only ever shown as text.
      if (URL_ATTRIBUTES.has(attributeName)) expect(value.replace(/[\s\u0000-\u001f\u007f]/g, "")).not.toMatch(SCRIPT_SCHEME);
    }
    if (name === "a") expect(attributes.get("href")).toMatch(SAFE_HREF);
    if (name === "img") expect(attributes.get("src")).toMatch(MEDIA_SRC);
    if (name === "iframe") expect(attributes.get("src")).toMatch(EMBED_SRC);
  }
}

const RUNS = { numRuns: 400 };

describe("sanitizeRichText on any mix of allowed and refused markup", () => {
  it("checks its own well-formedness reader against broken markup", () => {
    expect(() => parseWellFormed("<p>x</span>")).toThrow("</span>");
    expect(() => parseWellFormed("<p><em>x</p></em>")).toThrow("</p>");
    expect(() => parseWellFormed("<p>x")).toThrow("left open");
    expect(() => parseWellFormed("</p>")).toThrow("nothing");
    expect(() => parseWellFormed("a < b")).toThrow("unreadable");
    expect(() => parseWellFormed("<br>")).toThrow("self-closed");
    expect(parseWellFormed('<p>a &amp; b<br /><a href="/x?a=1&amp;b=2">l</a></p>')).toEqual([
      { name: "p", attributes: new Map() },
      { name: "br", attributes: new Map() },
      { name: "a", attributes: new Map([["href", "/x?a=1&b=2"]]) },
    ]);
  });

  it("returns well-formed HTML: every element closes, in order, and no closing tag is stray", async () => {
    await fc.assert(
      fc.asyncProperty(markup, async (html) => {
        const clean = await sanitizeRichText(html);
        expect(() => parseWellFormed(clean)).not.toThrow();
      }),
      RUNS,
    );
  });

  it("changes nothing when run again on its own output", async () => {
    await fc.assert(
      fc.asyncProperty(markup, async (html) => {
        const once = await sanitizeRichText(html);
        expect(await sanitizeRichText(once)).toBe(once);
      }),
      RUNS,
    );
  });

  it("lets no script, event handler, script URL, foreign image or foreign frame through", async () => {
    await fc.assert(
      fc.asyncProperty(markup, async (html) => {
        assertNoScriptVector(await sanitizeRichText(html));
      }),
      RUNS,
    );
  });

  it("keeps the words of a link whatever its address, and the link only when its address is allowed", async () => {
    const href = fc.oneof(
      fc.constantFrom(...GOOD_HREFS).map((value) => ({ value, allowed: true })),
      fc.constantFrom(...BAD_HREFS).map((value) => ({ value, allowed: false })),
    );
    await fc.assert(
      fc.asyncProperty(href, fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), markup, async ({ value, allowed }, words, after) => {
        const clean = await sanitizeRichText(`<p><a href="${escapeAttribute(value)}">${words}</a></p>${after}`);
        const paragraph = clean.slice(0, clean.indexOf("</p>") + 4);
        if (allowed) expect(paragraph).toMatch(new RegExp(`^<p><a href="[^"]+"(?: rel="noopener noreferrer")?>${words}</a></p>$`));
        else expect(paragraph).toBe(`<p>${words}</p>`);
      }),
      RUNS,
    );
  });
});
