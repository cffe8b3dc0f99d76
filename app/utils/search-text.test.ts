import { highlightSnippet, MATCH_START as S, MATCH_STOP as E, splitSearch, tidySearch } from "./search-text";

describe("tidySearch", () => {
  it("trims, folds spaces and control characters, and keeps 200 characters", () => {
    expect(tidySearch("  cloud \t\n backup  ")).toBe("cloud backup");
    expect(tidySearch("a\u0001b\u0000c")).toBe("a b c");
    expect(tidySearch(null)).toBe("");
    expect(tidySearch("x".repeat(500))).toHaveLength(200);
  });
});

describe("splitSearch", () => {
  it("matches the last plain word as a prefix too", () => {
    expect(splitSearch("cloud bac")).toEqual({ words: "cloud", prefix: "bac", join: "and" });
    expect(splitSearch("Clou")).toEqual({ words: "", prefix: "clou", join: "and" });
    expect(splitSearch("Überwachung")).toEqual({ words: "", prefix: "überwachung", join: "and" });
    expect(splitSearch("wind or sol")).toEqual({ words: "wind", prefix: "sol", join: "or" });
  });

  it("leaves phrases, exclusions, operators and punctuation to websearch_to_tsquery", () => {
    for (const q of ['"cloud backup"', '"cloud back', "cloud -backup", "cloud or", "c++", ""]) {
      expect(splitSearch(q), q).toEqual({ words: q, prefix: null, join: "and" });
    }
  });
});

describe("highlightSnippet", () => {
  it("escapes the content and turns only the marks into <mark>", () => {
    expect(highlightSnippet(`Our ${S}cloud${E} <script>alert("x")</script> & 'more'`)).toBe(
      "Our <mark>cloud</mark> &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;",
    );
  });

  it("never leaves a mark open or closes one it did not open", () => {
    expect(highlightSnippet(`${E}a ${S}b`)).toBe("a <mark>b</mark>");
    expect(highlightSnippet(`${S}${S}a${E}${E}`)).toBe("<mark>a</mark>");
    expect(highlightSnippet("<mark>typed</mark>")).toBe("&lt;mark&gt;typed&lt;/mark&gt;");
  });
});
