import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * Fault, multi-instance and contact-load tests: each file starts the built site
 * as real processes (tests/helpers/process.ts) against its own PostgreSQL
 * database (TEST_DATABASE_URL's server, else 127.0.0.1:5432). One file at a
 * time: some of them restart PostgreSQL or mount a tiny filesystem.
 */
export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  test: {
    globals: true,
    environment: "node",
    include: ["tests/faults/**/*.test.ts"],
    globalSetup: ["tests/faults/global-setup.ts"],
    setupFiles: ["tests/setup/console.ts"],
    env: { FAULT_SUITE: "1" },
    pool: "forks",
    poolOptions: { forks: { singleFork: true } },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
