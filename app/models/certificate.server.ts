import { sql } from "kysely";
import type { Certificate } from "~/db/schema";
import type { CertificateChanges, CertificateValues } from "~/schemas/certificate";
import {
  checkMediaReferences, containsPattern, hasErrors, paginate, searchTerm, updateVersioned,
  type CreateResult, type DbOrTx, type DeleteResult, type ListParams, type Paginated, type UpdateResult,
} from "./crud.server";

export type { Certificate };
export type CertificateListParams = ListParams & { isPublished?: boolean };

const COLUMNS = ["id", "name", "image_id", "url", "sort_order", "is_published", "version", "created_at", "updated_at"] as const;

/** Admin list: every certificate, searched by name, in display order. */
export async function listCertificates(db: DbOrTx, params: CertificateListParams = {}): Promise<Paginated<Certificate>> {
  let query = db.selectFrom("certificate");
  const q = searchTerm(params.q);
  if (q) query = query.where("name", "ilike", containsPattern(q));
  if (params.isPublished !== undefined) query = query.where("is_published", "=", params.isPublished);
  return paginate(query, (rows) => rows.select(COLUMNS).orderBy("sort_order").orderBy("id"), params);
}

/** Published certificates in display order. */
export async function listPublicCertificates(db: DbOrTx): Promise<Certificate[]> {
  return db.selectFrom("certificate").select(COLUMNS).where("is_published", "=", true).orderBy("sort_order").orderBy("id").execute();
}

export async function getCertificateById(db: DbOrTx, id: number): Promise<Certificate | undefined> {
  return db.selectFrom("certificate").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

function checkImage(db: DbOrTx, values: CertificateChanges) {
  return checkMediaReferences(db, [{ field: "image_id", label: "Image", id: values.image_id, kind: "image" }]);
}

export async function createCertificate(db: DbOrTx, values: CertificateValues): Promise<CreateResult<Certificate>> {
  const errors = await checkImage(db, values);
  if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
  const row = await db.insertInto("certificate").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
  return { status: "created", row };
}

export async function updateCertificate(
  db: DbOrTx,
  { id, version, values }: { id: number; version: number; values: CertificateChanges },
): Promise<UpdateResult<Certificate>> {
  return updateVersioned(db, {
    version,
    load: (trx) => trx.selectFrom("certificate").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
    save: async (trx, current) => {
      const errors = await checkImage(trx, values);
      if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
      const row = await trx
        .updateTable("certificate")
        .set({ ...values, version: current.version + 1, updated_at: sql`now()` })
        .where("id", "=", id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { status: "updated", row };
    },
  });
}

export async function deleteCertificate(db: DbOrTx, id: number): Promise<DeleteResult> {
  const result = await db.deleteFrom("certificate").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n ? { status: "deleted" } : { status: "not-found" };
}
