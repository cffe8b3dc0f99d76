import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives the defaults of a zero-setup start", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ NODE_ENV: "development", PORT: 3000, DATA_DIR: "./data", SITE_TIME_ZONE: "UTC", RESPONSE_CACHE_MS: 5000 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("takes a time zone by its IANA name", () => {
    expect(parseEnv({ SITE_TIME_ZONE: "Europe/Berlin" }).SITE_TIME_ZONE).toBe("Europe/Berlin");
    // As it is written everywhere the zone is shown.
    expect(parseEnv({ SITE_TIME_ZONE: "europe/berlin" }).SITE_TIME_ZONE).toBe("Europe/Berlin");
  });

  it("names each bad variable and the rule it breaks", () => {
    expect(() => parseEnv({ SITE_TIME_ZONE: "Berlin time", DATABASE_URL: "mysql://x", NODE_ENV: "production" })).toThrow(
      [
        "Invalid environment configuration:",
        "  DATABASE_URL: must be postgres://… or memory://",
        "  SITE_TIME_ZONE: must be a time zone name such as Europe/Berlin or UTC",
      ].join("\n"),
    );
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow("SESSION_SECRET: is required when NODE_ENV=production");
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET: "a".repeat(32) })).toThrow(
      "SITE_URL: is required when NODE_ENV=production",
    );
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "a".repeat(32), SITE_URL: "https://www.example.com/" }).SITE_URL).toBe(
      "https://www.example.com",
    );
  });

  it("reads SITE_LOCALES as a list of language codes, the first the default", () => {
    expect(parseEnv({})).toMatchObject({ SITE_LOCALES: ["en"], SITE_LOCALE_FALLBACK: false });
    expect(parseEnv({ SITE_LOCALES: " de, en ,, fr-ch,zh-hant,es-419 ", SITE_LOCALE_FALLBACK: "true" })).toMatchObject({
      SITE_LOCALES: ["de", "en", "fr-ch", "zh-hant", "es-419"],
      SITE_LOCALE_FALLBACK: true,
    });
    expect(parseEnv({ SITE_LOCALE_FALLBACK: "false" }).SITE_LOCALE_FALLBACK).toBe(false);
  });

  it("names a bad SITE_LOCALES or SITE_LOCALE_FALLBACK", () => {
    expect(() => parseEnv({ SITE_LOCALES: "en,DE" })).toThrow(
      "SITE_LOCALES.1: must list lowercase language codes such as en or de-at, comma-separated",
    );
    for (const bad of ["en_US", "english", "de/at", "e", "de-"]) {
      expect(() => parseEnv({ SITE_LOCALES: bad }), bad).toThrow("SITE_LOCALES.0: must list lowercase language codes");
    }
    expect(() => parseEnv({ SITE_LOCALES: "en,de,en" })).toThrow("SITE_LOCALES: must not list a language twice");
    expect(() => parseEnv({ SITE_LOCALES: " , ," })).toThrow("SITE_LOCALES: must list at least one language code");
    expect(() => parseEnv({ SITE_LOCALES: "en,api" })).toThrow("SITE_LOCALES: must not use a path of the site itself (api)");
    expect(() => parseEnv({ SITE_LOCALE_FALLBACK: "sometimes" })).toThrow("SITE_LOCALE_FALLBACK:");
  });

  it("reads CONTACT_NOTIFY as a list of addresses and names a bad one", () => {
    expect(parseEnv({}).CONTACT_NOTIFY).toEqual([]);
    expect(parseEnv({ CONTACT_NOTIFY: " sales@example.com,, crm@example.com " }).CONTACT_NOTIFY).toEqual(["sales@example.com", "crm@example.com"]);
    expect(() => parseEnv({ CONTACT_NOTIFY: "sales@example.com, not an address" })).toThrow(
      "CONTACT_NOTIFY.1: must list email addresses, comma-separated",
    );
  });

  it("reads WEBHOOK_ALLOW_HOSTS as a list of hosts and names a bad one", () => {
    expect(parseEnv({}).WEBHOOK_ALLOW_HOSTS).toEqual([]);
    expect(parseEnv({ WEBHOOK_ALLOW_HOSTS: " Hooks.Internal ,, 127.0.0.1,::1 " }).WEBHOOK_ALLOW_HOSTS).toEqual(["hooks.internal", "127.0.0.1", "::1"]);
    expect(() => parseEnv({ WEBHOOK_ALLOW_HOSTS: "hooks.internal, http://10.0.0.1/" })).toThrow(
      "WEBHOOK_ALLOW_HOSTS.1: must list host names or IP addresses, comma-separated (no scheme, port or path)",
    );
  });

  it("reads the object storage variables and names what is missing", () => {
    expect(parseEnv({ S3_BUCKET: "company-media", S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      S3_BUCKET: "company-media",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(() => parseEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrow("S3_BUCKET: is required when S3_ENDPOINT is set");
    expect(() => parseEnv({ S3_BUCKET: "company-media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      "S3_SECRET_ACCESS_KEY: is required with the other S3 key variable",
    );
    expect(() => parseEnv({ S3_BUCKET: "Not A Bucket" })).toThrow("S3_BUCKET: must be a bucket name");
    expect(() => parseEnv({ S3_BUCKET: "company-media", S3_ENDPOINT: "not a url" })).toThrow("S3_ENDPOINT: must be a URL");
  });
});
