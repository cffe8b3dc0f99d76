import { contactMessageReadSchema, contactMessageSchema } from "./contact-message";
import { parseJson } from "./parse";

const valid = { name: "Ann Lee", email: "ann@example.com", message: "Hello" };

describe("contact message schema", () => {
  it("accepts a message with optional phone and subject", () => {
    expect(parseJson(contactMessageSchema, { ...valid, phone: "+47 123", subject: "Quote", website: "" })).toEqual({
      success: true,
      data: { ...valid, phone: "+47 123", subject: "Quote", website: "" },
    });
  });

  it("checks the limits of docs/product.md#limits", () => {
    const result = parseJson(contactMessageSchema, { name: "n".repeat(121), email: "not-an-email", message: "m".repeat(5001) });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        name: ["Name must be at most 120 characters"],
        email: ["Email must be a valid email address"],
        message: ["Message must be at most 5,000 characters"],
      });
    }
  });

  it("requires name, email and message", () => {
    const result = parseJson(contactMessageSchema, { name: " ", email: "", message: "" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        name: ["Name is required"],
        email: ["Email is required"],
        message: ["Message is required"],
      });
    }
  });

  it("refuses line breaks in name, email and subject (header injection)", () => {
    const result = parseJson(contactMessageSchema, {
      name: "Ann\nBcc: victim@example.com",
      email: "ann@example.com\r\nBcc: victim@example.com",
      subject: "Hi\rthere",
      message: "Line one\nLine two",
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        name: ["Name must be on a single line"],
        email: ["Email must be on a single line"],
        subject: ["Subject must be on a single line"],
      });
    }
  });

  it("refuses a filled-in honeypot", () => {
    const result = parseJson(contactMessageSchema, { ...valid, website: "http://spam.example" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ website: ["Leave this field empty"] });
  });

  it("read state takes a boolean", () => {
    expect(parseJson(contactMessageReadSchema, { read: true })).toEqual({ success: true, data: { read: true } });
    expect(parseJson(contactMessageReadSchema, { read: "yes" }).success).toBe(false);
  });
});
