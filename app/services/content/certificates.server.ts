import { z } from "zod";
import {
  deleteCertificate, getCertificateById, insertCertificate, listCertificates, lockCertificate, saveCertificate,
  type Certificate, type CertificateListParams, CERTIFICATE_SORT_KEYS,
} from "~/models/certificate.server";
import {
  certificateSchemas, validityInOrder, VALIDITY_RULE, type CertificateChanges, type CertificateValues,
} from "~/schemas/certificate";
import { calendarDateJson, dateTimeJson, idJson, isoDate, mediaUrlJson, nullableDateTimeJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import {
  auditWrite, checkLinks, conflict, inCommandTransaction, invalid, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type Trx, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import { checkMediaReferences, hasErrors, type FieldErrors } from "~/models/crud.server";
import type { ResourceLabel } from "./messages";
import { moveToTrash } from "./trash.server";
import { auditSummary } from "./messages";
import type { ContentResource } from "./resource";
import type { Paginated } from "~/utils/pagination";

/** `certificates` (client logos): the admin's client-logo screen and /api/admin/certificates. */

type CertificateRecord = Certificate & { image: MediaRef | null };

/** The details a visitor checks a certificate by; the admin and the public API show the same. */
export const certificateDetailsJson = {
  issuer: z.string().meta({ description: "Who issued it, e.g. TÜV SÜD; empty when not given" }),
  number: z.string().meta({ description: "Its number as printed on it; empty when not given" }),
  valid_from: calendarDateJson("The first day it is valid"),
  valid_until: calendarDateJson("The last day it is valid; after it the site marks it expired"),
};

const certificateItemSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  image_id: idJson(),
  image_url: mediaUrlJson(),
  url: z.string(),
  ...certificateDetailsJson,
  sort_order: z.number().int(),
  is_published: z.boolean(),
  unpublish_at: nullableDateTimeJson(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
type CertificateJson = z.output<typeof certificateItemSchema>;

const certificateListQuerySchema = z.object({
  ...listQueryFields,
  is_published: booleanFilter("Only published (true) or unpublished (false) certificates"),
});

function toJson(row: CertificateRecord): CertificateJson {
  return {
    id: row.id,
    name: row.name,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    url: row.url,
    issuer: row.issuer,
    number: row.number,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    sort_order: row.sort_order,
    is_published: row.is_published,
    unpublish_at: isoDate(row.unpublish_at),
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}


const LABEL: ResourceLabel = { one: "certificate", many: "certificates" };

function listParams(searchParams: URLSearchParams): CertificateListParams {
  const query = readListQuery(certificateListQuerySchema, searchParams);
  return { ...baseListParams(query), isPublished: query.is_published };
}

async function list(db: DB, params?: CertificateListParams): Promise<Paginated<CertificateRecord>> {
  const page = await listCertificates(db, params);
  return { ...page, items: await withMediaRefs(db, page.items, { image: "image_id" }) };
}

async function get(db: DB, id: number): Promise<CertificateRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getCertificateById(db, id);
  return row && (await withMediaRefs(db, [row], { image: "image_id" }))[0];
}

function validityErrors(validFrom: string | null | undefined, validUntil: string | null | undefined): FieldErrors {
  return validityInOrder(validFrom, validUntil) ? {} : { valid_until: [VALIDITY_RULE] };
}

function checkImage(trx: Trx, input: CertificateChanges): Promise<FieldErrors> {
  return checkMediaReferences(trx, [{ field: "image_id", label: "Image", id: input.image_id, kind: "image" }]);
}

async function create(db: DB, { actor, ip, input }: CreateArgs<CertificateValues>): Promise<CreateCommandResult<CertificateRecord>> {
  const linkErrors = {
    ...checkLinks([{ field: "url", label: "URL", value: input.url, rule: "document" }]),
    ...validityErrors(input.valid_from, input.valid_until),
  };
  if (hasErrors(linkErrors)) return invalid(linkErrors);
  return inCommandTransaction(db, async (trx) => {
    const errors = await checkImage(trx, input);
    if (hasErrors(errors)) return invalid(errors);
    const row = await insertCertificate(trx, input);
    const summary = auditSummary("create", LABEL.one, row.name);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "certificate", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, restoring, id, version, input }: UpdateArgs<CertificateChanges>,
): Promise<UpdateCommandResult<CertificateRecord>> {
  if (!isRecordId(id)) return notFound();
  const linkErrors = checkLinks([{ field: "url", label: "URL", value: input.url, rule: "document" }]);
  if (hasErrors(linkErrors)) return invalid(linkErrors);
  const values = withoutVersion(input);
  return inCommandTransaction(db, async (trx) => {
    const current = await lockCertificate(trx, id);
    if (!current) return notFound();
    if (current.version !== version) return conflict();
    const validFrom = values.valid_from === undefined ? current.valid_from : values.valid_from;
    const validUntil = values.valid_until === undefined ? current.valid_until : values.valid_until;
    const errors = { ...validityErrors(validFrom, validUntil), ...(await checkImage(trx, values)) };
    if (hasErrors(errors)) return invalid(errors);
    const row = await saveCertificate(trx, id, values);
    const summary = auditSummary("update", LABEL.one, row.name);
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "certificate", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await lockCertificate(trx, id);
    if (!current) return notFound();
    await moveToTrash(trx, { actor, ip }, { entity: "certificate", id, title: current.name });
    await deleteCertificate(trx, id);
    const summary = auditSummary("delete", LABEL.one, current.name);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "certificate", entityId: id, summary });
    return { ok: true as const };
  });
}

export const certificates = {
  name: "certificates",
  entity: "certificate",
  label: LABEL,
  schemas: certificateSchemas,
  itemSchema: certificateItemSchema,
  listItemSchema: certificateItemSchema,
  listQuerySchema: certificateListQuerySchema,
  listParams,
  sortKeys: CERTIFICATE_SORT_KEYS,
  list,
  get,
  create,
  update,
  remove,
  toJson: toJson,
  toListJson: toJson,
} satisfies ContentResource<CertificateRecord, CertificateRecord>;
