import { Link } from '@tanstack/react-router';
import type { AttentionTarget } from '@/features/dashboard';
import type { dashboardParams } from '@/features/organisations';

const linkClass = 'text-malt-700 underline-offset-4 hover:underline';

/** The page each target opens: the organisation's own pages, and the person's cart and team. */
const TARGET_PATHS = {
  orders: '/dash/$orgType/$orgId/orders',
  products: '/dash/$orgType/$orgId/products',
  'new-product': '/dash/$orgType/$orgId/products/create',
  'on-tap': '/dash/$orgType/$orgId/on-tap',
  discover: '/dash/$orgType/$orgId/discover',
  invoices: '/dash/$orgType/$orgId/invoices',
  bills: '/dash/$orgType/$orgId/bills',
  edit: '/dash/$orgType/$orgId/edit',
  cart: '/dash/cart',
  team: '/dash/team',
} as const satisfies Record<AttentionTarget, string>;

/**
 * Where an attention item or a number of either landing page leads (the items of each type name only its own pages);
 * `className` is the link's look where it is not an attention item's (a StatCard's).
 */
export function attentionLink(params: ReturnType<typeof dashboardParams>) {
  return function linkTo(target: AttentionTarget, label: string, className = linkClass) {
    return (
      <Link to={TARGET_PATHS[target]} params={params} className={className}>
        {label}
      </Link>
    );
  };
}
