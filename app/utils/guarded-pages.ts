// Public pages that need a signed-in customer while the setting require_login_for_details is on,
// in the default locale or under a locale's prefix (/de/news-details/…, /de/certificates).
const GUARDED_PATH = /^(?:\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*)?\/(?:(?:solution-details|product-details|news-details)\/[^/?#]+|certificates(?=$|[?#]))/;

export function isGuardedPath(path: string): boolean {
  return GUARDED_PATH.test(path);
}
