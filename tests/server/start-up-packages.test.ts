import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The packages only some requests need (images, object storage, passwords,
 * mail, two-factor, backups, saving rich text, revision diffs) load on first
 * use, so a process that only serves pages stays small (docs/deploy.md#memory).
 * A fresh Node process loads every module of the app, as the server build does
 * at start-up, with a resolve hook that refuses these packages: a static
 * import of one of them anywhere fails the load, and the test names it.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

const LOADED_ON_FIRST_USE = [
  "sharp", "@aws-sdk/client-s3", "@aws-sdk/lib-storage", "@node-rs/argon2", "nodemailer", "otplib", "qrcode",
  "tar-stream", "sanitize-html", "diff", "age-encryption",
];

const HOOKS = `
const refused = new Set(${JSON.stringify(LOADED_ON_FIRST_USE)});
export async function resolve(specifier, context, next) {
  if (refused.has(specifier)) throw new Error("loaded at start-up: " + specifier + " (by " + context.parentURL + ")");
  return next(specifier, context);
}
// Stylesheets and fonts are the bundler's business; their URLs do not matter here.
export async function load(url, context, next) {
  if (/\\.(css|woff2?|svg|png|jpe?g|webp|ico)$/.test(new URL(url).pathname)) return { format: "module", source: "export default '';", shortCircuit: true };
  return next(url, context);
}
`;

const REGISTER = `
import { register } from "node:module";
register(${JSON.stringify("data:text/javascript," + encodeURIComponent(HOOKS))});
`;

/** Every module of app/ the server build bundles: not tests, not browser-only modules. */
function appModules(): string[] {
  return fs
    .readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-support)?\.tsx?$|\.client\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => path.join(ROOT, "app", file));
}

function loadInFreshProcess(modules: string[]) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "start-up-packages-"));
  try {
    const register = path.join(folder, "register.mjs");
    const main = path.join(folder, "main.mjs");
    fs.writeFileSync(register, REGISTER);
    fs.writeFileSync(
      main,
      `for (const file of ${JSON.stringify(modules)}) await import(new URL("file://" + file).href);\nconsole.log("loaded", ${modules.length});\n`,
    );
    return spawnSync(process.execPath, ["--import", "tsx", "--import", register, main], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", DATABASE_URL: "memory://", DATA_DIR: folder },
      timeout: 120_000,
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

describe("packages loaded on first use", () => {
  it("are not loaded by any module of the app when it loads", () => {
    const modules = appModules();
    expect(modules.length).toBeGreaterThan(100);
    const result = loadInFreshProcess(modules);
    expect(result.stderr).not.toMatch(/loaded at start-up/);
    expect(result.stdout).toContain(`loaded ${modules.length}`);
    expect(result.status).toBe(0);
  }, 120_000);

  it("would see a module that imports one of them when it loads", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "start-up-packages-probe-"));
    try {
      const probe = path.join(folder, "probe.mts");
      fs.writeFileSync(probe, 'import sharp from "sharp";\nexport const resize = sharp;\n');
      const result = loadInFreshProcess([probe]);
      expect(result.stderr).toMatch(/loaded at start-up: sharp/);
      expect(result.status).not.toBe(0);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
