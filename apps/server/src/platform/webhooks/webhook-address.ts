import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Where a webhook may go (decision 0199): https to a public unicast address only, checked when the endpoint is saved
// and again at each attempt, with the address checked being the one connected to (the lookup pins it).

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** a host's addresses (dns.lookup with all: true in production; tests give their own) */
export type WebhookResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: WebhookResolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

export interface AddressPolicy {
  resolve: WebhookResolver;
  /** tests only (WEBHOOKS_ALLOW_LOOPBACK, refused in production): http to a loopback receiver */
  allowLoopback: boolean;
}

/** Why an address is refused, or null for a public unicast one; an IPv4-mapped IPv6 address is judged as its IPv4. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && allowLoopback) return null;
  return `${address} is a ${range} address, not a public one`;
}

export class RefusedAddressError extends Error {}

function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * The reason a URL may not receive webhooks (scheme, credentials, or an address that is not public), or null. At send
 * (`resolveNames` false) a host name is left to the pinned lookup, which checks the address it connects to.
 */
export async function refusedUrl(url: string, policy: AddressPolicy, resolveNames = true): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a URL';
  }
  if (parsed.username || parsed.password) return 'must not carry a user name or password';
  const host = bareHost(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(policy.allowLoopback && parsed.protocol === 'http:')) return 'must be an https URL';
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else if (!resolveNames) return null;
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      return `names a host (${host}) that does not resolve`;
    }
  }
  if (addresses.length === 0) return `names a host (${host}) without an address`;
  for (const { address } of addresses) {
    const refused = refusedAddress(address, policy.allowLoopback);
    if (refused) return `resolves to ${refused}`;
  }
  return null;
}

/**
 * The socket's lookup for an attempt: resolves the host once, refuses it when any address it has is not public, and
 * hands the socket the checked address, so a second answer from DNS (rebinding) never reaches the connection.
 */
export function pinnedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    policy
      .resolve(bareHost(hostname))
      .then((addresses) => {
        if (addresses.length === 0) throw new RefusedAddressError(`${hostname} has no address`);
        for (const { address } of addresses) {
          const refused = refusedAddress(address, policy.allowLoopback);
          if (refused) throw new RefusedAddressError(`refused: ${hostname} resolves to ${refused}`);
        }
        const chosen = addresses[0]!;
        if (options.all) callback(null, [chosen]);
        else callback(null, chosen.address, chosen.family);
      })
      .catch((error: Error) => callback(error as NodeJS.ErrnoException, '', 4));
  };
}
