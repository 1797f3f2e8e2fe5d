import { Link } from '@tanstack/react-router';
import type { AttentionTarget } from '@/features/dashboard';
import type { dashboardParams } from '@/features/organisations';

const linkClass = 'text-malt-700 underline-offset-4 hover:underline';

/** Where an attention item of either landing page leads (the items of each type name only its own pages). */
export function attentionLink(params: ReturnType<typeof dashboardParams>) {
  return function linkTo(target: AttentionTarget, label: string) {
    switch (target) {
      case 'orders':
        return (
          <Link to="/dash/$orgType/$orgId/orders" params={params} className={linkClass}>
            {label}
          </Link>
        );
      case 'products':
        return (
          <Link to="/dash/$orgType/$orgId/products" params={params} className={linkClass}>
            {label}
          </Link>
        );
      case 'new-product':
        return (
          <Link to="/dash/$orgType/$orgId/products/create" params={params} className={linkClass}>
            {label}
          </Link>
        );
      case 'on-tap':
        return (
          <Link to="/dash/$orgType/$orgId/on-tap" params={params} className={linkClass}>
            {label}
          </Link>
        );
      case 'cart':
        return (
          <Link to="/dash/cart" className={linkClass}>
            {label}
          </Link>
        );
      case 'discover':
        return (
          <Link to="/dash/$orgType/$orgId/discover" params={params} className={linkClass}>
            {label}
          </Link>
        );
      case 'team':
        return (
          <Link to="/dash/team" className={linkClass}>
            {label}
          </Link>
        );
      default:
        return (
          <Link to="/dash/$orgType/$orgId/edit" params={params} className={linkClass}>
            {label}
          </Link>
        );
    }
  };
}
