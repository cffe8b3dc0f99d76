/**
 * The public pages that need a signed-in customer while the site setting
 * require_login_for_details is on: solution, product and news details, and the
 * certificates page.
 */
const GUARDED_PATH = /^\/(solution-details|product-details|news-details)\/[^/?#]+|^\/certificates(?=$|[?#])/;

export function isGuardedPath(path: string): boolean {
  return GUARDED_PATH.test(path);
}
