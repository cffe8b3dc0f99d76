import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { Role } from "~/db/schema";
import { resetEnvCache } from "~/env.server";
import type { PublicUser } from "~/models/user.server";
import { action as adminApiLogin } from "~/routes/api.admin.login";
import { action as adminPageLogin } from "~/routes/admin_.login";
import { action as adminSecondStep } from "~/routes/admin_.two-factor";
import { action as customerApiLogin } from "~/routes/api.login";
import { action as customerPageLogin } from "~/routes/_public.login";
import { apiRequest, args, freshIp } from "../../../tests/helpers/api";
import { cookiesFrom, createTestUser, postRequest, TEST_PASSWORD } from "../../../tests/helpers/auth";
import { startTestSmtpServer } from "../../../tests/helpers/smtp";
import { totpCode, turnOnTwoFactor } from "../../../tests/helpers/two-factor";
import { verifyPassword } from "../../utils/password.server";
import { verifySecondFactor } from "./two-factor.server";

vi.mock("../../utils/password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../utils/password.server")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

vi.mock("./two-factor.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./two-factor.server")>();
  return { ...actual, verifySecondFactor: vi.fn(actual.verifySecondFactor) };
});

/**
 * The sign-in limits of every sign-in path, under attempts sent all at once:
 * however many arrive together, no more passwords are checked than the limits
 * allow (5 per email and address, 20 per address).
 */

interface Attempt {
  email: string;
  password: string;
  ip: string;
}

interface SignInPath {
  name: string;
  kind: Role;
  signedIn: number;
  attempt: (input: Attempt) => Promise<Response>;
}

const PATHS: SignInPath[] = [
  {
    name: "the customer sign-in form",
    kind: "customer",
    signedIn: 302,
    attempt: ({ email, password, ip }) =>
      customerPageLogin({ request: postRequest("/login", { email, password }), context: { clientIp: ip }, params: {} }),
  },
  {
    name: "the admin sign-in form",
    kind: "admin",
    signedIn: 302,
    attempt: ({ email, password, ip }) =>
      adminPageLogin({ request: postRequest("/admin/login", { email, password }), context: { clientIp: ip }, params: {} }),
  },
  {
    name: "the customer API login",
    kind: "customer",
    signedIn: 200,
    attempt: ({ email, password, ip }) => customerApiLogin(args(apiRequest("/api/login", { json: { email, password } }), {}, ip)),
  },
  {
    name: "the admin API login",
    kind: "admin",
    signedIn: 200,
    attempt: ({ email, password, ip }) =>
      adminApiLogin(args(apiRequest("/api/admin/login", { json: { email, password } }), {}, ip)),
  },
];

const WRONG = "not the password";

interface Tally {
  /** How many times a password was verified. */
  checked: number;
  /** Answers other than 429: each one had its password checked. */
  answered: number;
  refused: number;
}

/** Sends the attempts all at once and counts what came of them. */
async function allAtOnce(path: SignInPath, attempts: Attempt[]): Promise<Tally> {
  vi.mocked(verifyPassword).mockClear();
  const responses = await Promise.all(attempts.map((attempt) => path.attempt(attempt)));
  const statuses = responses.map((response) => response.status);
  expect(statuses.every((status) => status === 422 || status === 429)).toBe(true);
  return {
    checked: vi.mocked(verifyPassword).mock.calls.length,
    answered: statuses.filter((status) => status !== 429).length,
    refused: statuses.filter((status) => status === 429).length,
  };
}

/** The address's counter is made to have run out, as if its 15 minutes had passed. */
async function expireAddressCounter(ip: string) {
  await sql`UPDATE rate_limit SET reset_at = now() - interval '1 second' WHERE key = ${`sign-in-ip:${ip}`}`.execute(db());
}

function distinctEmails(count: number, ip: string): Attempt[] {
  return Array.from({ length: count }, (_, i) => ({ email: `guess-${i}-${ip}@example.test`, password: WRONG, ip }));
}

describe.each(PATHS)("sign-in limits through $name", (path) => {
  it("checks at most 5 of 50 wrong passwords sent at once for one account", async () => {
    const user = await createTestUser(path.kind);
    const ip = freshIp();
    const tally = await allAtOnce(path, Array.from({ length: 50 }, () => ({ email: user.email, password: WRONG, ip })));
    expect(tally).toEqual({ checked: 5, answered: 5, refused: 45 });
    // The right password is refused too until the window has passed.
    expect((await path.attempt({ email: user.email, password: TEST_PASSWORD, ip })).status).toBe(429);
  });

  it("checks at most 20 of 50 attempts sent at once from one address with distinct emails", async () => {
    const ip = freshIp();
    const tally = await allAtOnce(path, distinctEmails(50, ip));
    expect(tally).toEqual({ checked: 20, answered: 20, refused: 30 });
  });

  it("signs in with the right password after a few failures, and the success counts against neither limit", async () => {
    const user = await createTestUser(path.kind);
    const ip = freshIp();
    expect(await allAtOnce(path, Array.from({ length: 3 }, () => ({ email: user.email, password: WRONG, ip })))).toMatchObject({
      answered: 3,
    });
    for (let i = 0; i < 5; i++) {
      expect((await path.attempt({ email: user.email, password: TEST_PASSWORD, ip })).status).toBe(path.signedIn);
    }
    // The account's failures are forgotten: 5 more are allowed.
    expect(await allAtOnce(path, Array.from({ length: 6 }, () => ({ email: user.email, password: WRONG, ip })))).toEqual({
      checked: 5,
      answered: 5,
      refused: 1,
    });
    // The address has 3 + 5 failures and no successes: 12 more are allowed.
    expect(await allAtOnce(path, distinctEmails(13, ip))).toEqual({ checked: 12, answered: 12, refused: 1 });
  });

  it("does not let a locked account's refused attempts use up its address's allowance", async () => {
    const user = await createTestUser(path.kind);
    const ip = freshIp();
    expect(await allAtOnce(path, Array.from({ length: 35 }, () => ({ email: user.email, password: WRONG, ip })))).toEqual({
      checked: 5,
      answered: 5,
      refused: 30,
    });
    // 5 failures at the address so far; the 30 refused attempts were never checked.
    expect(await allAtOnce(path, distinctEmails(16, ip))).toEqual({ checked: 15, answered: 15, refused: 1 });
  });

  it("does not let an address's refused attempts lock an account beyond the address's own window", async () => {
    const user = await createTestUser(path.kind);
    const ip = freshIp();
    expect(await allAtOnce(path, distinctEmails(20, ip))).toMatchObject({ answered: 20 });
    const refused = await Promise.all(
      Array.from({ length: 10 }, () => path.attempt({ email: user.email, password: TEST_PASSWORD, ip })),
    );
    expect(refused.map((response) => response.status)).toEqual(Array(10).fill(429));
    await expireAddressCounter(ip);
    expect((await path.attempt({ email: user.email, password: TEST_PASSWORD, ip })).status).toBe(path.signedIn);
  });
});

/**
 * The second step of every staff sign-in that has one. `begin` does whatever
 * comes before the codes (the pages' password step, once: every code then
 * rides on the same pending sign-in).
 */
interface SecondStepPath {
  name: string;
  signedIn: number;
  begin: (user: PublicUser) => Promise<(code: string, ip: string) => Promise<Response>>;
}

const SECOND_STEPS: SecondStepPath[] = [
  {
    name: "the admin sign-in form's /admin/two-factor",
    signedIn: 302,
    begin: async (user) => {
      const password = await adminPageLogin({
        request: postRequest("/admin/login", { email: user.email, password: TEST_PASSWORD }),
        context: { clientIp: freshIp() },
        params: {},
      });
      expect(password.headers.get("Location")).toBe("/admin/two-factor");
      const cookie = cookiesFrom(password);
      return (code, ip) => adminSecondStep({ request: postRequest("/admin/two-factor", { code }, cookie), context: { clientIp: ip }, params: {} });
    },
  },
  {
    name: "the admin API login with a code",
    signedIn: 200,
    begin: async (user) => (code, ip) =>
      adminApiLogin(args(apiRequest("/api/admin/login", { json: { email: user.email, password: TEST_PASSWORD, code } }), {}, ip)),
  },
];

let addressBlock = 0;

/** 20 distinct IPv4 addresses and 20 IPv6 addresses of one /64, none used before in the file. */
function fortyAddresses(): string[] {
  addressBlock += 1;
  const ipv4 = Array.from({ length: 20 }, (_, i) => `172.${16 + addressBlock}.0.${i + 1}`);
  const ipv6 = Array.from({ length: 20 }, (_, i) => `2001:db8:${addressBlock.toString(16)}:7::${(i + 1).toString(16)}`);
  return [...ipv4, ...ipv6];
}

describe.each(SECOND_STEPS)("second-step limits through $name", (path) => {
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnvCache();
    await smtp.close();
  });

  it("checks at most 10 of 240 wrong codes sent at once from 40 addresses for one account, then answers 429 until the window passes", async () => {
    const user = await createTestUser("editor");
    const { secret } = await turnOnTwoFactor(user);
    const send = await path.begin(user);
    const addresses = fortyAddresses();
    vi.mocked(verifySecondFactor).mockClear();

    const responses = await Promise.all(addresses.flatMap((ip) => Array.from({ length: 6 }, (_, i) => send(String(100000 + i), ip))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(230);
    expect(vi.mocked(verifySecondFactor).mock.calls).toHaveLength(10);

    // Even the right code, from an address never seen, waits for the account's window.
    const locked = await send(totpCode(secret), "203.0.113.77");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);

    const events = await db().selectFrom("audit_event").select(["action", "summary"]).where("entity_id", "=", String(user.id)).where("action", "=", "two_factor_locked").execute();
    expect(events).toEqual([{ action: "two_factor_locked", summary: `two-factor step of ${user.email} locked for 15 minutes after 10 wrong codes` }]);
    const mails = smtp.received.filter((mail) => mail.to.includes(user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].decoded).toContain("Subject: Too many wrong two-factor codes");
    expect(mails[0].decoded).toContain("10 wrong two-factor codes");

    await sql`UPDATE rate_limit SET reset_at = now() - interval '1 second' WHERE key = ${`second-factor:${user.id}`}`.execute(db());
    expect((await send(totpCode(secret), "203.0.113.78")).status).toBe(path.signedIn);
  });

  it("gives the account its attempt back for a right code: only wrong codes count", async () => {
    const user = await createTestUser("editor");
    const { recoveryCodes } = await turnOnTwoFactor(user);
    const ip = fortyAddresses()[0];
    for (const code of recoveryCodes.slice(0, 3)) {
      const send = await path.begin(user);
      expect((await send(code, ip)).status).toBe(path.signedIn);
    }
    const send = await path.begin(user);
    const addresses = fortyAddresses();
    const statuses = (await Promise.all(addresses.slice(0, 12).map((address) => send("000000", address)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
  });
});
