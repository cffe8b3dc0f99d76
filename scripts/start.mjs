// `npm start`: build/server.mjs runs in this same process, with no TypeScript loader.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const serverFile = path.join(root, "build", "server.mjs");

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

// A production image ships its build and has no build tools: never rebuild there.
const sourcesChanged =
  !fs.existsSync(serverFile) ||
  (process.env.NODE_ENV !== "production" &&
    Math.max(...["app", "migrations", "server.ts"].map((name) => newestMtime(path.join(root, name)))) >
      fs.statSync(serverFile).mtimeMs);

if (sourcesChanged) {
  const started = Date.now();
  console.log(fs.existsSync(serverFile) ? "Building the site (its sources changed)…" : "Building the site (first start)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
console.log("Loading the server…");

await import(pathToFileURL(serverFile).href);
