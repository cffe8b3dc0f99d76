import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { getSiteBootstrap } from "~/routes/__site-bootstrap.server";
import { apiRoute, jsonData, methodNotAllowed, publicApiRead } from "~/services/api/http.server";

export const loader = publicApiRead(READ_TAGS.siteBootstrap, async () => jsonData(await getSiteBootstrap(db())));

export const action = apiRoute(() => methodNotAllowed(["GET"]));
