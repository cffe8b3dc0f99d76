import { companyProfilePdf } from "./company-profile-pdf.server";
import { demoLogo } from "./assets.server";

describe("the demo company's profile PDF", () => {
  it("has a cover, the figures, the solutions and the contact page, each with its footer", async () => {
    const pdf = await companyProfilePdf({
      name: "Harbour Works",
      tagline: "Cranes that report themselves",
      about: "Harbour Works builds and runs port machinery.",
      logo: await demoLogo("Harbour Works"),
      facts: [{ value: "1921", label: "Founded" }, { value: "40", label: "Engineers" }],
      certificates: ["ISO 9001, issued by BSI"],
      solutions: [{ name: "Cranes", description: "Lifting, watched.", items: [{ title: "Crane Watch", summary: "Sensors on every crane." }] }],
      contact: { address: "1 Quay, Portsmouth", phone: "+44 23 9649 6000", email: "hi@harbour.example", website: "harbour.example" },
    });
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(4);
    // The logo is embedded as an image.
    expect(text).toMatch(/\/Subtype \/Image/);
  });
});
