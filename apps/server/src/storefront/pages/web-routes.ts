// The web app's pages as the server knows them (decision 0060): each full path of the web's route tree
// (apps/web/src/routeTree.gen.ts, written by the router plugin) and what its head shows. `web-routes.test.ts`
// fails when this list and the route tree differ. Every path under /dash is the private shell: the client decides.

export type PageKind =
  | 'home'
  | 'products'
  | 'product'
  | 'productVenues'
  | 'venues'
  | 'venue'
  | 'venueProducts'
  | 'venueBoard'
  | 'venueTableCard'
  | 'venueEmbed'
  | 'suppliers'
  | 'supplier'
  | 'supplierProducts'
  | 'privacyPolicy'
  | 'termsOfService'
  | 'forVenues'
  | 'forSuppliers'
  | 'joinVerify'
  | 'signIn'
  | 'resetPassword'
  | 'secondStep'
  | 'invite'
  | 'xeroCallback';

/** The public and auth pages, by the route tree's full path (`$name` is a parameter). */
export const WEB_PAGES: Readonly<Record<string, PageKind>> = {
  '/': 'home',
  '/products/': 'products',
  '/products/$productId/': 'product',
  '/products/$productId/venues': 'productVenues',
  '/venues/': 'venues',
  '/venues/$id/': 'venue',
  '/venues/$id/products': 'venueProducts',
  '/venues/$id/menu/board': 'venueBoard',
  '/venues/$id/menu/print': 'venueTableCard',
  '/venues/$id/menu/embed': 'venueEmbed',
  '/suppliers/': 'suppliers',
  '/suppliers/$id/': 'supplier',
  '/suppliers/$id/products/': 'supplierProducts',
  '/privacy-policy': 'privacyPolicy',
  '/terms-of-service': 'termsOfService',
  '/for-venues': 'forVenues',
  '/for-suppliers': 'forSuppliers',
  '/join/verify': 'joinVerify',
  '/auth/login': 'signIn',
  '/auth/reset-password': 'resetPassword',
  '/auth/mfa': 'secondStep',
  '/auth/invite': 'invite',
  '/auth/xero/callback': 'xeroCallback',
};

/** The private area: /dash and everything under it. */
export const PRIVATE_PREFIX = '/dash';

export type WebRouteMatch = { kind: PageKind; fullPath: string; params: Record<string, string> } | { kind: 'dashboard' } | undefined;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

const patterns = Object.entries(WEB_PAGES).map(([fullPath, kind]) => ({ fullPath, kind, segments: segments(fullPath) }));

/**
 * The page a pathname shows, as the web's router matches it (case-insensitive, a trailing slash or not), or
 * undefined when it shows the Not Found page. A segment that isn't valid percent-encoding matches nothing.
 */
export function matchWebRoute(pathname: string): WebRouteMatch {
  let parts: string[];
  try {
    parts = segments(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  if (parts[0]?.toLowerCase() === PRIVATE_PREFIX.slice(1)) return { kind: 'dashboard' };
  for (const pattern of patterns) {
    if (pattern.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.segments.every((segment, index) => {
      const part = parts[index] ?? '';
      if (segment.startsWith('$')) {
        params[segment.slice(1)] = part;
        return true;
      }
      return segment.toLowerCase() === part.toLowerCase();
    });
    if (matches) return { kind: pattern.kind, fullPath: pattern.fullPath, params };
  }
  return undefined;
}

/** A full path with its parameters filled in (each encoded): the canonical path of a page. */
export function pathOf(fullPath: string, params: Record<string, string>): string {
  return fullPath.replace(/\$([A-Za-z]+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''));
}
