import { RICH_TEXT_MAX_LENGTH, plainTextLength, prepareRichText, sanitizeRichText } from "./sanitize-html.server";

describe("sanitizeRichText keeps the allowed structure", () => {
  it("keeps headings, paragraphs, lists, emphasis, quotes and code", async () => {
    const html =
      "<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>Text <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u><br></p>" +
      "<ul><li>one</li></ul><ol start=\"3\"><li>two</li></ol><blockquote>quote</blockquote><pre><code>x &lt; y</code></pre>";
    expect(await sanitizeRichText(html)).toBe(
      "<h2>Title</h2><h3>Sub</h3><h4>Minor</h4><p>Text <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u><br /></p>" +
        "<ul><li>one</li></ul><ol start=\"3\"><li>two</li></ol><blockquote>quote</blockquote><pre><code>x &lt; y</code></pre>",
    );
  });

  it("turns h1 into h2 and h5/h6 into h4", async () => {
    expect(await sanitizeRichText("<h1>A</h1><h5>B</h5><h6>C</h6>")).toBe("<h2>A</h2><h4>B</h4><h4>C</h4>");
  });

  it("keeps tables with their spans", async () => {
    const html =
      '<table><caption>Prices</caption><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td colspan="2">Basic</td></tr></tbody></table>';
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it("unwraps the spans, classes and styles the editor adds, keeping the text", async () => {
    const lexical = '<p class="editor-paragraph" dir="ltr"><span style="white-space: pre-wrap;">Hello</span> <b><strong class="bold">world</strong></b></p>';
    expect(await sanitizeRichText(lexical)).toBe("<p>Hello <b><strong>world</strong></b></p>");
  });
});

describe("sanitizeRichText figures", () => {
  it("keeps a library image with its caption, and drops a foreign one", async () => {
    const figure = '<figure class="x"><img src="/media/4/plant.webp" alt="The plant"><figcaption>Our plant in <b>Leeds</b></figcaption></figure>';
    expect(await sanitizeRichText(figure)).toBe(
      '<figure><img src="/media/4/plant.webp" alt="The plant" loading="lazy" /><figcaption>Our plant in <b>Leeds</b></figcaption></figure>',
    );
    expect(await sanitizeRichText('<figure><img src="https://evil.example/x.png"><figcaption>C</figcaption></figure>')).toBe(
      "<figure><figcaption>C</figcaption></figure>",
    );
  });
});

describe("sanitizeRichText links", () => {
  it("adds rel=noopener noreferrer to external links", async () => {
    expect(await sanitizeRichText('<a href="https://example.com/x" rel="opener">Ext</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer">Ext</a>',
    );
  });

  it("keeps a new tab, never without noopener, and drops every other target", async () => {
    expect(await sanitizeRichText('<a href="https://example.com/x" target="_blank" rel="opener">Ext</a>')).toBe(
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">Ext</a>',
    );
    expect(await sanitizeRichText('<a href="/products/x" target="_blank">P</a>')).toBe(
      '<a href="/products/x" rel="noopener noreferrer" target="_blank">P</a>',
    );
    expect(await sanitizeRichText('<a href="/products/x" target="_top">P</a>')).toBe('<a href="/products/x">P</a>');
    expect(await sanitizeRichText('<a href="/products/x" target="frame" rel="opener">P</a>')).toBe('<a href="/products/x">P</a>');
  });

  it("keeps site-relative, mailto and tel links without rel", async () => {
    expect(await sanitizeRichText('<a href="/contact-us">C</a>')).toBe('<a href="/contact-us">C</a>');
    expect(await sanitizeRichText('<a href="mailto:info@example.com">M</a>')).toBe('<a href="mailto:info@example.com">M</a>');
    expect(await sanitizeRichText('<a href="tel:+123456">T</a>')).toBe('<a href="tel:+123456">T</a>');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="  javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="jav&#x0A;ascript:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="//evil.example/x">x</a>',
    '<a href="/\\evil.example/x">x</a>',
    '<a href="relative/path">x</a>',
    '<a href="ftp://example.com/file">x</a>',
  ])("drops the link but keeps the text: %s", async (html) => {
    expect(await sanitizeRichText(html)).toBe("x");
  });
});

describe("sanitizeRichText refused links leave the markup around them intact", () => {
  it.each([
    ['<p><a href="javascript:alert(1)">x</a></p><p>next</p>', "<p>x</p><p>next</p>"],
    ['<a href="javascript:alert(1)">x</a><p>next</p>', "x<p>next</p>"],
    ['<p><a href="javascript:alert(1)">x</a><em>next</em></p><p>footer</p>', "<p>x<em>next</em></p><p>footer</p>"],
    ['<p><a href="javascript:alert(1)">x</a></p><p><strong>next</strong></p>', "<p>x</p><p><strong>next</strong></p>"],
    ['<ul><li><a href="data:text/html,x">x</a></li><li><b>y</b></li></ul>', "<ul><li>x</li><li><b>y</b></li></ul>"],
  ])("closes the element after a refused link: %s", async (dirty, clean) => {
    expect(await sanitizeRichText(dirty)).toBe(clean);
  });

  it("treats a link whose address holds a space as refused and closes what follows", async () => {
    expect(await sanitizeRichText('<p><a href="/about us">About</a><strong>team</strong></p><p>footer</p>')).toBe(
      "<p>About<strong>team</strong></p><p>footer</p>",
    );
    expect(await sanitizeRichText('<a href="https://example.com/a b">x</a><h2>Next</h2>')).toBe("x<h2>Next</h2>");
  });

  it("keeps the text and the safe links beside a refused link", async () => {
    expect(
      await sanitizeRichText('<p>See <a href="javascript:alert(1)"><em>this</em> page</a> and <a href="/contact">us</a>.</p>'),
    ).toBe('<p>See <em>this</em> page and <a href="/contact">us</a>.</p>');
  });

  it.each([
    ['<p><a href="javascript:alert(1)"><h2>Title</h2></a></p>', "<p></p><h2>Title</h2><p></p>"],
    ["<p><span><h2>Title</h2></span></p>", "<p></p><h2>Title</h2><p></p>"],
    ['<ul><li><div><li>x</li></div></li></ul>', "<ul><li></li><li>x</li></ul>"],
  ])("returns unwrapped children in the shape the parser reads them back in: %s", async (dirty, clean) => {
    expect(await sanitizeRichText(dirty)).toBe(clean);
    expect(await sanitizeRichText(clean)).toBe(clean);
  });

  it("gives the same result when run on output that held a refused link", async () => {
    const once = await sanitizeRichText('<a href="javascript:alert(1)">x</a><p><em>next</em></p><p>footer</p>');
    expect(await sanitizeRichText(once)).toBe(once);
  });
});

describe("sanitizeRichText removes what is not allowed", () => {
  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ["<p>a<script src=//evil.example/x.js></script>b</p>", "<p>ab</p>"],
    ["<style>body{display:none}</style><p>ok</p>", "<p>ok</p>"],
    ['<p onclick="alert(1)" onmouseover="alert(2)">hi</p>', "<p>hi</p>"],
    ['<img src="/media/1/a.png" onerror="alert(1)">', '<img src="/media/1/a.png" alt="" loading="lazy" />'],
    ['<svg onload="alert(1)"><circle /></svg><p>ok</p>', "<p>ok</p>"],
    ['<iframe src="javascript:alert(1)"></iframe>', ""],
    ['<object data="x.swf"></object><embed src="x.swf">', ""],
    ['<form action="/x"><input name="a"><button>Go</button></form>', "Go"],
    ['<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', "<table></table>"],
    ["<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>", ""],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
    ['<base href="https://evil.example/">', ""],
    ["<!-- <script>alert(1)</script> -->", ""],
    ['<p>x</p><link rel="stylesheet" href="https://evil.example/x.css">', "<p>x</p>"],
  ])("%s", async (dirty, clean) => {
    expect(await sanitizeRichText(dirty)).toBe(clean);
  });

  it("never lets a script, event handler or javascript: URL through a mixed attack", async () => {
    const attack = [
      '<a href="javascript:alert(1)" onclick="x()">a</a>',
      "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
      '<img src="x" onerror="alert(1)">',
      '<body onload="alert(1)">',
      "<scr<script>ipt>alert(1)</scr</script>ipt>",
      '<div><a href="data:text/html,<script>alert(1)</script>">d</a></div>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ].join("");
    const clean = await sanitizeRichText(attack);
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/data:/i);
    expect(clean).not.toMatch(/srcdoc/i);
  });
});

describe("sanitizeRichText images", () => {
  it("keeps media-library images with alt, width and height", async () => {
    expect(await sanitizeRichText('<img src="/media/12/photo.webp" alt="Team" width="640" height="480" class="x" title="t">')).toBe(
      '<img src="/media/12/photo.webp" alt="Team" width="640" height="480" loading="lazy" />',
    );
  });

  it.each([
    '<img src="https://evil.example/x.png">',
    '<img src="//evil.example/x.png">',
    '<img src="data:image/png;base64,AAAA">',
    '<img src="/uploads/x.png">',
    '<img src="/media/../admin">',
    '<img src="/media/1/../../admin/logout">',
    '<img src="/media/1/a.png/../../x">',
    '<img src="javascript:alert(1)">',
    "<img>",
  ])("removes images from elsewhere: %s", async (html) => {
    expect(await sanitizeRichText(`<p>${html}</p>`)).toBe("<p></p>");
  });

  it("keeps a resized variant of a media image", async () => {
    expect(await sanitizeRichText('<img src="/media/4/photo.jpg?w=960" alt="">')).toBe('<img src="/media/4/photo.jpg?w=960" alt="" loading="lazy" />');
  });

  it("drops dimensions that are not plain numbers", async () => {
    expect(await sanitizeRichText('<img src="/media/1/a.png" width="100%" height="expression(alert(1))">')).toBe(
      '<img src="/media/1/a.png" alt="" loading="lazy" />',
    );
  });
});

describe("sanitizeRichText embeds", () => {
  it.each([
    "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?start=10",
    "https://player.vimeo.com/video/76979871",
  ])("keeps %s as an iframe", async (src) => {
    const clean = await sanitizeRichText(`<iframe src="${src}" width="560" height="315" allow="camera; microphone" onload="x()"></iframe>`);
    expect(clean).toBe(
      `<iframe src="${src.replace(/&/g, "&amp;")}" title="Embedded video" width="560" height="315" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
    );
  });

  it.each([
    "https://evil.example/embed/x",
    "http://www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com.evil.example/embed/x",
    "https://player.vimeo.com/api/x",
    "//www.youtube.com/embed/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/../../evil",
  ])("removes frames from anywhere else: %s", async (src) => {
    expect(await sanitizeRichText(`<p>a</p><iframe src="${src}"></iframe>`)).toBe("<p>a</p>");
  });
});

describe("sanitizeRichText is stable", () => {
  it("gives the same result when run on its own output", async () => {
    const html =
      '<h1>T</h1><p>a &amp; b &lt;c&gt; "q"</p><a href="https://x.example/?a=1&b=2">l</a><img src="/media/3/x.png" alt="A &quot;q&quot;"><iframe src="https://player.vimeo.com/video/1"></iframe>';
    const once = await sanitizeRichText(html);
    expect(await sanitizeRichText(once)).toBe(once);
  });
});

describe("plainTextLength", () => {
  it("counts the text a reader sees", async () => {
    expect(await plainTextLength("<p>Hello <strong>world</strong></p>")).toBe(11);
    expect(await plainTextLength("<p>a &amp; b</p>")).toBe(5);
    expect(await plainTextLength("<script>long script text</script><p>x</p>")).toBe(1);
  });
});

describe("prepareRichText", () => {
  it("returns the sanitised HTML when it fits", async () => {
    expect(await prepareRichText('<p onclick="x">ok</p>')).toEqual({ ok: true, html: "<p>ok</p>" });
  });

  it("checks the limit after sanitising", async () => {
    const padding = `<script>${"x".repeat(RICH_TEXT_MAX_LENGTH)}</script>`;
    expect(await prepareRichText(`${padding}<p>short</p>`)).toEqual({ ok: true, html: "<p>short</p>" });

    const long = `<p>${"x".repeat(RICH_TEXT_MAX_LENGTH)}</p>`;
    expect(await prepareRichText(long)).toEqual({ ok: false, error: "Body must be at most 100,000 characters" });
    expect(await prepareRichText(long, "Content")).toEqual({ ok: false, error: "Content must be at most 100,000 characters" });
  });

  it("accepts exactly 100,000 characters", async () => {
    const exact = `<p>${"x".repeat(RICH_TEXT_MAX_LENGTH - 7)}</p>`;
    expect(exact.length).toBe(RICH_TEXT_MAX_LENGTH);
    expect((await prepareRichText(exact)).ok).toBe(true);
  });
});
