import type { SupplierSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { FallbackImage } from '@/components/ui/image';
import { plural } from '@/lib/format';

/** Logo, name, location and catalogue size; the whole card links to the supplier. */
export function SupplierCard({ supplier, headingLevel = 3 }: { supplier: SupplierSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card interactive className="flex h-full gap-4 p-4">
      <FallbackImage src={supplier.logoUrl} alt="" label={supplier.name} className="h-16 w-16 shrink-0 rounded-full" />
      <div className="min-w-0">
        <Heading className="font-semibold text-ink">
          <Link to="/suppliers/$id" params={{ id: supplier.slug }} className="after:absolute after:inset-0 after:rounded-xl">
            {supplier.name}
          </Link>
        </Heading>
        <p className="text-sm text-ink-soft">{[supplier.suburb, supplier.state].filter(Boolean).join(', ')}</p>
        <p className="mt-1 text-sm font-medium text-malt-800">{plural(supplier.productCount, 'product')}</p>
      </div>
    </Card>
  );
}
