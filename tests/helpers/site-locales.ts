import { resetEnvCache } from "~/env.server";

/**
 * The file's tests run on a site in `locales` (SITE_LOCALES, e.g. "en,de"), and what was set before
 * comes back after them. Called before the file's own beforeAll, which then sees the languages.
 */
export function siteInLocales(locales: string) {
  const saved = process.env.SITE_LOCALES;
  beforeAll(() => {
    process.env.SITE_LOCALES = locales;
    resetEnvCache();
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SITE_LOCALES;
    else process.env.SITE_LOCALES = saved;
    resetEnvCache();
  });
}
