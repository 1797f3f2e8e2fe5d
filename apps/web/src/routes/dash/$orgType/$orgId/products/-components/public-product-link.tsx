import type { CatalogueProduct } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';

/** "See its public page": only a product on sale has one. */
export function PublicProductLink({ product, className = '' }: { product: Pick<CatalogueProduct, 'status' | 'slug'>; className?: string }) {
  if (product.status !== 'active') return null;
  return (
    <Link
      to="/products/$productId"
      params={{ productId: product.slug }}
      className={`inline-flex items-center gap-1 text-sm font-semibold text-malt-700 underline underline-offset-4 ${className}`.trim()}
    >
      See its public page
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}
