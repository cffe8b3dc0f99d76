import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { contentTypeOf } from "~/content-types";
import { slugFromTitle } from "~/routes/__admin-publish-step.server";
import { ADMIN_CACHE_HEADERS, notFound } from "~/routes/__admin-screen.server";
import { requireStaff, requireStaffMember } from "~/services/auth/auth.server";
import { parseRecordId } from "~/utils/record-id";
import { RESERVED_SLUGS } from "~/utils/slug";

/**
 * /admin/slug-from-title?resource=news&title=…[&id=7]: the slug an empty slug field will get when the item
 * is saved, as the save makes it (the site language's letters, "-2" when the title's is taken). The browser
 * cannot know which slugs are taken, so the slug field's URL line and the publish question ask here.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const type = contentTypeOf(params.get("resource") ?? "");
  if (!type || !("public" in type)) {
    // Who may not be here at all is sent to sign in before learning what exists.
    await requireStaffMember(request);
    throw notFound();
  }
  await requireStaff(request, type.resource);
  const idText = params.get("id");
  const excludeId = idText ? parseRecordId(idText) : undefined;
  if (idText && excludeId === undefined) throw notFound();
  // A title longer than any slug reads the same as its first few hundred letters.
  const title = (params.get("title") ?? "").slice(0, 500);
  const slug = await slugFromTitle(title, { table: type.table, excludeId, avoid: type.table === "page" ? RESERVED_SLUGS : undefined });
  return json({ slug }, { headers: ADMIN_CACHE_HEADERS });
}
