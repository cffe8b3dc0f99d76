import { sql } from "kysely";
import { db } from "~/db/db.server";
import {
  addressForLimits,
  checkPasswordResetAllowed,
  checkRegistrationAllowed,
  clear,
  giveBack,
  hit,
  peek,
  recordSignInSuccess,
  takeInvitationAttempt,
  takeSignInAttempt,
  tooManyAttemptsMessage,
  type RateLimitResult,
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

/** A small seeded generator, so a failing address can be found again. */
function randomGroups(seed: number) {
  let state = seed;
  return (count: number) =>
    Array.from({ length: count }, () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state >>> 15;
    });
}

/** The ways one IPv6 address can be written: full with leading zeros, upper case, compressed, with an IPv4 tail. */
function spellings(groups: number[]): string[] {
  const full = groups.map((group) => group.toString(16).padStart(4, "0")).join(":");
  const compressed = new URL(`http://[${full}]/`).hostname.slice(1, -1);
  const [a, b] = [groups[6], groups[7]];
  const ipv4Tail = `${groups.slice(0, 6).map((group) => group.toString(16)).join(":")}:${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
  return [full, full.toUpperCase(), compressed, ipv4Tail];
}

describe("addressForLimits", () => {
  it("counts every IPv6 address of a /64 as one, however written, and tells /64s apart", () => {
    const next = randomGroups(64);
    const keys = new Set<string>();
    const prefixes = new Set<string>();
    for (let round = 0; round < 200; round += 1) {
      // Zero groups now and then, so compressed spellings of every length come up.
      const prefix = next(4).map((group) => (group % 3 === 0 ? 0 : group));
      const forms = [next(4), next(4), [0, 0, 0, 1]].flatMap((interfaceId) => spellings([...prefix, ...interfaceId]));
      const counted = new Set(forms.map((form) => addressForLimits(form)));
      expect([...counted], forms.join(" ")).toEqual([`${prefix.map((group) => group.toString(16)).join(":")}::/64`]);
      keys.add([...counted][0]);
      prefixes.add(prefix.join(":"));
    }
    expect(keys.size).toBe(prefixes.size);
    expect(prefixes.size).toBeGreaterThan(190);
  });

  it("leaves IPv4 addresses as they are, also when written as IPv6", () => {
    expect(addressForLimits("203.0.113.9")).toBe("203.0.113.9");
    expect(addressForLimits("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressForLimits("::1")).toBe("0:0:0:0::/64");
    expect(addressForLimits("unknown")).toBe("unknown");
  });
});

/** Every limit counted by address, with how many attempts it allows. */
const PER_ADDRESS_LIMITS: { name: string; limit: number; take: (ip: string, attempt: number) => Promise<RateLimitResult> }[] = [
  { name: "sign-in failures per email and address", limit: 5, take: (ip) => takeSignInAttempt(db(), { email: "same@x.test", ip }) },
  { name: "sign-in failures per address", limit: 20, take: (ip, attempt) => takeSignInAttempt(db(), { email: `e${attempt}@x.test`, ip }) },
  { name: "registrations", limit: 10, take: (ip) => checkRegistrationAllowed(db(), ip) },
  { name: "password reset requests", limit: 10, take: (ip) => checkPasswordResetAllowed(db(), ip) },
  { name: "refused invitation links", limit: 10, take: (ip) => takeInvitationAttempt(db(), ip) },
];

describe.each(PER_ADDRESS_LIMITS.map((rule, index) => ({ ...rule, index })))("$name", ({ limit, take, index }) => {
  it("counts the addresses of one IPv6 /64 together, and another /64 apart", async () => {
    const prefix = `2001:db8:${(0xa0 + index).toString(16)}:1`;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await take(`${prefix}::${(attempt + 1).toString(16)}`, attempt)).allowed).toBe(true);
    }
    expect((await take(`${prefix}:ffff:ffff:ffff:fffe`, limit)).allowed).toBe(false);
    expect((await take(`2001:db8:${(0xa0 + index).toString(16)}:2::1`, limit)).allowed).toBe(true);
  });
});
