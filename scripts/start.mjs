// `npm start`: build/server.mjs runs in this same process, with no TypeScript loader.
import { spawn } from "node:child_process";
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

/** Runs the build, saying every few seconds that it still does: the bundler is silent while it works. */
function build() {
  const started = Date.now();
  const reminder = setInterval(() => console.log(`  still working: building the site (${Math.round((Date.now() - started) / 1000)} s)`), 5000);
  return new Promise((resolve) => {
    // `npm run build` without npm in between: a second or so less on a first start.
    spawn(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" }).on("exit", (code) => {
      clearInterval(reminder);
      if (code !== 0) process.exit(code ?? 1);
      resolve(Date.now() - started);
    });
  });
}

if (sourcesChanged) {
  console.log(fs.existsSync(serverFile) ? "Building the site (its sources changed)…" : "Building the site (first start)…");
  const ms = await build();
  console.log(`Built in ${(ms / 1000).toFixed(1)} s.`);
}
console.log("Loading the server…");

await import(pathToFileURL(serverFile).href);
