// Production runs plain JavaScript in one node process, with no TypeScript loader.
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

await build({
  entryPoints: [path.join(root, "server.ts")],
  outfile: path.join(root, "build", "server.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Packages (bare names) stay external; the app's own "~/…" modules are compiled in.
  plugins: [
    {
      name: "packages-external",
      setup(builder) {
        builder.onResolve({ filter: /^[^./~]/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
  tsconfig: path.join(root, "tsconfig.json"),
  sourcemap: "linked",
  logLevel: "warning",
});
