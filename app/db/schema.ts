import type { ColumnType, Generated, Selectable } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Id = ColumnType<number, never, never>;
type Json<T> = ColumnType<T, string, string>;

export type Status = "draft" | "published";
export type MediaKind = "image" | "pdf" | "video";
export type Role = "customer" | "editor" | "admin";
/** Which browser session (and cookie) a role signs in with: staff share the admin one. */
export type SessionKind = "customer" | "admin";
export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "restore"
  | "login"
  | "login_failed"
  | "logout"
  | "backup"
  | "invite"
  | "invite_accept"
  | "role_change"
  | "disable"
  | "enable"
  | "password_reset_sent"
  | "password_change"
  | "two_factor_enable"
  | "two_factor_disable"
  | "two_factor_reset"
  | "two_factor_locked"
  | "session_revoke"
  | "erase"
  | "passkey_add"
  | "passkey_remove";

export interface UserTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  password_hash: string;
  role: Role;
  admin_type: "admin" | null;
  disabled_at: NullableTimestamp;
  last_login_at: NullableTimestamp;
  /** AES-256-GCM, key derived from SESSION_SECRET (app/services/auth/secret-box.server.ts). */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: NullableTimestamp;
  /** The last 30-second step accepted, so a code works once. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface SessionTable {
  id: string;
  user_id: number;
  kind: SessionKind;
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: UpdatedAt;
  expires_at: Timestamp;
  /** A passkey of the account was used in this session: it signed in with one or registered one. */
  passkey_verified: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PasskeyTable {
  /** The credential id, base64url. */
  id: string;
  user_id: number;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (bigint: it is an unsigned 32-bit number). */
  counter: ColumnType<number, number | undefined, number>;
  /** Comma-separated WebAuthn transports ("internal,hybrid"). */
  transports: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

interface WebauthnChallengeTable {
  /** The challenge itself, base64url: it is sent to the browser anyway. */
  id: string;
  purpose: "register" | "sign_in";
  kind: SessionKind;
  /** Registration only: whose account the passkey is for. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: Timestamp;
}

export interface ApiTokenTable {
  id: Id;
  user_id: number;
  token_hash: string;
  name: Generated<string>;
  last_used_at: NullableTimestamp;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface ApiKeyTable {
  id: Id;
  /** The admin who made it: the key acts on their behalf, within its scope. */
  user_id: number;
  name: string;
  scope: "read" | "write";
  key_hash: string;
  /** The key's first characters, so a list can tell keys apart without holding them. */
  key_start: string;
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: CreatedAt;
}

interface PasswordResetTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

interface UserInvitationTable {
  id: Id;
  user_id: number;
  token_hash: string;
  invited_by: number | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

interface RecoveryCodeTable {
  id: Id;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
}

interface PendingSignInTable {
  /** SHA-256 of the random token the pending cookie carries. */
  id: string;
  user_id: number;
  redirect_to: ColumnType<string, string | undefined, string>;
  expires_at: Timestamp;
}

interface RateLimitTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

interface MediaTable {
  id: Id;
  kind: MediaKind;
  original_name: string;
  mime: string;
  size_bytes: ColumnType<number, number, number>;
  width: number | null;
  height: number | null;
  alt: Generated<string>;
  /** 0–1 across and down: the point every crop keeps in view. */
  focal_x: Generated<number>;
  focal_y: Generated<number>;
  storage_key: string;
  sha256: string;
  variants: ColumnType<number[], string | undefined, string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface CategoryTable {
  id: Id;
  name: string;
  slug: string;
  description: Generated<string>;
  image_id: number | null;
  sort_order: Generated<number>;
  is_published: Generated<boolean>;
  /** When it leaves the site by itself (docs/product.md#expiry). */
  unpublish_at: NullableTimestamp;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

// solution, product, news and page also hold a generated `search` tsvector,
// left out of these types: only app/models/search.server.ts reads it, through SQL.
interface CatalogItemTable {
  id: Id;
  category_id: number;
  title: string;
  slug: string;
  summary: Generated<string>;
  body: Generated<string>;
  image_id: number | null;
  sort_order: Generated<number>;
  status: Generated<Status>;
  published_at: NullableTimestamp;
  /** When it leaves the site by itself (docs/product.md#expiry). */
  unpublish_at: NullableTimestamp;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A calendar date as "YYYY-MM-DD": a Date would shift it by the server's time zone (app/db/db.server.ts). */
type NullableCalendarDate = ColumnType<string | null, string | null | undefined, string | null>;

interface CertificateTable {
  id: Id;
  name: string;
  image_id: number;
  url: Generated<string>;
  issuer: Generated<string>;
  number: Generated<string>;
  valid_from: NullableCalendarDate;
  valid_until: NullableCalendarDate;
  sort_order: Generated<number>;
  is_published: Generated<boolean>;
  /** When it leaves the site by itself (docs/product.md#expiry). */
  unpublish_at: NullableTimestamp;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface NewsTable {
  id: Id;
  title: string;
  slug: string;
  excerpt: Generated<string>;
  body: Generated<string>;
  cover_image_id: number | null;
  status: Generated<Status>;
  published_at: NullableTimestamp;
  /** When it leaves the site by itself (docs/product.md#expiry). */
  unpublish_at: NullableTimestamp;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An article in one of the site's other locales; the default locale's text is in NewsTable. */
interface NewsTranslationTable {
  news_id: number;
  locale: string;
  title: string;
  slug: string;
  excerpt: Generated<string>;
  body: Generated<string>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  status: Generated<Status>;
  published_at: NullableTimestamp;
  version: Generated<number>;
  /** The article's version this translation was saved against: older means outdated. */
  source_version: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface PageTranslationTable {
  page_id: number;
  locale: string;
  title: string;
  slug: string;
  body: Generated<string>;
  /** The sections in this locale (app/schemas/sections.ts); written as JSON text. */
  sections: ColumnType<Array<Record<string, unknown>>, string | undefined, string>;
  /** The sections' words for the search, written beside them. */
  sections_text: Generated<string>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  status: Generated<Status>;
  published_at: NullableTimestamp;
  version: Generated<number>;
  /** The page's version this translation was saved against: older means outdated. */
  source_version: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A solution or product in one of the site's other locales; the default locale's text is in CatalogItemTable. */
interface CatalogTranslationTable {
  item_id: number;
  locale: string;
  title: string;
  slug: string;
  summary: Generated<string>;
  body: Generated<string>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  status: Generated<Status>;
  published_at: NullableTimestamp;
  version: Generated<number>;
  /** The item's version this translation was saved against: older means outdated. */
  source_version: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A category's name in one of the site's other locales: shown while the category is, no status of its own. */
interface CategoryTranslationTable {
  category_id: number;
  locale: string;
  name: string;
  slug: string;
  description: Generated<string>;
  version: Generated<number>;
  source_version: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface HomeSlideTable {
  id: Id;
  title: string;
  subtitle: Generated<string>;
  image_id: number;
  button_label: Generated<string>;
  button_url: Generated<string>;
  sort_order: Generated<number>;
  is_published: Generated<boolean>;
  /** When it leaves the site by itself (docs/product.md#expiry). */
  unpublish_at: NullableTimestamp;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface HeroContentTable {
  id: Id;
  title: string;
  body: Generated<string>;
  image_id: number | null;
  icon: Generated<string>;
  link_url: Generated<string>;
  sort_order: Generated<number>;
  is_published: Generated<boolean>;
  /** When it leaves the site by itself (docs/product.md#expiry). */
  unpublish_at: NullableTimestamp;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface PageTable {
  id: Id;
  title: string;
  slug: string;
  body: Generated<string>;
  status: Generated<Status>;
  published_at: NullableTimestamp;
  /** When it leaves the site by itself (docs/product.md#expiry). */
  unpublish_at: NullableTimestamp;
  show_in_menu: Generated<boolean>;
  menu_label: Generated<string>;
  sort_order: Generated<number>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  /** The sections' list (app/schemas/sections.ts); written as JSON text. */
  sections: ColumnType<Array<Record<string, unknown>>, string | undefined, string>;
  /** The sections' words for the site search, written by the page's command. */
  sections_text: Generated<string>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface ContactMessageTable {
  id: Id;
  name: string;
  email: string;
  phone: Generated<string>;
  subject: Generated<string>;
  message: string;
  read_at: NullableTimestamp;
  emailed_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface SettingTable {
  name: string;
  value: Json<Record<string, unknown>>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface SettingTranslationTable {
  name: string;
  locale: string;
  value: Json<Record<string, unknown>>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AuditEventTable {
  id: Id;
  actor_id: number | null;
  actor_email: string | null;
  action: AuditAction;
  entity: string;
  entity_id: string | null;
  summary: Generated<string>;
  ip: string | null;
  /** The actor's account was erased: shown as "deleted user". */
  actor_erased: Generated<boolean>;
  at: CreatedAt;
}

export interface RedirectTable {
  id: Id;
  from_path: string;
  to_path: string;
  status: Generated<301 | 302>;
  /** Written by a slug change (true) or by an editor (false). */
  automatic: Generated<boolean>;
  hits: ColumnType<number, never, number>;
  last_hit_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

interface NotFoundTable {
  path: string;
  hits: ColumnType<number, number, number>;
  last_seen_at: Timestamp;
  last_referrer: string | null;
  created_at: CreatedAt;
}

/** Every field of a record as one save left it (docs/decisions/011-revisions-and-trash.md). */
export interface RevisionTable {
  id: Id;
  resource: string;
  record_id: string;
  /** A translation's revision names its locale; NULL is the item's own, in the default locale. */
  locale: string | null;
  version: number;
  data: Json<Record<string, unknown>>;
  actor_id: number | null;
  actor_name: Generated<string>;
  at: CreatedAt;
}

/** A deleted record's row, kept 30 days so it can be put back. */
export interface TrashTable {
  id: Id;
  resource: string;
  record_id: number;
  title: Generated<string>;
  data: Json<Record<string, unknown>>;
  /** The rows of the item's translation table, which the delete removed with it. */
  translations: ColumnType<Array<Record<string, unknown>>, string | undefined, string>;
  actor_id: number | null;
  actor_name: Generated<string>;
  deleted_at: CreatedAt;
}

/** A receiver of webhooks (docs/webhooks.md). */
export interface WebhookEndpointTable {
  id: Id;
  url: string;
  description: Generated<string>;
  /** The event types wanted, space-separated. */
  events: string;
  secret: string;
  /** After a rotation, the old secret keeps signing until previous_secret_until. */
  previous_secret: string | null;
  previous_secret_until: NullableTimestamp;
  enabled: Generated<boolean>;
  disabled_reason: Generated<string>;
  /** The first failure since its last success; 24 hours of failures disable it. */
  failing_since: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

/** One event for one endpoint; its body is fixed when the event happens. */
export interface WebhookDeliveryTable {
  id: Id;
  message_id: string;
  endpoint_id: number;
  type: string;
  /** The content item it reports (`news:42`), so a scheduled publication can be cancelled. */
  item_key: string | null;
  body: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  /** When the event happened (or happens, for a scheduled publication): retries stop 24 hours after. */
  event_at: Timestamp;
  next_attempt_at: Timestamp;
  /** A sender's lease: the row is not due again before it, unless the sender finishes. */
  claimed_until: NullableTimestamp;
  last_attempt_at: NullableTimestamp;
  response_status: number | null;
  error: string | null;
  created_at: CreatedAt;
  delivered_at: NullableTimestamp;
}

/** What webhooks last knew of a content item: whether and since when it was on the site. */
interface WebhookItemStateTable {
  item_key: string;
  slug: string | null;
  live_from: NullableTimestamp;
  /** When its expiry takes it off the site. */
  live_until: NullableTimestamp;
  deleted: Generated<boolean>;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  api_token: ApiTokenTable;
  api_key: ApiKeyTable;
  password_reset: PasswordResetTable;
  user_invitation: UserInvitationTable;
  recovery_code: RecoveryCodeTable;
  rate_limit: RateLimitTable;
  pending_sign_in: PendingSignInTable;
  passkey: PasskeyTable;
  webauthn_challenge: WebauthnChallengeTable;
  media: MediaTable;
  solution_category: CategoryTable;
  product_category: CategoryTable;
  solution: CatalogItemTable;
  product: CatalogItemTable;
  certificate: CertificateTable;
  news: NewsTable;
  news_translation: NewsTranslationTable;
  page_translation: PageTranslationTable;
  solution_translation: CatalogTranslationTable;
  product_translation: CatalogTranslationTable;
  solution_category_translation: CategoryTranslationTable;
  product_category_translation: CategoryTranslationTable;
  home_slide: HomeSlideTable;
  hero_content: HeroContentTable;
  page: PageTable;
  contact_message: ContactMessageTable;
  setting: SettingTable;
  setting_translation: SettingTranslationTable;
  audit_event: AuditEventTable;
  redirect: RedirectTable;
  revision: RevisionTable;
  trash: TrashTable;
  not_found: NotFoundTable;
  webhook_endpoint: WebhookEndpointTable;
  webhook_delivery: WebhookDeliveryTable;
  webhook_item_state: WebhookItemStateTable;
}

export type Media = Selectable<MediaTable>;
export type Category = Selectable<CategoryTable>;
export type CatalogItem = Selectable<CatalogItemTable>;
export type Certificate = Selectable<CertificateTable>;
export type News = Selectable<NewsTable>;
export type NewsTranslation = Selectable<NewsTranslationTable>;
export type PageTranslation = Selectable<PageTranslationTable>;
export type CatalogTranslation = Selectable<CatalogTranslationTable>;
export type CategoryTranslation = Selectable<CategoryTranslationTable>;
export type HomeSlide = Selectable<HomeSlideTable>;
export type HeroContent = Selectable<HeroContentTable>;
export type Page = Selectable<PageTable>;
export type ContactMessage = Selectable<ContactMessageTable>;
export type AuditEvent = Selectable<AuditEventTable>;
