import type { Migration } from "kysely";
import * as contentModel from "./2026-11-21-0001-content-model";
import * as catalogListOrder from "./2026-11-21-0002-catalog-list-order";
import * as searchAndRedirects from "./2026-11-25-0006-search-and-redirects";

/**
 * Every migration, by name, in the order they run. Listed statically (not read
 * from the folder at run time) so the server bundle carries them.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-21-0001-content-model": contentModel,
  "2026-11-21-0002-catalog-list-order": catalogListOrder,
  "2026-11-25-0006-search-and-redirects": searchAndRedirects,
};
