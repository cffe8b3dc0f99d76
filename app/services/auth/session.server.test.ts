import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { createTestUser } from "../../../tests/helpers/auth";
import { sessionSecret, startSession } from "./session.server";

describe("session cookies and secret", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
  });

  it("marks the cookie Secure and names it __Host- in production", async () => {
    const user = await createTestUser("admin");
    process.env.NODE_ENV = "production";
    process.env.SITE_URL = "https://www.example.com";
    resetEnvCache();
    const { setCookie } = await startSession(db(), { userId: user.id, kind: "admin" });
    expect(setCookie).toMatch(/^__Host-admin=/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/Max-Age=43200/);
  });

  it("stores only the SHA-256 of the cookie's token", async () => {
    const user = await createTestUser("customer");
    const { id, setCookie } = await startSession(db(), { userId: user.id, kind: "customer" });
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    const cookieValue = decodeURIComponent(setCookie.split(";")[0].split("=").slice(1).join("="));
    expect(cookieValue).not.toContain(id);
    const row = await db().selectFrom("session").select(["kind", "expires_at"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.kind).toBe("customer");
  });

  it("without SESSION_SECRET, generates one once and keeps it in DATA_DIR", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "session-secret-"));
    try {
      delete process.env.SESSION_SECRET;
      process.env.DATA_DIR = dir;
      resetEnvCache();
      const first = sessionSecret();
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(fs.readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first);
      expect(fs.statSync(path.join(dir, "session-secret")).mode & 0o777).toBe(0o600);
      expect(sessionSecret()).toBe(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
