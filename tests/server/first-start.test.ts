import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startApp, type AppProcess } from "../helpers/process";

/**
 * The first start on an empty DATA_DIR says what it is doing at each step, in
 * order, before it does it (README.md#first-start), so a newcomer watching a
 * slow machine never takes it for hung.
 */

describe("a first start on the embedded database", () => {
  let app: AppProcess;
  let dataDir: string;

  beforeAll(async () => {
    ensureBuild();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-first-start-"));
    app = await startApp({ dataDir, env: { SEED_DEMO: "true" } });
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("names each step before it takes it, and ends with the address", async () => {
    const lines = app.output().split("\n");
    const steps = [
      `Creating the embedded database in ${dataDir}/pglite…`,
      /^Applying migrations \(\d+\)…$/,
      "Adding demo content: company profile and settings…",
      "Adding demo content: solutions and products, with their pictures…",
      "Adding demo content: news and customer stories…",
      "Adding demo content: home page, certificates and pages…",
      "Starting the web server…",
      `Ready at ${app.baseUrl}/`,
    ];
    const positions = steps.map((step) =>
      lines.findIndex((line) => (typeof step === "string" ? line === step : step.test(line))),
    );
    expect(positions.every((position) => position >= 0), app.output()).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect((await fetch(`${app.baseUrl}/`)).status).toBe(200);
  });

  it("opens the same database on the next start, with nothing to migrate or add", async () => {
    await app.stop();
    app = await startApp({ dataDir, port: app.port, env: { SEED_DEMO: "true" } });
    const output = app.output();
    expect(output).toContain(`Opening the embedded database in ${dataDir}/pglite…`);
    expect(output).not.toMatch(/Applying migrations|Adding demo content/);
    expect(output).toContain(`Ready at ${app.baseUrl}/`);
  }, 120_000);
});
