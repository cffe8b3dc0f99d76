import { sql } from "kysely";
import { db } from "~/db/db.server";
import {
  checkRegistrationAllowed,
  checkSignInAllowed,
  clear,
  clearSignInFailures,
  hit,
  peek,
  recordSignInFailure,
  tooManyAttemptsMessage,
} from "./rate-limit.server";

describe("hit", () => {
  it("allows up to the limit, then refuses with the seconds left", async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(db(), "t:limit", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].count).toBe(4);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("restarts the count once the window has passed", async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    await hit(db(), "t:window", rule);
    expect((await hit(db(), "t:window", rule)).allowed).toBe(false);
    await sql`UPDATE rate_limit SET reset_at = now() - interval '1 second' WHERE key = 't:window'`.execute(db());
    const after = await hit(db(), "t:window", rule);
    expect(after).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 0 });
  });

  it("counts concurrent hits exactly (one atomic upsert)", async () => {
    const rule = { limit: 100, windowSeconds: 60 };
    await Promise.all(Array.from({ length: 10 }, () => hit(db(), "t:concurrent", rule)));
    expect((await peek(db(), "t:concurrent", rule)).count).toBe(10);
  });

  it("clear forgets the key", async () => {
    await hit(db(), "t:clear", { limit: 1, windowSeconds: 60 });
    await clear(db(), "t:clear");
    expect(await peek(db(), "t:clear", { limit: 1 })).toMatchObject({ allowed: true, count: 0 });
  });
});

describe("sign-in policy", () => {
  const ip = "203.0.113.9";

  it("refuses after 5 failures for one email and IP, case-insensitively", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await checkSignInAllowed(db(), { email: "A@x.test", ip })).allowed).toBe(true);
      await recordSignInFailure(db(), { email: "a@x.test", ip });
    }
    const check = await checkSignInAllowed(db(), { email: "a@X.test", ip });
    expect(check.allowed).toBe(false);
    expect(check.retryAfterSeconds).toBeGreaterThan(800);
    // Another IP is unaffected.
    expect((await checkSignInAllowed(db(), { email: "a@x.test", ip: "198.51.100.1" })).allowed).toBe(true);
  });

  it("refuses an IP after 20 failures across emails, and a success does not reset that", async () => {
    const busy = "192.0.2.77";
    for (let i = 0; i < 20; i++) await recordSignInFailure(db(), { email: `u${i}@x.test`, ip: busy });
    await clearSignInFailures(db(), { email: "u1@x.test", ip: busy });
    expect((await checkSignInAllowed(db(), { email: "new@x.test", ip: busy })).allowed).toBe(false);
  });

  it("a success clears the email's failures", async () => {
    const other = "192.0.2.5";
    for (let i = 0; i < 5; i++) await recordSignInFailure(db(), { email: "b@x.test", ip: other });
    await clearSignInFailures(db(), { email: "b@x.test", ip: other });
    expect((await checkSignInAllowed(db(), { email: "b@x.test", ip: other })).allowed).toBe(true);
  });

  it("allows 10 registrations per IP per hour", async () => {
    const results = [];
    for (let i = 0; i < 11; i++) results.push((await checkRegistrationAllowed(db(), "192.0.2.200")).allowed);
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results[10]).toBe(false);
  });

  it("words the 429 message", () => {
    expect(tooManyAttemptsMessage(42)).toBe("Too many attempts. Try again in 42 seconds.");
  });
});
