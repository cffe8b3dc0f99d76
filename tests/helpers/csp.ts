import crypto from "node:crypto";

/**
 * The CSP hash source of every inline script in `html` that a browser would
 * run, of its text as the browser reads it (CR LF read as LF): what a policy
 * must list for the page to work. Data blocks (JSON, JSON-LD) do not run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc=/i.test(attributes) || /\stype="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`sha256-${crypto.createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}`);
  }
  return [...hashes].sort();
}

/** The hash sources a Content-Security-Policy's script-src allows, without their quotes. */
export function policyScriptHashes(policy: string | null): string[] {
  const scriptSrc = (policy ?? "").split(";").map((directive) => directive.trim()).find((directive) => directive.startsWith("script-src "));
  if (!scriptSrc) throw new Error(`no script-src in ${policy}`);
  return [...scriptSrc.matchAll(/'(sha256-[A-Za-z0-9+/]+=*)'/g)].map(([, source]) => source).sort();
}
