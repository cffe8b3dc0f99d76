import crypto from "node:crypto";
import zlib from "node:zlib";
import { db } from "~/db/db.server";
import { disableUser } from "~/models/user.server";
import { createTestUser } from "../../../tests/helpers/auth";
import {
  authenticateApiToken,
  bearerToken,
  generateTokenSecret,
  issueApiToken,
  parseToken,
  revokeAllApiTokens,
  revokeApiToken,
} from "./api-token.server";

async function tokenRow(id: number) {
  return db().selectFrom("api_token").selectAll().where("id", "=", id).executeTakeFirst();
}

function idOf(token: string) {
  return Number(token.split("|")[0]);
}

describe("token format", () => {
  it("is {id}|{40 alphanumerics}{crc32 of them}", async () => {
    const user = await createTestUser("customer");
    const token = await issueApiToken(db(), { userId: user.id });
    const match = token.match(/^(\d+)\|([A-Za-z0-9]{40})([0-9a-f]{8})$/);
    expect(match).not.toBeNull();
    const [, id, random, checksum] = match!;
    expect(zlib.crc32(random).toString(16).padStart(8, "0")).toBe(checksum);
    expect((await tokenRow(Number(id)))?.user_id).toBe(user.id);
  });

  it("stores only the SHA-256 of the secret", async () => {
    const user = await createTestUser("customer");
    const token = await issueApiToken(db(), { userId: user.id });
    const secret = token.split("|")[1];
    const row = await tokenRow(idOf(token));
    expect(row?.token_hash).toBe(crypto.createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("generates different secrets", () => {
    const secrets = new Set(Array.from({ length: 50 }, () => generateTokenSecret()));
    expect(secrets.size).toBe(50);
  });

  it("refuses malformed tokens and a wrong checksum before the database", () => {
    const secret = generateTokenSecret();
    expect(parseToken(`12|${secret}`)).toEqual({ id: 12, secret });
    expect(parseToken(secret)).toEqual({ id: null, secret });
    const wrongChecksum = secret.slice(0, 40) + (secret.slice(40) === "00000000" ? "00000001" : "00000000");
    expect(parseToken(`12|${wrongChecksum}`)).toBeNull();
    expect(parseToken(`12|${secret.slice(1)}`)).toBeNull();
    expect(parseToken(`abc|${secret}`)).toBeNull();
    expect(parseToken(`0|${secret}`)).toBeNull();
    expect(parseToken("")).toBeNull();
  });

  it("reads the bearer token of a request", () => {
    const request = (value?: string) =>
      new Request("http://localhost/api/user", { headers: value ? { Authorization: value } : {} });
    expect(bearerToken(request("Bearer 1|abc"))).toBe("1|abc");
    expect(bearerToken(request("bearer   1|abc"))).toBe("1|abc");
    expect(bearerToken(request("Basic dXNlcjpwYXNz"))).toBeNull();
    expect(bearerToken(request())).toBeNull();
  });
});

describe("authentication", () => {
  it("finds the user of a valid token, with or without its id", async () => {
    const user = await createTestUser("customer");
    const token = await issueApiToken(db(), { userId: user.id });
    expect((await authenticateApiToken(db(), token))?.user.id).toBe(user.id);
    expect((await authenticateApiToken(db(), token.split("|")[1]))?.user.email).toBe(user.email);
  });

  it("refuses a well-formed secret under another token's id", async () => {
    const user = await createTestUser("customer");
    const first = await issueApiToken(db(), { userId: user.id });
    const second = await issueApiToken(db(), { userId: user.id });
    expect(await authenticateApiToken(db(), `${idOf(first)}|${second.split("|")[1]}`)).toBeNull();
    expect(await authenticateApiToken(db(), `999999|${generateTokenSecret()}`)).toBeNull();
  });

  it("expires after TOKEN_TTL_DAYS (30) unused and slides forward on use", async () => {
    const user = await createTestUser("customer");
    const before = Date.now();
    const token = await issueApiToken(db(), { userId: user.id });
    const row = await tokenRow(idOf(token));
    const ttl = row!.expires_at.getTime() - before;
    expect(ttl).toBeGreaterThan(30 * 86_400_000 - 60_000);
    expect(ttl).toBeLessThan(30 * 86_400_000 + 60_000);

    // Used 10 days later: the expiry moves to 30 days from then.
    const later = new Date(before + 10 * 86_400_000);
    expect(await authenticateApiToken(db(), token, later)).not.toBeNull();
    const slid = await tokenRow(idOf(token));
    expect(slid!.last_used_at!.getTime()).toBe(later.getTime());
    expect(slid!.expires_at.getTime()).toBe(later.getTime() + 30 * 86_400_000);

    await db().updateTable("api_token").set({ expires_at: new Date(Date.now() - 1000) }).where("id", "=", idOf(token)).execute();
    expect(await authenticateApiToken(db(), token)).toBeNull();
  });

  it("writes last_used_at at most once a minute", async () => {
    const user = await createTestUser("customer");
    const token = await issueApiToken(db(), { userId: user.id });
    const now = new Date();
    await authenticateApiToken(db(), token, now);
    await authenticateApiToken(db(), token, new Date(now.getTime() + 30_000));
    expect((await tokenRow(idOf(token)))!.last_used_at!.getTime()).toBe(now.getTime());
    const later = new Date(now.getTime() + 61_000);
    await authenticateApiToken(db(), token, later);
    expect((await tokenRow(idOf(token)))!.last_used_at!.getTime()).toBe(later.getTime());
  });

  it("fails for a disabled user", async () => {
    const user = await createTestUser("customer");
    const token = await issueApiToken(db(), { userId: user.id });
    await db().updateTable("user").set({ disabled_at: new Date() }).where("id", "=", user.id).execute();
    expect(await authenticateApiToken(db(), token)).toBeNull();
  });

  it("is gone after disabling the user, revoking it, or revoking all of the user's", async () => {
    const user = await createTestUser("customer");
    const one = await issueApiToken(db(), { userId: user.id });
    const two = await issueApiToken(db(), { userId: user.id });
    await revokeApiToken(db(), idOf(one));
    expect(await authenticateApiToken(db(), one)).toBeNull();
    expect(await authenticateApiToken(db(), two)).not.toBeNull();
    await revokeAllApiTokens(db(), user.id);
    expect(await authenticateApiToken(db(), two)).toBeNull();

    const other = await createTestUser("customer");
    const three = await issueApiToken(db(), { userId: other.id });
    await disableUser(db(), other.id);
    expect(await tokenRow(idOf(three))).toBeUndefined();
  });

  it("drops the user's expired tokens when issuing a new one", async () => {
    const user = await createTestUser("customer");
    const old = await issueApiToken(db(), { userId: user.id });
    await db().updateTable("api_token").set({ expires_at: new Date(Date.now() - 1000) }).where("id", "=", idOf(old)).execute();
    await issueApiToken(db(), { userId: user.id });
    expect(await tokenRow(idOf(old))).toBeUndefined();
  });
});
