import { firstFieldWithError } from "./focus-first-error";

describe("the field a form answered with errors opens on", () => {
  it("is the first field with an error in the order the form shows them, not the order of the errors", () => {
    const errors = { password: "Too short", name: "Required" };
    expect(firstFieldWithError(["name", "email", "password"], errors)).toBe("name");
    expect(firstFieldWithError(["email", "password", "name"], errors)).toBe("password");
  });

  it("reads lists of messages as well as single messages, and skips empty ones", () => {
    expect(firstFieldWithError(["name", "email"], { name: [], email: ["Enter a valid email"] })).toBe("email");
    expect(firstFieldWithError(["name", "email"], { name: "", email: "Required" })).toBe("email");
  });

  it("is none without errors, or with errors only on fields the form does not show", () => {
    expect(firstFieldWithError(["name"], undefined)).toBeUndefined();
    expect(firstFieldWithError(["name"], {})).toBeUndefined();
    expect(firstFieldWithError(["name"], { session: "Expired" })).toBeUndefined();
  });
});
