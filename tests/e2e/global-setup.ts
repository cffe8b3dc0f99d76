import { spawnSync } from "node:child_process";
import path from "node:path";

/** Builds the site once before the browser tests; each test file then starts it. */
export default function setup() {
  if (process.env.E2E_SKIP_BUILD === "true") return;
  const root = path.resolve(import.meta.dirname, "../..");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`the build failed with exit code ${result.status}`);
}
