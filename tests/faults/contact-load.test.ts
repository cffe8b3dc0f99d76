import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createPostgresDatabase,
  queryDatabase,
  startApp,
  stopAllApps,
  type AppProcess,
  type PostgresDatabase,
} from "../helpers/process";
import { describeFaults, postJson } from "./support";

/**
 * 500 visitors send the contact form at the same moment, each from its own
 * address (TRUST_PROXY on, a distinct X-Forwarded-For in 127.0.0.0/8, as behind
 * a reverse proxy): every message is stored, none twice.
 */

const SUBMISSIONS = 500;

/** 127.1.x.y: a distinct loopback address for each visitor. */
function visitorIp(index: number): string {
  return `127.1.${index >> 8}.${index & 255}`;
}

describeFaults("contact messages under load", () => {
  let database: PostgresDatabase;
  let dataDir: string;
  let app: AppProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase("contact");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-contact-"));
    app = await startApp({ databaseUrl: database.url, dataDir, env: { SEED_DEMO: "false", TRUST_PROXY: "true" } });
  });

  afterAll(async () => {
    await stopAllApps();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`stores ${SUBMISSIONS} concurrent submissions from distinct visitors, each once`, async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, index) => {
        const sent = Date.now();
        const response = await postJson(
          app.baseUrl,
          "/api/frontend/contact",
          {
            name: `Visitor ${index}`,
            email: `visitor-${index}@example.test`,
            subject: `Question ${index}`,
            message: `Message number ${index}: please call me back about your edge hardware.`,
          },
          { ip: visitorIp(index), timeoutMs: 60_000 },
        );
        return { index, status: response.status, ms: Date.now() - sent, body: await response.text() };
      }),
    );
    const durations = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        measured: "contact burst",
        submissions: SUBMISSIONS,
        totalMs: Date.now() - started,
        p50Ms: durations[Math.floor(durations.length * 0.5)],
        p99Ms: durations[Math.floor(durations.length * 0.99)],
      }),
    );

    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);

    const [counts] = await queryDatabase<{ total: number; emails: number; ips: number; bodies: number }>(
      database.url,
      `SELECT count(*)::int AS total, count(DISTINCT email)::int AS emails,
              count(DISTINCT ip)::int AS ips, count(DISTINCT message)::int AS bodies
       FROM contact_message`,
    );
    expect(counts).toEqual({ total: SUBMISSIONS, emails: SUBMISSIONS, ips: SUBMISSIONS, bodies: SUBMISSIONS });

    // Each row is the submission it claims to be: its address and its text belong together.
    const rows = await queryDatabase<{ email: string; ip: string; message: string }>(
      database.url,
      "SELECT email, ip::text AS ip, message FROM contact_message",
    );
    for (const row of rows) {
      const index = Number(/^visitor-(\d+)@/.exec(row.email)?.[1]);
      expect(row.ip.replace(/\/32$/, "")).toBe(visitorIp(index));
      expect(row.message).toContain(`Message number ${index}:`);
    }
  });

  it("still limits one visitor: the sixth message from one address in ten minutes gets 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await postJson(
        app.baseUrl,
        "/api/frontend/contact",
        { name: "Repeat Visitor", email: "repeat@example.test", message: `Attempt ${attempt}` },
        { ip: "127.2.0.1" },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
