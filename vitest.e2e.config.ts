import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Browser tests: each file starts the built site (tests/e2e/harness.ts) and drives
 * Debian's chromium through playwright-core. No database setup file: the site
 * migrates and seeds its own database.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    globals: true,
    environment: "node",
    include: ["tests/e2e/**/*.test.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    setupFiles: ["tests/setup/console.ts"],
    pool: "forks",
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
