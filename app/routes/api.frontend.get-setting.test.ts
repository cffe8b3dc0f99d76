import { db } from "~/db/db.server";
import { apiRequest, args, body } from "../../tests/helpers/api";
import { loader as aliasLoader } from "./api.api.frontend.get-setting";
import { action, loader } from "./api.frontend.get-setting";

async function saveSetting(name: string, value: Record<string, unknown>) {
  await db()
    .insertInto("setting")
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

const profile = {
  company_name: "Acme Ltd",
  tagline: "We build",
  logo_id: null,
  email: "hello@acme.test",
  phone: "+1 555",
  address: "1 Main St",
  contact_name: "",
  contact_role: "",
  contact_email: "",
  contact_phone: "",
  about: "",
  footer_text: "",
  theme_color: "",
};
const social = { facebook: "https://facebook.com/acme", linkedin: "", x: "", youtube: "", instagram: "" };
const counter = { items: [{ label: "Clients", value: 120, suffix: "+" }] };
const emptyHero = { title: "", subtitle: "", cta_label: "", cta_url: "" };

beforeAll(async () => {
  // Saved without some fields and with one the schema does not know.
  const { about: _about, footer_text: _footer, logo_id: _logo, theme_color: _theme, ...partialProfile } = profile;
  await saveSetting("profile", { ...partialProfile, internal_note: "not for visitors" });
  await saveSetting("social", social);
  await saveSetting("counter", counter);
  await saveSetting("site", { require_login_for_details: false, default_seo_description: "Acme builds", smtp_password: "secret" });
  await saveSetting("mail", { smtp_password: "secret" });
});

describe("GET /api/frontend/get-setting", () => {
  it("answers the named settings with every field, defaults for those never saved, and no unknown field", async () => {
    const response = await loader(args(apiRequest("/api/frontend/get-setting?name=profile,social,hero,counter")));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ data: { profile, social, hero: emptyHero, counter } });
    expect(text).not.toContain("not for visitors");
  });

  it("ignores unknown and private names, and shows only the public part of site", async () => {
    const response = await loader(args(apiRequest("/api/frontend/get-setting?name=profile,mail,nonsense,site")));
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      data: { profile, site: { default_seo_description: "Acme builds", require_login_for_details: false } },
    });
    expect(text).not.toContain("secret");
  });

  it("defaults require_login_for_details to true", async () => {
    await db().deleteFrom("setting").where("name", "=", "site").execute();
    const { data } = await body(await loader(args(apiRequest("/api/frontend/get-setting?name=site"))));
    expect(data).toEqual({ site: { require_login_for_details: true, default_seo_description: "" } });
  });

  it("answers every public setting without a name, and the same through /api/api/frontend/get-setting", async () => {
    const { data } = await body(await loader(args(apiRequest("/api/frontend/get-setting"))));
    expect(Object.keys(data).sort()).toEqual(["company_pdf", "counter", "hero", "hero_video", "profile", "site", "social"]);
    const alias = await aliasLoader(args(apiRequest("/api/api/frontend/get-setting?name=profile")));
    expect(await body(alias)).toEqual({ data: { profile } });
  });

  it("accepts names with spaces, repeated parameters and any letter case", async () => {
    const { data } = await body(await loader(args(apiRequest("/api/frontend/get-setting?name=Profile,%20social&name=counter"))));
    expect(Object.keys(data).sort()).toEqual(["counter", "profile", "social"]);
  });

  it("answers 405 to POST", async () => {
    expect((await action(args(apiRequest("/api/frontend/get-setting", { json: {} })))).status).toBe(405);
  });
});
