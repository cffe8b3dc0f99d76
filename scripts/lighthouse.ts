/**
 * `npm run lighthouse`: target, 100 in all four categories. Pages are warmed first: a
 * running site meets visitors with warm caches, and a first render would compete
 * with the browser for the CPU during the audit.
 *   CHROME_PATH, LIGHTHOUSE_URLS=/,/news, LIGHTHOUSE_STRICT=true, LIGHTHOUSE_REPORTS=/tmp/lh (JSON reports),
 *   SITE_LOCALES=en,de (the site in two languages, to audit /de pages too)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { ensureBuild, startApp } from "../tests/helpers/process";

const URLS = (process.env.LIGHTHOUSE_URLS ?? "/,/solutions/cloud-infrastructure,/news,/contact-us,/about-us,/why-northwind").split(",");
// Phones by default; LIGHTHOUSE_DESKTOP=true audits each page on a desktop too (Lighthouse's desktop settings).
const FORM_FACTORS = process.env.LIGHTHOUSE_DESKTOP === "true" ? (["mobile", "desktop"] as const) : (["mobile"] as const);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-lighthouse-"));
  console.log(`Starting the site (production, PGlite in ${dataDir})…`);
  const locales: Record<string, string> = process.env.SITE_LOCALES ? { SITE_LOCALES: process.env.SITE_LOCALES } : {};
  const app = await startApp({ dataDir, env: { SESSION_SECRET: crypto.randomBytes(24).toString("hex"), ...locales } });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  let missed = false;
  try {
    await warmUp(app.baseUrl);
    const rows: string[][] = [];
    for (const [url, formFactor] of URLS.flatMap((url) => FORM_FACTORS.map((formFactor) => [url, formFactor] as const))) {
      const result = await lighthouse(
        `${app.baseUrl}${url}`,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
          // Lighthouse models a phone as four times slower than this machine; a larger factor checks the headroom.
          ...(process.env.LIGHTHOUSE_CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) } } : {}),
        },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lcp, tbt, cls } = timings(result.lhr.audits);
      console.log(`${url} (${formFactor}): LCP ${lcp}, TBT ${tbt}, CLS ${cls}`);
      if (process.env.LIGHTHOUSE_REPORTS) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        const name = url.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
        fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}-${formFactor}.json`), JSON.stringify(result.lhr));
      }
      const { categories, audits } = result.lhr;
      const scores = CATEGORIES.map((name) => Math.round((categories[name]?.score ?? 0) * 100));
      CATEGORIES.forEach((name, index) => {
        if (scores[index] < TARGETS[name]) missed = true;
      });
      rows.push([FORM_FACTORS.length > 1 ? `${url} (${formFactor})` : url, ...scores.map(String)]);
      for (const name of CATEGORIES) {
        const failing = categories[name].auditRefs
          .map((ref) => audits[ref.id])
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual");
        for (const audit of failing.slice(0, 6)) {
          console.log(`  ${url} ${name}: ${audit.id} (${Math.round((audit.score ?? 0) * 100)}) ${audit.displayValue ?? ""}`);
          type Item = { url?: unknown; wastedBytes?: unknown; node?: { snippet?: unknown } };
          // Some audits (the insights) give their details as an object, not a list of items.
          const listed = (audit.details as { items?: unknown } | undefined)?.items;
          const items: Item[] = Array.isArray(listed) ? listed : [];
          for (const item of items.slice(0, 3)) {
            if (typeof item.url === "string") {
              const wasted = typeof item.wastedBytes === "number" ? ` (${Math.round(item.wastedBytes / 1024)} KiB)` : "";
              console.log(`      ${item.url.replace(app.baseUrl, "")}${wasted}`);
            } else if (typeof item.node?.snippet === "string") {
              console.log(`      ${item.node.snippet.slice(0, 200)}`);
            }
          }
        }
      }
    }
    const header = ["URL", "performance", "accessibility", "best-practices", "seo"];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
    console.log(`\n${format(header)}`);
    for (const row of rows) console.log(format(row));
    console.log(
      `\nTargets (100 in every category): ${missed ? "NOT met" : "met"}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPU(s).`,
    );
    if (missed && process.env.LIGHTHOUSE_STRICT === "true") process.exitCode = 1;
  } finally {
    await chrome.kill();
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function timings(audits: Record<string, { displayValue?: string | number }>) {
  const shown = (id: string) => String(audits[id]?.displayValue ?? "?");
  return { lcp: shown("largest-contentful-paint"), tbt: shown("total-blocking-time"), cls: shown("cumulative-layout-shift") };
}

async function warmUp(baseUrl: string) {
  for (const url of URLS) {
    const html = await (await fetch(`${baseUrl}${url}`)).text();
    for (const [, src] of html.matchAll(/<img[^>]* src="([^"]+)"/g)) {
      await (await fetch(new URL(src.replaceAll("&amp;", "&"), baseUrl))).arrayBuffer();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
