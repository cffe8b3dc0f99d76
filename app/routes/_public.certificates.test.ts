import { db } from "~/db/db.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, setDetailsRequireLogin } from "../../tests/helpers/public-site";

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

describe("the certificates page", () => {
  it("is for signed-in customers while details require login", async () => {
    const response = await get("/certificates");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fcertificates");
  });

  it("shows every published certificate with its image and name, in order", async () => {
    await db().updateTable("certificate").set({ is_published: false }).where("name", "=", "Green Energy Pledge").execute();
    await db().updateTable("certificate").set({ url: "https://partners.example/gold" }).where("name", "=", "Cloud Partner Gold").execute();
    const cookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
    const response = await get("/certificates", { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    const names = [...html.matchAll(/<span class="certificate-title">([^<]+)</g)].map((match) => match[1]);
    expect(names).toEqual(["ISO 9001 Quality", "ISO 27001 Security", "SOC 2 Type II", "Cloud Partner Gold", "Cyber Essentials Plus"]);
    // One link a certificate, under its facts: the badge above it is not a second one.
    expect(html).toMatch(/Cloud Partner Gold<\/span>.*?<a class="certificate-link" href="https:\/\/partners.example\/gold" rel="noopener noreferrer">Check it with the issuer<\/a>/);
    expect(html).not.toMatch(/<a href="https:\/\/partners.example\/gold" rel="noopener noreferrer"><img/);
    expect(html).toContain("<title>Certificates | Northwind Systems</title>");
  });

  it("says who issued each certificate, its number and until when it holds, and marks an expired one", async () => {
    await db()
      .updateTable("certificate")
      .set({ issuer: "TÜV SÜD", number: "12 100 34567", valid_from: "2025-03-15", valid_until: "2098-03-14" })
      .where("name", "=", "ISO 27001 Security")
      .execute();
    await db()
      .updateTable("certificate")
      .set({ issuer: "BSI", number: "FS 1", valid_from: "2020-01-01", valid_until: "2021-12-31" })
      .where("name", "=", "ISO 9001 Quality")
      .execute();
    const cookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
    const html = await (await get("/certificates", { cookie })).text();
    // A fact a line, not one run-on sentence.
    expect(html).toContain('<ul class="certificate-details"><li>Issued by TÜV SÜD</li><li>No. 12 100 34567</li><li>Valid until 14 Mar 2098</li></ul>');
    expect(html).toMatch(
      /<li class="is-expired"><figure>.*?ISO 9001 Quality<\/span><ul class="certificate-details"><li>Issued by BSI<\/li><li>No\. FS 1<\/li><li><strong class="certificate-expired">Expired 31 Dec 2021<\/strong><\/li><\/ul>/,
    );
    expect(html.match(/class="is-expired"/g)).toHaveLength(1);
  });

  it("links each certificate's document, or else the issuer's register, under its facts", async () => {
    await db().updateTable("certificate").set({ url: "/media/9/iso-27001-certificate.pdf" }).where("name", "=", "ISO 27001 Security").execute();
    await db().updateTable("certificate").set({ url: "https://register.example/soc2" }).where("name", "=", "SOC 2 Type II").execute();
    const cookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
    const html = await (await get("/certificates", { cookie })).text();
    expect(html).toMatch(/ISO 27001 Security<\/span>.*?<a class="certificate-link" href="\/media\/9\/iso-27001-certificate\.pdf" rel="noopener noreferrer">Certificate \(PDF\)<\/a>/);
    expect(html).toMatch(/SOC 2 Type II<\/span>.*?<a class="certificate-link" href="https:\/\/register\.example\/soc2" rel="noopener noreferrer">Check it with the issuer<\/a>/);
  });

  it("is open to everyone when the setting allows it", async () => {
    await setDetailsRequireLogin(false);
    try {
      expect((await get("/certificates")).status).toBe(200);
    } finally {
      await setDetailsRequireLogin(true);
    }
  });
});
