import * as layout from "~/routes/admin";
import { remixHandler, type TestRoute } from "./remix-build";

/**
 * Renders admin screens through Remix's own request handling, inside the admin
 * layout, so a test sees the document a browser receives (with JavaScript off):
 * the fields, their errors and aria attributes, the kept input.
 */
export async function adminScreens(screens: Array<{ file: string; path: string; module: object }>) {
  return remixHandler([
    { id: "routes/admin", path: "admin", module: layout },
    ...screens.map((screen) => ({
      id: `routes/${screen.file}`,
      path: screen.path,
      parentId: "routes/admin",
      // A route whose meta reads its loader's data is typed narrower than a build's module.
      module: screen.module as TestRoute["module"],
    })),
  ]);
}

/** The opening tag of the element with this id. */
export function tagWithId(html: string, id: string): string {
  const match = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html);
  if (!match) throw new Error(`no element with id="${id}"`);
  return match[0];
}

/** The text of the element with this id (no nested markup expected). */
export function textOfId(html: string, id: string): string {
  const match = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html);
  if (!match) throw new Error(`no element with id="${id}"`);
  return match[1];
}
