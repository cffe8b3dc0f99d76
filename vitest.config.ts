import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    globals: true,
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "tests/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    exclude: ["tests/e2e/**", "tests/faults/**", "node_modules/**"],
    globalSetup: ["tests/setup/database-template.ts"],
    setupFiles: ["tests/setup/database.ts", "tests/setup/console.ts"],
    // PGlite boots in ~1 s per file; two workers keep both cores busy.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
