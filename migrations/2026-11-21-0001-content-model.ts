import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

const SLUG_CHECK = "slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$' AND char_length(slug) <= 120";
const STATUS_CHECK = "status IN ('draft', 'published')";

const statements = [
  `CREATE TABLE "user" (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
    email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
    phone text,
    password_hash text NOT NULL,
    role text NOT NULL CHECK (role IN ('customer', 'admin')),
    admin_type text CHECK (admin_type IS NULL OR admin_type = 'admin'),
    disabled_at timestamptz,
    last_login_at timestamptz,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX user_email_unique ON "user" (lower(email))`,

  `CREATE TABLE session (
    id text PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('customer', 'admin')),
    data jsonb NOT NULL DEFAULT '{}'::jsonb,
    ip text,
    user_agent text,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX session_user_idx ON session (user_id)`,

  `CREATE TABLE api_token (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    name text NOT NULL DEFAULT 'api',
    last_used_at timestamptz,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX api_token_user_idx ON api_token (user_id)`,

  `CREATE TABLE password_reset (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE rate_limit (
    key text PRIMARY KEY,
    count integer NOT NULL,
    reset_at timestamptz NOT NULL
  )`,

  `CREATE TABLE media (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('image', 'pdf', 'video')),
    original_name text NOT NULL CHECK (char_length(original_name) <= 255),
    mime text NOT NULL,
    size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
    width integer,
    height integer,
    alt text NOT NULL DEFAULT '' CHECK (char_length(alt) <= 300),
    storage_key text NOT NULL UNIQUE,
    sha256 text NOT NULL,
    variants jsonb NOT NULL DEFAULT '[]'::jsonb,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  ...["solution_category", "product_category"].map(
    (table) => `CREATE TABLE ${table} (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
    slug text NOT NULL UNIQUE CHECK (${SLUG_CHECK}),
    description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
    image_id bigint REFERENCES media (id) ON DELETE RESTRICT,
    sort_order integer NOT NULL DEFAULT 0,
    is_published boolean NOT NULL DEFAULT true,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  ),

  ...[
    ["solution", "solution_category"],
    ["product", "product_category"],
  ].flatMap(([table, category]) => [
    `CREATE TABLE ${table} (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    category_id bigint NOT NULL REFERENCES ${category} (id) ON DELETE RESTRICT,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
    slug text NOT NULL UNIQUE CHECK (${SLUG_CHECK}),
    summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 500),
    body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 100000),
    image_id bigint REFERENCES media (id) ON DELETE RESTRICT,
    sort_order integer NOT NULL DEFAULT 0,
    status text NOT NULL DEFAULT 'draft' CHECK (${STATUS_CHECK}),
    published_at timestamptz,
    seo_title text NOT NULL DEFAULT '' CHECK (char_length(seo_title) <= 70),
    seo_description text NOT NULL DEFAULT '' CHECK (char_length(seo_description) <= 160),
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
    `CREATE INDEX ${table}_category_idx ON ${table} (category_id, sort_order)`,
    `CREATE INDEX ${table}_public_idx ON ${table} (status, published_at)`,
  ]),

  `CREATE TABLE certificate (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
    image_id bigint NOT NULL REFERENCES media (id) ON DELETE RESTRICT,
    url text NOT NULL DEFAULT '' CHECK (url = '' OR url ~* '^https?://'),
    sort_order integer NOT NULL DEFAULT 0,
    is_published boolean NOT NULL DEFAULT true,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE news (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
    slug text NOT NULL UNIQUE CHECK (${SLUG_CHECK}),
    excerpt text NOT NULL DEFAULT '' CHECK (char_length(excerpt) <= 500),
    body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 100000),
    cover_image_id bigint REFERENCES media (id) ON DELETE RESTRICT,
    status text NOT NULL DEFAULT 'draft' CHECK (${STATUS_CHECK}),
    published_at timestamptz,
    seo_title text NOT NULL DEFAULT '' CHECK (char_length(seo_title) <= 70),
    seo_description text NOT NULL DEFAULT '' CHECK (char_length(seo_description) <= 160),
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX news_public_idx ON news (status, published_at DESC)`,

  `CREATE TABLE home_slide (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
    subtitle text NOT NULL DEFAULT '' CHECK (char_length(subtitle) <= 300),
    image_id bigint NOT NULL REFERENCES media (id) ON DELETE RESTRICT,
    button_label text NOT NULL DEFAULT '' CHECK (char_length(button_label) <= 60),
    button_url text NOT NULL DEFAULT '',
    sort_order integer NOT NULL DEFAULT 0,
    is_published boolean NOT NULL DEFAULT true,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE hero_content (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
    body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 1000),
    image_id bigint REFERENCES media (id) ON DELETE RESTRICT,
    icon text NOT NULL DEFAULT '' CHECK (char_length(icon) <= 60),
    link_url text NOT NULL DEFAULT '',
    sort_order integer NOT NULL DEFAULT 0,
    is_published boolean NOT NULL DEFAULT true,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE page (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
    slug text NOT NULL UNIQUE CHECK (${SLUG_CHECK}),
    body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 100000),
    status text NOT NULL DEFAULT 'draft' CHECK (${STATUS_CHECK}),
    published_at timestamptz,
    show_in_menu boolean NOT NULL DEFAULT false,
    sort_order integer NOT NULL DEFAULT 0,
    seo_title text NOT NULL DEFAULT '' CHECK (char_length(seo_title) <= 70),
    seo_description text NOT NULL DEFAULT '' CHECK (char_length(seo_description) <= 160),
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE contact_message (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
    email text NOT NULL CHECK (char_length(email) <= 254),
    phone text NOT NULL DEFAULT '' CHECK (char_length(phone) <= 40),
    subject text NOT NULL DEFAULT '' CHECK (char_length(subject) <= 200),
    message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
    read_at timestamptz,
    emailed_at timestamptz,
    ip text,
    user_agent text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX contact_message_created_idx ON contact_message (created_at DESC)`,

  `CREATE TABLE setting (
    name text PRIMARY KEY,
    value jsonb NOT NULL,
    version integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE audit_event (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    actor_id bigint REFERENCES "user" (id) ON DELETE SET NULL,
    actor_email text,
    action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'login', 'login_failed', 'logout')),
    entity text NOT NULL,
    entity_id text,
    summary text NOT NULL DEFAULT '',
    ip text,
    at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX audit_event_at_idx ON audit_event (at DESC)`,

  `CREATE TABLE redirect (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    from_path text NOT NULL UNIQUE,
    to_path text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    "redirect", "audit_event", "setting", "contact_message", "page", "hero_content",
    "home_slide", "news", "certificate", "product", "solution", "product_category",
    "solution_category", "media", "rate_limit", "password_reset", "api_token", "session",
    '"user"',
  ];
  for (const table of tables) {
    await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
  }
}
