/**
 * Where mailed links may send a browser. A `redirect_to` is honoured only on one of our own origins, scheme, host and
 * port alike: PUBLIC_URL, or without it the origins the server was started for (`ownOrigins`). Anything else falls back
 * to the default, so a link can't be turned into an open redirect (docs/protocols/supabase-auth.md, Redirects); another
 * port of our own host is another program, so it is refused too. `npm run dev` sets PUBLIC_URL to the Vite app.
 */
export function allowedRedirect(
  candidate: string | null | undefined,
  own: { publicUrl: string; ownOrigins: readonly string[] },
): string | null {
  if (!candidate) return null;
  let target: URL;
  try {
    target = new URL(candidate);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (target.username || target.password) return null;
  const origins = new Set([...own.ownOrigins, own.publicUrl].flatMap((url) => originOf(url)));
  return origins.has(target.origin) ? target.toString() : null;
}

function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
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
