import type { SupplierSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { FallbackImage } from '@/components/ui/image';
import { plural } from '@/lib/format';

export function SupplierCard({ supplier }: { supplier: SupplierSummary }) {
  return (
    <article className="relative flex gap-4 rounded-xl border border-line bg-white p-4 transition-shadow hover:shadow-md">
      <FallbackImage src={supplier.logoUrl} alt="" label={supplier.name} className="h-16 w-16 shrink-0 rounded-full" />
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">
          <Link to="/suppliers/$id" params={{ id: supplier.slug }} className="after:absolute after:inset-0">
            {supplier.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-soft">{[supplier.suburb, supplier.state].filter(Boolean).join(', ')}</p>
        <p className="mt-1 text-sm font-medium text-malt-800">{plural(supplier.productCount, 'product')}</p>
      </div>
    </article>
  );
}
