/**
 * Where mailed links may send a browser. A `redirect_to` is honoured only on our own origin (PUBLIC_URL),
 * or on any loopback port when we run on loopback ourselves (a dev server); anything else falls back to the
 * default, so a link can't be turned into an open redirect (reference §9.7).
 */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function allowedRedirect(candidate: string | null | undefined, publicUrl: string): string | null {
  if (!candidate) return null;
  let target: URL;
  let own: URL;
  try {
    target = new URL(candidate);
    own = new URL(publicUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username || target.password) return null;
  if (target.origin === own.origin) return target.toString();
  if (LOOPBACK.has(own.hostname) && LOOPBACK.has(target.hostname)) return target.toString();
  return null;
}

/** `url#key=value&…` with the keys sorted, as Supabase Auth builds its redirects */
export function withFragment(url: string, values: Record<string, string | number>): string {
  const base = url.split('#')[0];
  const fragment = new URLSearchParams(
    Object.entries(values)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${base}#${fragment.toString()}`;
}
