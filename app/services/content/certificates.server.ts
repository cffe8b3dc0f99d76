import { z } from "zod";
import {
  createCertificate, deleteCertificate, getCertificateById, listCertificates, updateCertificate,
  type Certificate, type CertificateListParams,
} from "~/models/certificate.server";
import type { DbOrTx } from "~/models/crud.server";
import { certificateSchemas, type CertificateChanges } from "~/schemas/certificate";
import { checkLinks } from "./command.server";
import { dateTimeJson, idJson, isoDate, mediaUrlJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import { modelResource } from "./model-resource.server";

/** `certificates` (client logos): the admin's client-logo screen and /api/admin/certificates. */

type CertificateRecord = Certificate & { image: MediaRef | null };

const certificateItemSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  image_id: idJson(),
  image_url: mediaUrlJson(),
  url: z.string(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
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
    sort_order: row.sort_order,
    is_published: row.is_published,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

const withImage = (db: DbOrTx, rows: Certificate[]) => withMediaRefs(db, rows, { image: "image_id" });

export const certificates = modelResource({
  name: "certificates",
  entity: "certificate",
  label: { one: "certificate", many: "certificates" },
  schemas: certificateSchemas,
  itemSchema: certificateItemSchema,
  listItemSchema: certificateItemSchema,
  listQuerySchema: certificateListQuerySchema,
  listParams(searchParams: URLSearchParams): CertificateListParams {
    const query = readListQuery(certificateListQuerySchema, searchParams);
    return { ...baseListParams(query), isPublished: query.is_published };
  },
  model: {
    list: listCertificates,
    getById: getCertificateById,
    create: createCertificate,
    update: updateCertificate,
    remove: deleteCertificate,
  },
  titleOf: (row) => row.name,
  withMedia: withImage,
  withMediaOnList: withImage,
  check: (input: CertificateChanges) => checkLinks([{ field: "url", label: "URL", value: input.url, rule: "web-url" }]),
  toJson,
  toListJson: toJson,
});
