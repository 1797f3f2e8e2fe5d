import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FallbackImage } from '@/components/ui/image';
import { NotFound } from '@/components/ui/not-found';
import { ProductGrid } from '@/features/products/components/product-card';
import {
  supplierProductsQueryOptions,
  supplierQueryOptions,
  useSupplier,
  useSupplierProducts,
} from '@/features/suppliers/api/get-supplier';
import { isNotFound } from '@/lib/api-client';
import { formatClock, formatMoney, formatWeekdays, plural } from '@/lib/format';

const preview = { pageSize: 12 } as const;

export const Route = createFileRoute('/suppliers/$id/')({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(supplierQueryOptions(params.id)),
        queryClient.ensureQueryData(supplierProductsQueryOptions(params.id, preview)),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFound what="supplier" />,
  component: SupplierPage,
});

function SupplierPage() {
  const { id } = Route.useParams();
  const { data: supplier } = useSupplier(id);
  const { data: products } = useSupplierProducts(id, preview);
  const rules = supplier.orderingRules;

  return (
    <div>
      <header className="flex items-center gap-4">
        <FallbackImage src={supplier.logoUrl} alt="" label={supplier.name} className="h-16 w-16 shrink-0 rounded-full sm:h-20 sm:w-20" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{supplier.name}</h1>
          <p className="text-ink-soft">{[supplier.suburb, supplier.state].filter(Boolean).join(', ')}</p>
        </div>
      </header>
      <p className="mt-4 max-w-3xl text-ink">{supplier.description}</p>

      <section aria-labelledby="rules-heading" className="mt-6 rounded-xl border border-line bg-white p-4">
        <h2 id="rules-heading" className="font-semibold text-ink">
          Ordering
        </h2>
        <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-ink-soft">Minimum order</dt>
            <dd className="font-semibold tabular-nums text-ink">
              {rules.minimumOrderCents !== null ? `${formatMoney(rules.minimumOrderCents, rules.currency)} ex GST` : 'None'}
            </dd>
          </div>
          <div>
            <dt className="text-ink-soft">Delivers</dt>
            <dd className="font-semibold text-ink">{formatWeekdays(rules.deliveryWeekdays)}</dd>
          </div>
          <div>
            <dt className="text-ink-soft">Order cut-off</dt>
            <dd className="font-semibold text-ink">{rules.orderCutoffTime ? `${formatClock(rules.orderCutoffTime)} local time` : 'None'}</dd>
          </div>
          <div>
            <dt className="text-ink-soft">Lead time</dt>
            <dd className="font-semibold text-ink">{rules.leadDays !== null ? plural(rules.leadDays, 'day') : 'Next delivery day'}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="products-heading" className="mt-10">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="products-heading" className="text-xl font-bold text-ink">
            Products
          </h2>
          {products.total > 0 ? (
            <Link to="/suppliers/$id/products" params={{ id }} className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline">
              All {plural(products.total, 'product')}
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
