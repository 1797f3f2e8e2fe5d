import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowRight, Mail, Phone } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { FallbackImage } from '@/components/ui/image';
import { NotFound } from '@/components/ui/not-found';
import { DetailPageSkeleton } from '@/components/ui/skeleton';
import { ProductGrid } from '@/features/products/components/product-card';
import type { ProductSearch } from '@/features/products/search';
import { supplierQueryOptions, useSupplier } from '@/features/suppliers/api/get-supplier';
import { supplierProductsQueryOptions, useSupplierProducts } from '@/features/suppliers/api/get-supplier-products';
import { plural } from '@/lib/format';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { OrderingRulesPanel } from './-components/ordering-rules';

/** The supplier page shows the first 12 products and links to the rest. */
const preview: ProductSearch = { pageSize: 12 };

export const Route = createFileRoute('/suppliers/$id/')({
  loader: ({ context: { queryClient }, params }) =>
    loadOrNotFound([
      queryClient.ensureQueryData(supplierQueryOptions(params.id)),
      queryClient.ensureQueryData(supplierProductsQueryOptions(params.id, preview)),
    ]),
  pendingComponent: () => <DetailPageSkeleton media="logo" />,
  notFoundComponent: () => <NotFound what="supplier" />,
  component: SupplierPage,
});

function SupplierPage() {
  const { id } = Route.useParams();
  const { data: supplier } = useSupplier(id);
  const { data: products } = useSupplierProducts(id, preview);
  const location = [supplier.suburb, supplier.state].filter(Boolean).join(', ');

  return (
    <div>
      <header className="flex items-center gap-4">
        <FallbackImage
          src={supplier.logoUrl}
          alt={`${supplier.name} logo`}
          label={supplier.name}
          className="h-16 w-16 shrink-0 rounded-full sm:h-20 sm:w-20"
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{supplier.name}</h1>
          {location ? <p className="text-ink-soft">{location}</p> : null}
        </div>
      </header>
      {supplier.description ? <p className="mt-4 max-w-3xl text-ink">{supplier.description}</p> : null}
      {supplier.contactPhone || supplier.contactEmail ? (
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
          {supplier.contactPhone ? (
            <li className="flex items-center gap-1.5">
              <Phone aria-hidden="true" className="h-4 w-4" />
              <a href={`tel:${supplier.contactPhone.replace(/\s+/g, '')}`} className="underline-offset-4 hover:underline">
                <span className="sr-only">Phone </span>
                {supplier.contactPhone}
              </a>
            </li>
          ) : null}
          {supplier.contactEmail ? (
            <li className="flex min-w-0 items-center gap-1.5">
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              <a href={`mailto:${supplier.contactEmail}`} className="break-all underline-offset-4 hover:underline">
                <span className="sr-only">Email </span>
                {supplier.contactEmail}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="mt-6">
        <OrderingRulesPanel rules={supplier.orderingRules} timeZone={supplier.timeZone} />
      </div>

      <section aria-labelledby="products-heading" className="mt-10">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="products-heading" className="text-xl font-bold text-ink">
            Products
          </h2>
          {products.total > 0 ? (
            <Link
              to="/suppliers/$id/products"
              params={{ id }}
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
            >
              All {plural(products.total, 'product')} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : null}
        </div>
        {products.items.length > 0 ? (
          <ProductGrid products={products.items} />
        ) : (
          <EmptyState title="No products listed yet">{supplier.name} is still setting up its catalogue.</EmptyState>
        )}
      </section>
    </div>
  );
}
