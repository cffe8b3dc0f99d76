import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// The point of an image that every crop keeps in view, as fractions of its width and height.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE media
      ADD COLUMN focal_x real NOT NULL DEFAULT 0.5 CONSTRAINT media_focal_x_check CHECK (focal_x >= 0 AND focal_x <= 1),
      ADD COLUMN focal_y real NOT NULL DEFAULT 0.5 CONSTRAINT media_focal_y_check CHECK (focal_y >= 0 AND focal_y <= 1)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE media DROP COLUMN IF EXISTS focal_x, DROP COLUMN IF EXISTS focal_y`.execute(db);
}
