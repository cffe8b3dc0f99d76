/**
 * The address a reader will see, as the publish question names it: the site's host and the page's
 * path ("northwind.example/news-details/our-new-plant"), without the scheme, which tells an editor
 * nothing. A host no reader can reach (localhost, an address by number, a name of a private
 * network) would only confuse, so then it is the path alone: "/news-details/our-new-plant".
 */
export function readerAddress(siteUrl: string, path: string): string {
  let host: string;
  try {
    host = new URL(siteUrl).host;
  } catch {
    return path;
  }
  return isPublicHost(host) ? `${host}${path}` : path;
}

const PRIVATE_SUFFIXES = [".localhost", ".local", ".internal", ".test", ".example", ".invalid", ".lan", ".home.arpa"];

function isPublicHost(host: string): boolean {
  const name = host.replace(/:\d+$/, "").toLowerCase();
  if (name === "" || name === "localhost" || !name.includes(".")) return false;
  // An IPv6 literal ([::1]) or an IPv4 address: a machine, not a site's name.
  if (name.startsWith("[") || /^\d+(\.\d+){3}$/.test(name)) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => name.endsWith(suffix));
}
