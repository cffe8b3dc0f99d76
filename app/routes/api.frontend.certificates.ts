import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { requireApiCustomer } from "~/services/auth/api-auth.server";
import { listPublicCertificatesJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, publicApiRead } from "~/services/api/http.server";

/** Guarded like /certificates. */
export const loader = publicApiRead(READ_TAGS.certificates, async ({ request }) => {
  await requireApiCustomer(request, { guarded: true });
  return json(await listPublicCertificatesJson(db()));
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
