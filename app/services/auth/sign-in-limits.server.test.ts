import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { Role } from "~/db/schema";
import { action as adminApiLogin } from "~/routes/api.admin.login";
import { action as adminPageLogin } from "~/routes/admin_.login";
import { action as customerApiLogin } from "~/routes/api.login";
import { action as customerPageLogin } from "~/routes/_public.login";
import { apiRequest, args, freshIp } from "../../../tests/helpers/api";
import { createTestUser, postRequest, TEST_PASSWORD } from "../../../tests/helpers/auth";
import { verifyPassword } from "../../utils/password.server";

vi.mock("../../utils/password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../utils/password.server")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
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
