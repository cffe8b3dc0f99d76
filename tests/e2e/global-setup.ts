import { spawnSync } from "node:child_process";
import path from "node:path";

/** Builds the site once before the browser tests; each test file then starts it. */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === "true") return;
  const root = path.resolve(import.meta.dirname, "../..");
  const result = spawnSync("npx", ["remix", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`remix build failed with exit code ${result.status}`);
}
