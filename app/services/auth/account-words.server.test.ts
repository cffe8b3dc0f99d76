import { passwordChangeSchema, registrationSchema, fieldErrors, passwordChangeSchemaIn, registrationSchemaIn } from "~/schemas/user";
import { accountWordsIn } from "./account-words.server";

/** The catalogue's English is the schemas' own: the English pages refuse as the API always has. */
describe("accountWordsIn", () => {
  const inputs = [
    {},
    { name: "a\nb", email: "not-an-email", phone: "call me", password: "short", password_confirmation: "other" },
    { name: "x".repeat(121), email: `${"x".repeat(250)}@example.test`, phone: "1".repeat(41), password: "x".repeat(129), password_confirmation: "" },
    { name: "Nora", email: "nora@example.test", password: "long enough", password_confirmation: "different" },
  ];

  it("says in English exactly what the English schemas say", () => {
    for (const input of inputs) {
      const english = registrationSchema.safeParse(input);
      const catalogue = registrationSchemaIn(accountWordsIn("en")).safeParse(input);
      expect(english.success || catalogue.success).toBe(false);
      expect(fieldErrors(catalogue.error!)).toEqual(fieldErrors(english.error!));
    }
    const change = { current_password: "", password: "short", password_confirmation: "" };
    expect(fieldErrors(passwordChangeSchemaIn(accountWordsIn("en")).safeParse(change).error!)).toEqual(fieldErrors(passwordChangeSchema.safeParse(change).error!));
  });

  it("says it in German from the German catalogue", () => {
    const refused = registrationSchemaIn(accountWordsIn("de")).safeParse(inputs[2]);
    expect(fieldErrors(refused.error!)).toEqual({
      name: "Name darf höchstens 120 Zeichen lang sein",
      email: "E-Mail darf höchstens 254 Zeichen lang sein",
      phone: "Telefon darf höchstens 40 Zeichen lang sein",
      password: "Passwort darf höchstens 128 Zeichen lang sein",
      password_confirmation: "Die Passwortbestätigung stimmt nicht überein",
    });
  });
});
