// `npm start`: builds when the build is missing or older than the sources, then
// runs server.ts (which migrates, seeds and serves).
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildFile = path.join(root, "build", "index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

// A production image ships its build and has no build tools: never rebuild there.
const sourcesChanged =
  !fs.existsSync(buildFile) ||
  (process.env.NODE_ENV !== "production" &&
  Math.max(newestMtime(path.join(root, "app")), newestMtime(path.join(root, "migrations"))) >
      fs.statSync(buildFile).mtimeMs);

if (sourcesChanged) {
  console.log("Building the site…");
  const result = spawnSync("npx", ["remix", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn("npx", ["tsx", "server.ts"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => process.exit(code ?? 0));
