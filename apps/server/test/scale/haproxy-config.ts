/**
 * The scale-out test's HAProxy configuration (decision 0156): round robin over the instances, each probed at
 * /api/health/ready, a request that could not reach an instance sent to another, and WebSocket-friendly timeouts.
 */
export interface ProxySettings {
  /** the port clients use */
  port: number;
  /** the port of the statistics page (its CSV tells which instances are up) */
  statsPort: number;
  servers: { name: string; port: number }[];
}

/** how often an instance is probed; SHUTDOWN_DRAIN_SECONDS must cover FALL probes of it with a margin */
export const PROBE_INTERVAL_MS = 500;
/** failed probes that take an instance out: three, so a probe or two slowed by a busy machine do not */
export const PROBE_FALL = 3;
/** passed probes that put it back */
const PROBE_RISE = 2;

/** the unprobed second entry of each instance, used only when every probed entry is down */
const LAST_RESORT_SUFFIX = '-last-resort';

/** the instance an x-served-by header names, and whether it was reached as a last resort */
export function servedByOf(header: string | null | undefined): { instance: string | undefined; lastResort: boolean } {
  if (!header) return { instance: undefined, lastResort: false };
  const lastResort = header.endsWith(LAST_RESORT_SUFFIX);
  return { instance: lastResort ? header.slice(0, -LAST_RESORT_SUFFIX.length) : header, lastResort };
}

export function haproxyConfig({ port, statsPort, servers }: ProxySettings): string {
  return `global
  maxconn 4096
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 15s
  timeout queue 15s
  # a WebSocket stays open between heartbeats
  timeout tunnel 1h
  timeout client-fin 5s
  # a probe may take this long on a busy machine before it counts as failed
  timeout check 5s

frontend tapline
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter ${PROBE_INTERVAL_MS}ms fastinter ${PROBE_INTERVAL_MS / 2}ms downinter ${PROBE_INTERVAL_MS}ms fall ${PROBE_FALL} rise ${PROBE_RISE}
  # a request that never reached an instance (refused, reset on connect) goes to another one, every time
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  # a request that may have reached an instance is sent again only when doing it twice changes nothing: a read, a
  # PUT or DELETE, or a write with an Idempotency-Key (checkout); other writes get the error rather than run twice
  acl idempotent_method method GET HEAD PUT DELETE OPTIONS
  acl has_idempotency_key req.hdr(idempotency-key) -m found
  http-request disable-l7-retry if !idempotent_method !has_idempotency_key
  # which instance answered (the test checks that files and sessions cross between them)
  http-response set-header x-served-by %s
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
  # fail open: when every instance failed its probes (all of them slowed down at once), send to all of them
  # rather than answer 503 from here; an instance that is really gone refuses the connection and the request moves on
  option allbackups
${servers.map((server) => `  server ${server.name}${LAST_RESORT_SUFFIX} 127.0.0.1:${server.port} backup`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}
