import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { env } from "~/env.server";

/**
 * Where a webhook may go (docs/webhooks.md#addresses). A receiver's URL is checked when it is
 * saved and again at every send, on every address its name resolves to; the connection is
 * then made to the address that passed, so a name that answers differently the second time
 * (DNS rebinding) still cannot reach the inside of the network.
 */

const ADDRESS_MESSAGES = {
  url: "URL must be a web address such as https://hooks.example.com/cms",
  https: "URL must start with https:// (plain http only reaches a host listed in WEBHOOK_ALLOW_HOSTS)",
  credentials: "URL must not carry a user name or password",
  unresolved: (host: string) => `URL's host ${host} could not be found`,
  refused: (host: string, address: string, range: string) =>
    `URL's host ${host} is at ${address}, a ${rangeLabel(range)} address; webhooks only go to public addresses unless the host is listed in WEBHOOK_ALLOW_HOSTS`,
} as const;

function rangeLabel(range: string): string {
  const labels: Record<string, string> = {
    private: "private",
    loopback: "loopback",
    linkLocal: "link-local",
    uniqueLocal: "unique-local",
    unspecified: "unspecified",
    carrierGradeNat: "carrier-grade NAT",
    broadcast: "broadcast",
    multicast: "multicast",
    reserved: "reserved",
  };
  return labels[range] ?? `non-public (${range})`;
}

export class RefusedAddress extends Error {}

/** The host as WEBHOOK_ALLOW_HOSTS lists it: lower case, an IPv6 literal without its brackets. */
function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
}

function isAllowListed(host: string): boolean {
  return env().WEBHOOK_ALLOW_HOSTS.includes(host.toLowerCase());
}

/** The range ipaddr.js gives, with an IPv4-mapped IPv6 address judged as the IPv4 one it carries. */
function rangeOf(address: string): string {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range();
}

/** Null when the address may be reached from `host`, else the field message. */
function refusalOf(host: string, address: string): string | null {
  if (isAllowListed(host)) return null;
  const range = rangeOf(address);
  return range === "unicast" ? null : ADDRESS_MESSAGES.refused(host, address, range);
}

/** The rules that need no DNS: a web URL, https unless the host is listed, no credentials. */
export function urlShapeError(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return ADDRESS_MESSAGES.url;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return ADDRESS_MESSAGES.url;
  if (url.username || url.password) return ADDRESS_MESSAGES.credentials;
  if (url.protocol === "http:" && !isAllowListed(bareHost(url))) return ADDRESS_MESSAGES.https;
  return null;
}

async function resolveAll(host: string): Promise<Array<{ address: string; family: number }>> {
  if (ipaddr.isValid(host)) return [{ address: host, family: host.includes(":") ? 6 : 4 }];
  try {
    return await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new RefusedAddress(ADDRESS_MESSAGES.unresolved(host));
  }
}

/** Every address the host resolves to must pass: one private answer among public ones is refused. */
async function checkedAddresses(host: string): Promise<Array<{ address: string; family: number }>> {
  const addresses = await resolveAll(host);
  if (addresses.length === 0) throw new RefusedAddress(ADDRESS_MESSAGES.unresolved(host));
  for (const { address } of addresses) {
    const refusal = refusalOf(host, address);
    if (refusal) throw new RefusedAddress(refusal);
  }
  return addresses;
}

/** The field message for a URL an admin typed, or null when webhooks may go there. */
export async function webhookUrlError(value: string): Promise<string | null> {
  const shape = urlShapeError(value);
  if (shape) return shape;
  try {
    await checkedAddresses(bareHost(new URL(value)));
    return null;
  } catch (error) {
    if (error instanceof RefusedAddress) return error.message;
    throw error;
  }
}

/**
 * For http(s).request's `lookup`: resolves, checks every answer, and hands the socket only the
 * checked addresses. Node calls it with `all: true` when it tries several addresses in turn.
 */
export const checkedLookup: LookupFunction = (hostname, options, callback) => {
  checkedAddresses(hostname.replace(/^\[(.*)\]$/, "$1")).then(
    (addresses) => {
      const wanted = options.family === 4 || options.family === 6 ? addresses.filter((entry) => entry.family === options.family) : addresses;
      if (wanted.length === 0) {
        callback(new RefusedAddress(ADDRESS_MESSAGES.unresolved(hostname)) as NodeJS.ErrnoException, "", 4);
        return;
      }
      if (options.all) (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, wanted);
      else callback(null, wanted[0].address, wanted[0].family);
    },
    (error: Error) => callback(error as NodeJS.ErrnoException, "", 4),
  );
};

/** Node connects to an IP literal without a lookup, so the literal is checked before the request. */
export function literalRefusal(url: URL): string | null {
  const host = bareHost(url);
  return ipaddr.isValid(host) ? refusalOf(host, host) : null;
}
