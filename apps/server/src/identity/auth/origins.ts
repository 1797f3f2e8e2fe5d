import { networkInterfaces } from 'node:os';

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '']);

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The origin mailed links and the token issuer use when PUBLIC_URL is not set: the address the server was
 * started for, `http://HOST:PORT`, or `http://localhost:PORT` when it listens on every address.
 */
export function defaultPublicUrl(host: string, port: number): string {
  return `http://${ANY_ADDRESS.has(host) ? 'localhost' : hostInUrl(host)}:${port}`;
}

/**
 * The origins a browser may reach this server at without PUBLIC_URL: the loopback names and, for HOST, the
 * address it names, or every address of this machine when it listens on all of them. /config.json names the
 * page's own origin only when it is one of these (any other Host header gets the fixed origin).
 */
export function startedOrigins(host: string, port: number): string[] {
  const hosts = new Set(['localhost', '127.0.0.1', '::1']);
  if (ANY_ADDRESS.has(host)) {
    for (const addresses of Object.values(networkInterfaces())) {
      for (const address of addresses ?? []) {
        // link-local IPv6 addresses need a zone id, which no URL carries
        if (!(address.family === 'IPv6' && address.address.toLowerCase().startsWith('fe80'))) hosts.add(address.address);
      }
    }
  } else {
    hosts.add(host);
  }
  return [...hosts].map((name) => `http://${hostInUrl(name)}:${port}`);
}
