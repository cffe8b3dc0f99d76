import { db } from "~/db/db.server";
import { createUser, disableUser } from "~/models/user.server";
import { verifyCredentials, verifyCurrentPassword } from "./credentials.server";
import { dummyPasswordHash, verifyPassword } from "../../utils/password.server";

vi.mock("../../utils/password.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../utils/password.server")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

describe("verifyCredentials", () => {
  let customerId = 0;
  beforeAll(async () => {
    customerId = (await createUser(db(), { name: "C", email: "c@example.test", password: "customer-pass", role: "customer" })).id;
    await createUser(db(), { name: "A", email: "a@example.test", password: "admin-pass", role: "admin" });
  });

  it("accepts the right password for the right role, any email case", async () => {
    const user = await verifyCredentials(db(), { email: "C@Example.test", password: "customer-pass", kind: "customer" });
    expect(user?.id).toBe(customerId);
    expect(user).not.toHaveProperty("password_hash");
  });

  it("refuses a wrong password, an unknown email and the other role", async () => {
    expect(await verifyCredentials(db(), { email: "c@example.test", password: "wrong-pass", kind: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "nobody@example.test", password: "customer-pass", kind: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "a@example.test", password: "admin-pass", kind: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "c@example.test", password: "customer-pass", kind: "admin" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "a@example.test", password: "admin-pass", kind: "admin" })).not.toBeNull();
  });

  it("runs a full argon2 verification for an unknown email too, so both answer alike", async () => {
    // Asserted by what runs, not by timing: without the dummy verification an
    // unknown email would answer in ~1 ms and give itself away.
    vi.mocked(verifyPassword).mockClear();
    expect(await verifyCredentials(db(), { email: "nobody@example.test", password: "wrong-pass", kind: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "c@example.test", password: "wrong-pass", kind: "customer" })).toBeNull();
    const hashes = vi.mocked(verifyPassword).mock.calls.map(([hash]) => hash);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(await dummyPasswordHash());
    expect(hashes[0]).toMatch(/^\$argon2id\$/);
    expect(hashes[1]).toMatch(/^\$argon2id\$/);
    expect(hashes[1]).not.toBe(hashes[0]);
  });

  it("refuses a disabled user", async () => {
    const user = await createUser(db(), { name: "D", email: "d@example.test", password: "disabled-pass", role: "customer" });
    await disableUser(db(), user.id);
    expect(await verifyCredentials(db(), { email: "d@example.test", password: "disabled-pass", kind: "customer" })).toBeNull();
  });

  it("verifyCurrentPassword checks the user's own password", async () => {
    expect(await verifyCurrentPassword(db(), customerId, "customer-pass")).toBe(true);
    expect(await verifyCurrentPassword(db(), customerId, "admin-pass")).toBe(false);
  });
});
