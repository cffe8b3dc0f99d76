import { BACKUP_FORM_REFUSALS, backupFormSchema, backupRefusalErrors, backupRefusalOf } from "./backup";
import { parseJson } from "./parse";

const VALUES: unknown[] = ["", "a", "x".repeat(11), "x".repeat(12), "x".repeat(1024), "x".repeat(1025), 12, null, ["x"], { a: 1 }, true];

describe("backup form refusals", () => {
  it("gives every refusal of the form a code that stands for the same field and message", () => {
    const seen = new Set<string>();
    for (const passphrase of VALUES) {
      for (const passphrase_confirmation of [...VALUES, passphrase]) {
        const parsed = parseJson(backupFormSchema, { passphrase, passphrase_confirmation });
        if (parsed.success) continue;
        const code = backupRefusalOf(parsed.fieldErrors);
        seen.add(code);
        const [[field, [message]]] = Object.entries(backupRefusalErrors(code));
        expect(parsed.fieldErrors[field]).toContain(message);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(BACKUP_FORM_REFUSALS).sort());
  });

  it("reads no error from a code it does not list", () => {
    for (const code of [null, "", "constructor", "__proto__", "hasOwnProperty", "passphrase"]) {
      expect(backupRefusalErrors(code)).toEqual({});
    }
  });
});
