import { Link } from '@tanstack/react-router';
import type { AttentionTarget } from '@/features/dashboard';
import type { dashboardParams } from '@/features/organisations';

const linkClass = 'text-malt-700 underline-offset-4 hover:underline';

/** The organisation's pages an attention item can lead to; the cart and the team are the person's own. */
const ORGANISATION_PAGES = {
  orders: '/dash/$orgType/$orgId/orders',
  products: '/dash/$orgType/$orgId/products',
  'new-product': '/dash/$orgType/$orgId/products/create',
  'on-tap': '/dash/$orgType/$orgId/on-tap',
  discover: '/dash/$orgType/$orgId/discover',
  edit: '/dash/$orgType/$orgId/edit',
} as const satisfies Record<Exclude<AttentionTarget, 'cart' | 'team'>, string>;

/** Where an attention item of either landing page leads (the items of each type name only its own pages). */
export function attentionLink(params: ReturnType<typeof dashboardParams>) {
  return function linkTo(target: AttentionTarget, label: string) {
    if (target === 'cart' || target === 'team') {
      return (
        <Link to={target === 'cart' ? '/dash/cart' : '/dash/team'} className={linkClass}>
          {label}
        </Link>
      );
    }
    return (
      <Link to={ORGANISATION_PAGES[target]} params={params} className={linkClass}>
        {label}
      </Link>
    );
  };
}
