import * as argon2 from "@node-rs/argon2";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server";

vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

describe("verifyPassword", () => {
  it("accepts the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword(stored, "correct horse")).toBe(true);
    expect(await verifyPassword(stored, "wrong horse")).toBe(false);
  });

  it("refuses an account without a password only after verifying against the stand-in hash, as for an unknown email", async () => {
    vi.mocked(argon2.verify).mockClear();
    expect(await verifyPassword("!", "any password")).toBe(false);
    expect(vi.mocked(argon2.verify).mock.calls.map(([hash]) => hash)).toEqual([await dummyPasswordHash()]);
  });
});
