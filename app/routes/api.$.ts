import { apiRoute, notFound } from "~/utils/api.server";

/** Any other /api path: JSON 404, never the HTML not-found page. */
export const loader = apiRoute(() => notFound());
export const action = apiRoute(() => notFound());
