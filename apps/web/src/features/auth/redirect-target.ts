import { type UrlSearchInput, urlString } from '@/lib/url-search';

/** Only a path on this site: `//evil.example` or `https://…` would send a person who just signed in elsewhere. */
export function safeRedirect(target: string | undefined, fallback = '/dash'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/** `?redirect=/dash/team` on the sign-in pages: where to go afterwards. */
export function RedirectSearch(search: UrlSearchInput): { redirect?: string | undefined } {
  return { redirect: urlString(search.redirect, 2000) };
}
