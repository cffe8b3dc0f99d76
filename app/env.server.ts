import { z } from "zod";
import { DEFAULT_LOCALE, LOCALE_CODE, SITE_PATH_CODES } from "~/utils/locales";
import { canonicalTimeZone, DEFAULT_TIME_ZONE, isTimeZone } from "~/utils/time-zone";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .refine(
        (value) => value === "memory://" || /^postgres(ql)?:\/\//.test(value),
        "must be postgres://… or memory://",
      )
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    SESSION_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    SITE_URL: z
      .string()
      .url("must be an absolute URL such as https://www.example.com")
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    TRUST_PROXY: booleanFlag.default(false),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    SEED_DEMO: booleanFlag.default(true),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be smtp://… or smtps://…").optional(),
    MAIL_FROM: z.string().min(3).default("Company Website <no-reply@localhost>"),
    // Every admin and editor must turn two-factor sign-in on before using the admin (docs/two-factor.md).
    REQUIRE_TWO_FACTOR: booleanFlag.default(false),
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    CONTACT_LIMIT_PER_IP: z.coerce.number().int().min(1).default(5),
    // Who gets each new contact message by email, comma-separated; unset, the company profile's email does.
    CONTACT_NOTIFY: z
      .string()
      .default("")
      .transform((value) => value.split(",").map((address) => address.trim()).filter(Boolean))
      .pipe(z.array(z.string().email("must list email addresses, comma-separated")).max(20, "may list at most 20 addresses")),
    // Hosts webhooks may reach over plain http or at a private address, comma-separated names or IPs (docs/webhooks.md).
    WEBHOOK_ALLOW_HOSTS: z
      .string()
      .default("")
      .transform((value) => value.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean))
      .pipe(
        z
          .array(z.string().regex(/^[a-z0-9.:_-]+$/, "must list host names or IP addresses, comma-separated (no scheme, port or path)"))
          .max(50, "may list at most 50 hosts"),
      ),
    LOG_REQUESTS: booleanFlag.default(true),
    // The zone editors type dates in and every page shows them in (an IANA name).
    SITE_TIME_ZONE: z
      .string()
      .refine(isTimeZone, "must be a time zone name such as Europe/Berlin or UTC")
      .transform(canonicalTimeZone)
      .default(DEFAULT_TIME_ZONE),
    // The site's languages, comma-separated; the first is the default and keeps the unprefixed URLs (docs/locales.md).
    SITE_LOCALES: z
      .string()
      .default(DEFAULT_LOCALE)
      .transform((value) => value.split(",").map((code) => code.trim()).filter(Boolean))
      .pipe(
        z
          .array(z.string().regex(LOCALE_CODE, "must list lowercase language codes such as en or de-at, comma-separated"))
          .min(1, "must list at least one language code")
          .max(20, "may list at most 20 languages")
          .refine((codes) => new Set(codes).size === codes.length, "must not list a language twice")
          .refine((codes) => !codes.some((code) => SITE_PATH_CODES.includes(code)), `must not use a path of the site itself (${SITE_PATH_CODES.join(", ")})`),
      ),
    // A page missing in a language shows the default language's text (marked noindex) instead of a 404.
    SITE_LOCALE_FALLBACK: booleanFlag.default(false),
    // Anonymous pages are rendered at most once per this many ms (0 turns it off).
    RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
    // "off" turns every cache off, to measure what a miss costs (npm run bench); never in production.
    CACHES: z.enum(["on", "off"]).default("on"),
    // Reads and row writes as prepared statements on PostgreSQL; off behind a pooler that cannot keep them (docs/deploy.md).
    DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
    // Shared caches in front to purge by tag after every write, comma-separated (docs/deploy.md#shared-caches).
    CACHE_PURGE_URLS: z
      .string()
      .default("")
      .transform((value) => value.split(",").map((url) => url.trim()).filter(Boolean))
      .pipe(z.array(z.string().url())),
    // Media in an S3-compatible bucket instead of DATA_DIR/uploads (docs/deploy.md#object-storage).
    S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name such as company-site-media").optional(),
    S3_ENDPOINT: z.string().url("must be a URL such as https://s3.eu-central-1.amazonaws.com").optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // Most S3-compatible servers (MinIO, s3rver, Ceph) want path-style URLs.
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    if (!env.S3_BUCKET) {
      for (const name of ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (env[name]) ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: `is required when ${name} is set` });
      }
    }
    // One without the other is a typo, not a choice; neither means the SDK's own credential chain.
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required with the other S3 key variable" });
    }
    if (env.NODE_ENV !== "production") return;
    // Links in pages and emails come from SITE_URL in production, never from a request's Host.
    for (const name of ["SESSION_SECRET", "SITE_URL"] as const) {
      if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "is required when NODE_ENV=production" });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses a set of variables; throws an Error whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most process managers.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache() {
  cached = undefined;
}
