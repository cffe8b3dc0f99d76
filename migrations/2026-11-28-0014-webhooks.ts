import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// Webhooks (docs/webhooks.md): the endpoints admins register, one delivery row per
// event and endpoint (written in the transaction of the change it reports), and the
// last known public state of each content item, so a save can tell a publication
// from an update without reading its history.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE webhook_endpoint (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      url text NOT NULL,
      description text NOT NULL DEFAULT '',
      -- The event types wanted, space-separated.
      events text NOT NULL,
      secret text NOT NULL,
      previous_secret text,
      previous_secret_until timestamptz,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text NOT NULL DEFAULT '',
      failing_since timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE TABLE webhook_delivery (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      message_id text NOT NULL,
      endpoint_id bigint NOT NULL REFERENCES webhook_endpoint (id) ON DELETE CASCADE,
      type text NOT NULL,
      item_key text,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      event_at timestamptz NOT NULL,
      next_attempt_at timestamptz NOT NULL,
      claimed_until timestamptz,
      last_attempt_at timestamptz,
      response_status integer,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX webhook_delivery_message_endpoint_idx ON webhook_delivery (message_id, endpoint_id)`.execute(db);
  await sql`CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX webhook_delivery_endpoint_idx ON webhook_delivery (endpoint_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX webhook_delivery_item_idx ON webhook_delivery (item_key) WHERE status = 'pending'`.execute(db);
  await sql`
    CREATE TABLE webhook_item_state (
      item_key text PRIMARY KEY,
      slug text,
      live_from timestamptz,
      deleted boolean NOT NULL DEFAULT false
    )
  `.execute(db);
  await recordLiveItems(db);
}

// What is on the site when webhooks arrive, so the first save of an item already live is an update,
// not a publication. Written out here because a migration reads nothing from the app.
const STATUS_TABLES = [["news", "news"], ["pages", "page"], ["solutions", "solution"], ["products", "product"], ["customer-stories", "customer_story"]];
const SHOWN_TABLES = [
  ["solution-categories", "solution_category", "slug"],
  ["product-categories", "product_category", "slug"],
  ["certificates", "certificate", "NULL"],
  ["home-slides", "home_slide", "NULL"],
  ["hero-contents", "hero_content", "NULL"],
];

async function recordLiveItems(db: Kysely<any>): Promise<void> {
  for (const [resource, table] of STATUS_TABLES) {
    await sql
      .raw(
        `INSERT INTO webhook_item_state (item_key, slug, live_from)
         SELECT '${resource}:' || id, slug, CASE WHEN status = 'published' THEN coalesce(published_at, created_at) END FROM ${table}`,
      )
      .execute(db);
  }
  for (const [resource, table, slug] of SHOWN_TABLES) {
    await sql
      .raw(
        `INSERT INTO webhook_item_state (item_key, slug, live_from)
         SELECT '${resource}:' || id, ${slug}, CASE WHEN is_published THEN created_at END FROM ${table}`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS webhook_item_state`.execute(db);
  await sql`DROP TABLE IF EXISTS webhook_delivery`.execute(db);
  await sql`DROP TABLE IF EXISTS webhook_endpoint`.execute(db);
}
