import { sql, type InsertObject, type Transaction, type UpdateObject } from "kysely";
import type { Database, Certificate } from "~/db/schema";
import {
  containsPattern, isShown, orderedBy, paginate, searchTerm, textOrder, type DbOrTx, type ListParams, type Paginated, type SortExpressions,
} from "./crud.server";

export type { Certificate };
export type CertificateListParams = ListParams & { isPublished?: boolean };

const COLUMNS = [
  "id", "name", "image_id", "url", "issuer", "number", "valid_from", "valid_until", "sort_order", "is_published", "unpublish_at", "version",
  "created_at", "updated_at",
] as const;

const SORTS: SortExpressions = {
  name: textOrder("name"),
  shown: sql.ref("is_published"),
  order: sql.ref("sort_order"),
  updated: sql.ref("updated_at"),
};
export const CERTIFICATE_SORT_KEYS = Object.keys(SORTS);

export async function listCertificates(db: DbOrTx, params: CertificateListParams = {}): Promise<Paginated<Certificate>> {
  let query = db.selectFrom("certificate");
  const q = searchTerm(params.q);
  if (q) query = query.where("name", "ilike", containsPattern(q));
  if (params.isPublished !== undefined) query = query.where("is_published", "=", params.isPublished);
  return paginate(
    query,
    (rows) => orderedBy(rows.select(COLUMNS), params.sort, SORTS, (byDefault) => byDefault.orderBy("sort_order").orderBy("id")),
    params,
  );
}

export async function listPublicCertificates(db: DbOrTx): Promise<Certificate[]> {
  return publicCertificatesQuery(db).execute();
}

/** As a query to run alone or inside another (the home page's). */
export function publicCertificatesQuery(db: DbOrTx) {
  return db.selectFrom("certificate").select(COLUMNS).where(isShown("certificate")).orderBy("sort_order").orderBy("id");
}

export async function getCertificateById(db: DbOrTx, id: number): Promise<Certificate | undefined> {
  return db.selectFrom("certificate").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function lockCertificate(trx: Transaction<Database>, id: number): Promise<Certificate | undefined> {
  return trx.selectFrom("certificate").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertCertificate(db: DbOrTx, values: InsertObject<Database, "certificate">): Promise<Certificate> {
  return db.insertInto("certificate").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function saveCertificate(db: DbOrTx, id: number, values: UpdateObject<Database, "certificate">): Promise<Certificate> {
  return db
    .updateTable("certificate")
    .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteCertificate(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("certificate").where("id", "=", id).execute();
}
