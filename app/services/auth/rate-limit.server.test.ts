import { sql } from "kysely";
import { db } from "~/db/db.server";
import {
  checkRegistrationAllowed,
  clear,
  giveBack,
  hit,
  peek,
  recordSignInSuccess,
  takeSignInAttempt,
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

  it("giveBack takes back one hit, never below zero and never on a passed window", async () => {
    const rule = { limit: 5, windowSeconds: 60 };
    await hit(db(), "t:give-back", rule);
    await hit(db(), "t:give-back", rule);
    await giveBack(db(), "t:give-back");
    expect((await peek(db(), "t:give-back", rule)).count).toBe(1);
    await Promise.all([giveBack(db(), "t:give-back"), giveBack(db(), "t:give-back"), giveBack(db(), "t:give-back")]);
    expect((await peek(db(), "t:give-back", rule)).count).toBe(0);
    await giveBack(db(), "t:never-hit");
    expect((await peek(db(), "t:never-hit", rule)).count).toBe(0);
  });
});

describe("sign-in policy", () => {
  const ip = "203.0.113.9";

  it("refuses the 6th attempt for one email and IP after 5 failures, case-insensitively", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await takeSignInAttempt(db(), { email: i % 2 ? "A@x.test" : "a@x.test", ip })).allowed).toBe(true);
    }
    const check = await takeSignInAttempt(db(), { email: "a@X.test", ip });
    expect(check.allowed).toBe(false);
    expect(check.retryAfterSeconds).toBeGreaterThan(800);
    // Another IP is unaffected.
    expect((await takeSignInAttempt(db(), { email: "a@x.test", ip: "198.51.100.1" })).allowed).toBe(true);
  });

  it("counts attempts taken together exactly", async () => {
    const together = "203.0.113.10";
    const results = await Promise.all(
      Array.from({ length: 30 }, () => takeSignInAttempt(db(), { email: "c@x.test", ip: together })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("refuses an IP after 20 failures across emails, and a success gives back only its own attempt", async () => {
    const busy = "192.0.2.77";
    for (let i = 0; i < 19; i++) await takeSignInAttempt(db(), { email: `u${i}@x.test`, ip: busy });
    for (let i = 0; i < 3; i++) {
      expect((await takeSignInAttempt(db(), { email: "mine@x.test", ip: busy })).allowed).toBe(true);
      await recordSignInSuccess(db(), { email: "mine@x.test", ip: busy });
    }
    expect((await takeSignInAttempt(db(), { email: "new@x.test", ip: busy })).allowed).toBe(true);
    expect((await takeSignInAttempt(db(), { email: "newer@x.test", ip: busy })).allowed).toBe(false);
  });

  it("a refused attempt counts on neither counter", async () => {
    const locked = "192.0.2.80";
    for (let i = 0; i < 5; i++) await takeSignInAttempt(db(), { email: "d@x.test", ip: locked });
    for (let i = 0; i < 10; i++) expect((await takeSignInAttempt(db(), { email: "d@x.test", ip: locked })).allowed).toBe(false);
    expect((await peek(db(), "sign-in-ip:192.0.2.80", { limit: 20 })).count).toBe(5);
    expect((await peek(db(), "sign-in:d@x.test|192.0.2.80", { limit: 5 })).count).toBe(5);
  });

  it("a success clears the email's failures", async () => {
    const other = "192.0.2.5";
    for (let i = 0; i < 4; i++) await takeSignInAttempt(db(), { email: "b@x.test", ip: other });
    expect((await takeSignInAttempt(db(), { email: "b@x.test", ip: other })).allowed).toBe(true);
    await recordSignInSuccess(db(), { email: "b@x.test", ip: other });
    for (let i = 0; i < 5; i++) expect((await takeSignInAttempt(db(), { email: "b@x.test", ip: other })).allowed).toBe(true);
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
