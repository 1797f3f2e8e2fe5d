import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { productSearchSchema } from '@/features/products/search';
import { supplierQueryOptions, useSupplier } from '@/features/suppliers/api/get-supplier';
import { supplierProductsQueryOptions, useSupplierProducts } from '@/features/suppliers/api/get-supplier-products';
import { loadOrNotFound } from '@/lib/load-or-not-found';

export const Route = createFileRoute('/suppliers/$id/products/')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params, deps }) =>
    loadOrNotFound([
      queryClient.ensureQueryData(supplierQueryOptions(params.id)),
      queryClient.ensureQueryData(supplierProductsQueryOptions(params.id, deps)),
    ]),
  pendingComponent: () => <ListPageSkeleton />,
  notFoundComponent: () => <NotFound what="supplier" />,
  component: SupplierProductsPage,
});

function SupplierProductsPage() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const { data: supplier } = useSupplier(id);
  const { data } = useSupplierProducts(id, search);
  return (
    <>
      <PageHeader
        title={`${supplier.name} products`}
        eyebrow={
          <Link to="/suppliers/$id" params={{ id }} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {supplier.name}
          </Link>
        }
      >
        The full catalogue. Prices are list prices, ex GST.
      </PageHeader>
      <ProductBrowser search={search} data={data} searchLabel={`Search ${supplier.name} products`} />
    </>
  );
}
