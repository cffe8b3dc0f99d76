import { db } from "~/db/db.server";
import { getSiteBootstrap } from "~/routes/__site-bootstrap.server";
import { apiRoute, jsonData, methodNotAllowed } from "~/services/api/http.server";

export const loader = apiRoute(async () => jsonData(await getSiteBootstrap(db())));

export const action = apiRoute(() => methodNotAllowed(["GET"]));
