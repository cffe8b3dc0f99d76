import { derivedKey, open, seal } from "./secret-box.server";

describe("sealed secrets", () => {
  const key = derivedKey("totp-secret", "a session secret of the test");

  it("opens what it sealed, and each sealing differs", () => {
    const sealed = seal("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", key);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DP");
    expect(seal("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", key)).not.toBe(sealed);
    expect(open(sealed, key)).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  });

  it("refuses another key, another purpose, an altered text and garbage", () => {
    const sealed = seal("secret", key);
    expect(open(sealed, derivedKey("totp-secret", "another session secret"))).toBeNull();
    expect(open(sealed, derivedKey("recovery-code", "a session secret of the test"))).toBeNull();
    const [version, iv, tag, body] = sealed.split(".");
    const flipped = Buffer.from(body, "base64url");
    flipped[0] ^= 1;
    expect(open([version, iv, tag, flipped.toString("base64url")].join("."), key)).toBeNull();
    for (const garbage of ["", "v1", "v2.a.b.c", "v1.a.b.c.d", "plain text"]) expect(open(garbage, key)).toBeNull();
  });
});
