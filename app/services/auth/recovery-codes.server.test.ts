import { derivedKey } from "./secret-box.server";
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from "./recovery-codes.server";

describe("recovery codes", () => {
  it("makes ten distinct codes of lowercase letters and digits, xxxxx-xxxxx", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  });

  it("reads what a person typed: case, spaces and the hyphen forgiven", () => {
    expect(normalizeRecoveryCode("ab3de-9fgh2")).toBe("ab3de-9fgh2");
    expect(normalizeRecoveryCode(" AB3DE-9FGH2 ")).toBe("ab3de-9fgh2");
    expect(normalizeRecoveryCode("ab3de9fgh2")).toBe("ab3de-9fgh2");
    expect(normalizeRecoveryCode("ab3de 9fgh2")).toBe("ab3de-9fgh2");
    for (const wrong of ["", "123456", "ab3de-9fgh", "ab3de-9fgh2x", "ab3d!-9fgh2"]) expect(normalizeRecoveryCode(wrong)).toBeNull();
  });

  it("stores a keyed hash: the same code and key give the same hash, another key another", () => {
    const key = derivedKey("recovery-code", "a session secret of the test");
    const hash = hashRecoveryCode("ab3de-9fgh2", key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode("ab3de-9fgh2", key)).toBe(hash);
    expect(hashRecoveryCode("ab3de-9fgh3", key)).not.toBe(hash);
    expect(hashRecoveryCode("ab3de-9fgh2", derivedKey("recovery-code", "another session secret"))).not.toBe(hash);
  });
});
