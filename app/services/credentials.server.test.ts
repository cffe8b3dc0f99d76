import { db } from "~/db/db.server";
import { createUser, disableUser } from "~/models/user.server";
import { verifyCredentials, verifyCurrentPassword } from "./credentials.server";

describe("verifyCredentials", () => {
  let customerId = 0;
  beforeAll(async () => {
    customerId = (await createUser(db(), { name: "C", email: "c@example.test", password: "customer-pass", role: "customer" })).id;
    await createUser(db(), { name: "A", email: "a@example.test", password: "admin-pass", role: "admin" });
  });

  it("accepts the right password for the right role, any email case", async () => {
    const user = await verifyCredentials(db(), { email: "C@Example.test", password: "customer-pass", role: "customer" });
    expect(user?.id).toBe(customerId);
    expect(user).not.toHaveProperty("password_hash");
  });

  it("refuses a wrong password, an unknown email and the other role", async () => {
    expect(await verifyCredentials(db(), { email: "c@example.test", password: "wrong-pass", role: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "nobody@example.test", password: "customer-pass", role: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "a@example.test", password: "admin-pass", role: "customer" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "c@example.test", password: "customer-pass", role: "admin" })).toBeNull();
    expect(await verifyCredentials(db(), { email: "a@example.test", password: "admin-pass", role: "admin" })).not.toBeNull();
  });

  it("takes about as long for an unknown email as for a wrong password", async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await verifyCredentials(db(), { email, password: "wrong-pass", role: "customer" });
      return performance.now() - start;
    };
    await time("warm@example.test");
    const known = Math.min(await time("c@example.test"), await time("c@example.test"));
    const unknown = Math.min(await time("nobody@example.test"), await time("nobody@example.test"));
    // Without the dummy verification the unknown email would answer in ~1 ms.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it("refuses a disabled user", async () => {
    const user = await createUser(db(), { name: "D", email: "d@example.test", password: "disabled-pass", role: "customer" });
    await disableUser(db(), user.id);
    expect(await verifyCredentials(db(), { email: "d@example.test", password: "disabled-pass", role: "customer" })).toBeNull();
  });

  it("verifyCurrentPassword checks the user's own password", async () => {
    expect(await verifyCurrentPassword(db(), customerId, "customer-pass")).toBe(true);
    expect(await verifyCurrentPassword(db(), customerId, "admin-pass")).toBe(false);
  });
});
