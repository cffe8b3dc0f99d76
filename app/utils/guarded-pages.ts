// Public pages that need a signed-in customer while the setting require_login_for_details is on.
const GUARDED_PATH = /^\/(solution-details|product-details|news-details)\/[^/?#]+|^\/certificates(?=$|[?#])/;

export function isGuardedPath(path: string): boolean {
  return GUARDED_PATH.test(path);
}
