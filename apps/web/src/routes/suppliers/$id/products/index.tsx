import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { PageHeader } from '@/components/ui/page-header';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { productSearchSchema } from '@/features/products/search';
import {
  supplierProductsQueryOptions,
  supplierQueryOptions,
  useSupplier,
  useSupplierProducts,
} from '@/features/suppliers/api/get-supplier';
import { isNotFound } from '@/lib/api-client';

export const Route = createFileRoute('/suppliers/$id/products/')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(supplierQueryOptions(params.id)),
        queryClient.ensureQueryData(supplierProductsQueryOptions(params.id, deps)),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
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
          <Link to="/suppliers/$id" params={{ id }} className="underline-offset-4 hover:underline">
            ← {supplier.name}
          </Link>
        }
      />
      <ProductBrowser search={search} data={data} searchLabel={`Search ${supplier.name} products`} />
    </>
  );
}
