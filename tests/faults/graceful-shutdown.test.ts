import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPostgresDatabase, startApp, stopAllApps, type AppProcess, type PostgresDatabase } from "../helpers/process";
import { connect, requestHead } from "./raw-http";
import { CUSTOMER_PASSWORD, describeFaults, registerCustomer } from "./support";

/**
 * SIGTERM (a deploy or a scale-down): requests in flight finish with their real
 * answer, nothing new is taken on, and the process exits 0.
 */

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

describeFaults("SIGTERM drains requests in flight", () => {
  let database: PostgresDatabase;
  let dataDir: string;
  let app: AppProcess;
  let email: string;

  beforeAll(async () => {
    database = await createPostgresDatabase("drain");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-drain-"));
    app = await startApp({ databaseUrl: database.url, dataDir, env: { SEED_DEMO: "false" } });
    email = `drain-${Date.now()}@example.test`;
    await registerCustomer(app.baseUrl, { email });
  });

  afterAll(async () => {
    await stopAllApps();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes a slow upload in flight, takes no new work, and exits 0", async () => {
    // A sign-in whose body arrives slowly: the server has taken the request and
    // is waiting for the rest of it when the signal comes.
    const body = JSON.stringify({ email, password: CUSTOMER_PASSWORD });
    const half = Math.floor(body.length / 2);
    const slow = await connect(app.port);
    await slow.write(
      requestHead("POST", "/api/login", { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }),
    );
    await slow.write(body.slice(0, half));

    // A client that already has a connection open and idle.
    const idle = await connect(app.port);
    await idle.write(requestHead("GET", "/healthz", {}));
    expect((await idle.response()).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    app.signal("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));

    // No new connections once draining.
    expect(await refusesConnections(app.port)).toBe(true);
    // The idle connection is closed rather than left to take a new request.
    await idle.closed;
    expect(app.exitResult()).toBeUndefined();

    // Two seconds later the slow client sends the rest: it gets its real answer.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await slow.write(body.slice(half));
    const answer = await slow.response();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.token).toMatch(/^\d+\|/);

    // Another request on the drained connection is refused (503) or never read.
    const next = await slow
      .write(requestHead("GET", "/healthz", {}))
      .then(() => slow.response(5000))
      .then((response) => response.status)
      .catch(() => "closed");
    console.log(JSON.stringify({ measured: "request after drain", next }));
    expect([503, "closed"]).toContain(next);

    const exit = await app.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    // It waited for the request, and no longer than needed.
    expect(Date.now() - signalled).toBeGreaterThan(2500);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(app.output()).toContain("SIGTERM: draining");
  });
});
