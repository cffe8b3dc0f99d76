import { CONTENT_TYPES } from "~/content-types";
import { BODY_LIMITS, bodyLimitFor, errorStatus, hostName, isSiteHost } from "./request-guards.server";

describe("bodyLimitFor", () => {
  it("gives rich-text admin forms 2 MB, other forms and the API 1 MB, and uploads their own limits", () => {
    expect(bodyLimitFor("POST", "/contact-us")).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/admin/setting")).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/admin/create-blog")).toBe(BODY_LIMITS.richTextForm);
    expect(bodyLimitFor("POST", "/admin/edit-pages/12")).toBe(BODY_LIMITS.richTextForm);
    expect(bodyLimitFor("POST", "/admin/edit-service/3/")).toBe(BODY_LIMITS.richTextForm);
    expect(bodyLimitFor("PATCH", "/api/admin/news/4")).toBe(BODY_LIMITS.json);
    expect(bodyLimitFor("POST", "/API/frontend/contact")).toBe(BODY_LIMITS.json);
    expect(bodyLimitFor("POST", "/admin/news-media")).toBeNull();
    expect(bodyLimitFor("POST", "/admin/CompanyPDF")).toBeNull();
    expect(bodyLimitFor("POST", "/api/admin/media")).toBeNull();
    // A rich-text form that carries a new image is read by the upload reader, under its limits.
    expect(bodyLimitFor("POST", "/admin/create-blog", "multipart/form-data; boundary=x")).toBeNull();
    // So is every other form whose image field takes a new file; without a file it is a page form.
    for (const path of ["/admin/create-slider", "/admin/edit-heroContent/4", "/admin/client-logo", "/admin/service-category", "/admin/setting", "/admin/preview/news/3"]) {
      expect(bodyLimitFor("POST", path, "multipart/form-data; boundary=x"), path).toBeNull();
    }
    expect(bodyLimitFor("POST", "/admin/client-logo")).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/admin/users/new", "multipart/form-data; boundary=x")).toBe(BODY_LIMITS.pageForm);
    // A body on a GET is never read, and never large.
    expect(bodyLimitFor("GET", "/admin/news-media")).toBe(BODY_LIMITS.pageForm);
  });
});

describe("bodyLimitFor and the content types", () => {
  const multipart = "multipart/form-data; boundary=x";
  // The path a screen posts to: an inline edit (`?edit=7`) posts to the list.
  const pathOf = (screen: string) => new URL(screen, "http://localhost").pathname;

  it("gives each type's screens the limit its declared request body says, in any letter case", () => {
    for (const type of CONTENT_TYPES) {
      const { list, edit } = type.admin;
      const create = "create" in type.admin ? type.admin.create : undefined;
      const forms = create === undefined ? [list] : [create, pathOf(edit(12))];
      const others = create === undefined ? [pathOf(edit(12))] : [list];
      for (const path of [...forms, `${forms[0].toUpperCase()}/`]) {
        const expected = {
          "rich-text": [BODY_LIMITS.richTextForm, null],
          image: [BODY_LIMITS.pageForm, null],
          upload: [null, null],
          fields: [BODY_LIMITS.pageForm, BODY_LIMITS.pageForm],
        }[type.requestBody];
        expect([bodyLimitFor("POST", path), bodyLimitFor("POST", path, multipart)], `${type.resource} ${path}`).toEqual(expected);
      }
      // A list beside create and edit screens is a page form, unless its items are uploaded there.
      for (const path of others.filter((other) => !forms.includes(other))) {
        expect(bodyLimitFor("POST", path, multipart), `${type.resource} ${path}`).toBe(type.requestBody === "upload" ? null : BODY_LIMITS.pageForm);
      }
      const api = type.requestBody === "upload" ? null : BODY_LIMITS.json;
      expect(bodyLimitFor("POST", `/api/admin/${type.resource}`), type.resource).toBe(api);
      expect(bodyLimitFor("PATCH", `/api/admin/${type.resource}/12/`), type.resource).toBe(api);
    }
  });

  it("takes the screens' paths as text, not as patterns", () => {
    expect(bodyLimitFor("POST", "/admin/edit-blog/")).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/admin/edit-blog/7/8")).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/admin/edit-blog/7//")).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/admin/create-blogs")).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/x/admin/create-blog")).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/admin/preview/news/3/4", multipart)).toBe(BODY_LIMITS.pageForm);
    expect(bodyLimitFor("POST", "/api/admin/media/3/4")).toBe(BODY_LIMITS.json);
  });
});

describe("hostName and isSiteHost", () => {
  it("reads a host name without its port, and refuses what is not one", () => {
    expect(hostName("WWW.Example.com:8080")).toBe("www.example.com");
    expect(hostName("[::1]:3000")).toBe("[::1]");
    for (const bad of ["", "exa mple.com", "a/b", "[::1", "host:123456", "-a.example", "a_b.example", "é.example"]) {
      expect(hostName(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("accepts the site's host name on any port, and nothing else", () => {
    const site = new URL("https://www.example.com").hostname;
    expect(isSiteHost(["www.example.com"], site)).toBe(true);
    expect(isSiteHost(["www.example.com:443", undefined], site)).toBe(true);
    expect(isSiteHost(["www.example.com", "evil.example"], site)).toBe(false);
    expect(isSiteHost(["example.com"], site)).toBe(false);
    expect(isSiteHost(["www.example.com.evil.example"], site)).toBe(false);
  });
});

describe("errorStatus", () => {
  it("keeps a client error's status and makes anything else a 500", () => {
    expect(errorStatus(Object.assign(new URIError("bad escape"), { status: 400 }))).toBe(400);
    expect(errorStatus({ statusCode: 413 })).toBe(413);
    expect(errorStatus(new Error("boom"))).toBe(500);
    expect(errorStatus({ status: 302 })).toBe(500);
    expect(errorStatus("a thrown string")).toBe(500);
  });
});
