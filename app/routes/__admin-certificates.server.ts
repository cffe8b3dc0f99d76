import type { AppLoadContext } from "@remix-run/node";
import type { Certificate } from "~/models/certificate.server";
import { certificateWithFileSchemas } from "~/schemas/certificate";
import { certificates } from "~/services/content/certificates.server";
import { inlineRowsAction, inlineRowsLoader } from "./__admin-inline-rows.server";

const CERTIFICATES_PATH = "/admin/client-logo";

function certificateFields(item: Certificate) {
  return {
    id: item.id,
    name: item.name,
    image_id: item.image_id,
    url: item.url,
    issuer: item.issuer,
    number: item.number,
    valid_from: item.valid_from,
    valid_until: item.valid_until,
    sort_order: item.sort_order,
    is_published: item.is_published,
    unpublish_at: item.unpublish_at,
    version: item.version,
  };
}

export async function certificatePageLoader(request: Request) {
  return inlineRowsLoader(request, certificates, { row: certificateFields, fields: certificateFields });
}

export async function certificatePageAction(request: Request, context: AppLoadContext) {
  return inlineRowsAction(request, context, {
    resource: certificates,
    path: CERTIFICATES_PATH,
    noun: "Certificate",
    image: { label: "Logo image", withFile: certificateWithFileSchemas },
  });
}
