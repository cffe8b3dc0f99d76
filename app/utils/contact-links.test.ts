import { telHref } from "./contact-links";

describe("telHref", () => {
  it("keeps the digits and the plus of a number as people write it", () => {
    expect(telHref("+49 (30) 123 45-6")).toBe("tel:+4930123456");
    expect(telHref("030 / 555 0100")).toBe("tel:0305550100");
  });
});
