import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Builds the site once before the browser tests (unless E2E_SKIP_BUILD=true: CI has
 * just built it), and makes the folder where harness.ts keeps seeded data folders
 * to copy, so that each test file's site starts without seeding again.
 */
export default function setup() {
  const templates = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-e2e-templates-"));
  // The test files run in a child process, which inherits this environment.
  process.env.E2E_TEMPLATES_DIR = templates;
  if (process.env.E2E_SKIP_BUILD !== "true") {
    const root = path.resolve(import.meta.dirname, "../..");
    const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
    if (result.status !== 0) throw new Error(`the build failed with exit code ${result.status}`);
  }
  return () => fs.rmSync(templates, { recursive: true, force: true });
}
