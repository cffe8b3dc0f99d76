import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The text of the site's built stylesheet, to inline in every document
 * (app/components/public/inline-stylesheet.tsx). Read once per file name: the
 * name carries a content hash, so a new build means a new name.
 */
const texts = new Map<string, string | null>();

function candidates(href: string): string[] {
  const relative = href.replace(/^\/+/, "");
  const fromBuild = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public", relative);
  return [fromBuild, path.resolve(process.cwd(), "public", relative)];
}

export function stylesheetText(href: string): string | undefined {
  // Only the compiler's own fingerprinted files, never anything else on disk.
  if (!/^\/build\/_assets\/[\w.-]+\.css$/.test(href)) return undefined;
  if (!texts.has(href)) {
    const file = candidates(href).find((candidate) => fs.existsSync(candidate));
    texts.set(href, file ? fs.readFileSync(file, "utf8") : null);
  }
  return texts.get(href) ?? undefined;
}
