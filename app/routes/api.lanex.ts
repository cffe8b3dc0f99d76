import { db } from "~/db/db.server";
import { getSiteBootstrap } from "~/services/site-bootstrap.server";
import { apiRoute, jsonData, methodNotAllowed, publicApiRead } from "~/utils/api.server";

/** GET /api/lanex: the site's public bootstrap (settings, categories, menu pages). */
export const loader = publicApiRead(async () => jsonData(await getSiteBootstrap(db())));

export const action = apiRoute(() => methodNotAllowed(["GET"]));
