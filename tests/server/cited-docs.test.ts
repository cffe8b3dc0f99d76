import fs from "node:fs";
import path from "node:path";

/**
 * Every document a comment, a message or another document cites exists, and so
 * does the heading an anchor names (as GitHub links headings), so a reader
 * following a reference never lands nowhere.
 */

const ROOT = path.resolve(__dirname, "../..");
const SEARCHED = ["app", "scripts", "tests", "docs", "migrations", "server.ts", "README.md"];
const CITATION = /\bdocs\/[A-Za-z0-9/_.-]+\.md(?:#[A-Za-z0-9_-]+)?/g;

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs.readdirSync(full).flatMap((name) => (name === "baselines" ? [] : filesUnder(path.join(entry, name))));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, "").replace(/ /g, "-");
}

function anchorsOf(file: string): Set<string> {
  const headings = fs.readFileSync(path.join(ROOT, file), "utf8").match(/^#{1,6} .+$/gm) ?? [];
  return new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ""))));
}

describe("cited documents", () => {
  const files = SEARCHED.flatMap(filesUnder).filter((file) => /\.(ts|tsx|mjs|cjs|md|css)$/.test(file));
  const citations = new Map<string, string[]>();
  for (const file of files) {
    for (const cited of fs.readFileSync(path.join(ROOT, file), "utf8").match(CITATION) ?? []) {
      citations.set(cited, [...(citations.get(cited) ?? []), file]);
    }
  }

  it("finds the citations it checks", () => {
    expect(citations.size).toBeGreaterThan(30);
  });

  it("cites only documents and headings that exist", () => {
    const missing: string[] = [];
    for (const [cited, citedBy] of citations) {
      const [file, anchor] = cited.split("#");
      const exists = fs.existsSync(path.join(ROOT, file)) && (!anchor || anchorsOf(file).has(anchor));
      if (!exists) missing.push(`${cited} (cited by ${[...new Set(citedBy)].join(", ")})`);
    }
    expect(missing).toEqual([]);
  });
});
