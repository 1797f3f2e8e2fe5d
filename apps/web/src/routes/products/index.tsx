import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { productsQueryOptions, useProducts } from '@/features/products/api/get-products';
import { ProductBrowser } from '@/features/products/components/product-browser';
import { productSearchSchema, tagsOf } from '@/features/products/search';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/products/')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(productsQueryOptions(deps)),
  pendingComponent: () => <ListPageSkeleton />,
  component: ProductsPage,
});

function ProductsPage() {
  const search = Route.useSearch();
  const { data } = useProducts(search);
  usePageHead(pageHeads.products({ q: search.q, tags: tagsOf(search) }));
  return (
    <>
      <PageHeader title="Products">Beer, cider and more from independent makers. Prices are list prices, ex GST.</PageHeader>
      <ProductBrowser search={search} data={data} withFilters />
    </>
  );
}
