import { apiRoute, notFound } from "~/services/api/http.server";

/** Any other /api path: JSON 404, never the HTML not-found page. */
export const loader = apiRoute(() => notFound());
export const action = apiRoute(() => notFound());
