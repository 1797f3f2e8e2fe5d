import { Link } from '@tanstack/react-router';
import type { AttentionTarget } from '@/features/dashboard';
import type { dashboardParams } from '@/features/organisations';

const linkClass = 'text-malt-700 underline-offset-4 hover:underline';

/** The page each target opens: the organisation's own pages, and the person's cart and team. */
const TARGET_PATHS = {
  orders: '/dash/$orgType/$orgId/orders',
  'held-orders': '/dash/$orgType/$orgId/orders',
  'unread-messages': '/dash/$orgType/$orgId/orders',
  products: '/dash/$orgType/$orgId/products',
  'new-product': '/dash/$orgType/$orgId/products/create',
  'on-tap': '/dash/$orgType/$orgId/on-tap',
  discover: '/dash/$orgType/$orgId/discover',
  invoices: '/dash/$orgType/$orgId/invoices',
  bills: '/dash/$orgType/$orgId/bills',
  'trade-applications': '/dash/$orgType/$orgId/trade-accounts',
  kegs: '/dash/$orgType/$orgId/kegs',
  edit: '/dash/$orgType/$orgId/edit',
  cart: '/dash/cart',
  team: '/dash/team',
} as const satisfies Record<AttentionTarget, string>;

/** The list a target opens on, where it is not the page's first: Orders In's held tab, the unread filter, the applications tab. */
const TARGET_SEARCH: Partial<Record<AttentionTarget, Record<string, string | true>>> = {
  'held-orders': { status: 'held' },
  'unread-messages': { unread: true },
  'trade-applications': { tab: 'applications' },
};

/**
 * Where an attention item or a number of either landing page leads (the items of each type name only its own pages);
 * `className` is the link's look where it is not an attention item's (a StatCard's).
 */
export function attentionLink(params: ReturnType<typeof dashboardParams>) {
  return function linkTo(target: AttentionTarget, label: string, className = linkClass) {
    return (
      <Link to={TARGET_PATHS[target]} params={params} search={TARGET_SEARCH[target]} className={className}>
        {label}
      </Link>
    );
  };
}
