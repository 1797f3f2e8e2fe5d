import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { ListPageSkeleton } from '@/components/ui/skeleton';
import { productsQueryOptions, useProducts, ProductBrowser, productSearchSchema, tagsOf, type ProductSearch } from '@/features/products';
import { SearchMatches, suggestionsQueryOptions } from '@/features/search';
import { usePageHead } from '@/lib/page-head';

/** A search's first page lists the suppliers and venues matching its words above the products. */
function matchesShown(search: ProductSearch): search is ProductSearch & { q: string } {
  return Boolean(search.q) && (search.page ?? 1) === 1;
}

export const Route = createFileRoute('/products/')({
  validateSearch: productSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    // the matches are extra: a failed or shed answer leaves them out rather than failing the page
    const matches =
      matchesShown(deps) && deps.q.length >= 2
        ? queryClient.ensureQueryData(suggestionsQueryOptions(deps.q)).catch(() => undefined)
        : undefined;
    const [products] = await Promise.all([queryClient.ensureQueryData(productsQueryOptions(deps)), matches]);
    return products;
  },
  pendingComponent: () => <ListPageSkeleton />,
  component: ProductsPage,
});

function ProductsPage() {
  const search = Route.useSearch();
  const { data } = useProducts(search);
  usePageHead(pageHeads.products({ q: search.q, tags: tagsOf(search) }));
  if (!search.q) {
    return (
      <>
        <PageHeader title="Products">Beer, cider and more from independent makers. Prices are list prices, ex GST.</PageHeader>
        <ProductBrowser search={search} data={data} withFilters />
      </>
    );
  }
  return (
    <>
      <PageHeader title={`Results for “${search.q}”`}>
        Products, suppliers and venues on Tapline. Prices are list prices, ex GST.
      </PageHeader>
      {matchesShown(search) ? <SearchMatches q={search.q} /> : null}
      <h2 className="mb-3 text-xl font-bold text-ink">Products</h2>
      <ProductBrowser search={search} data={data} withFilters />
    </>
  );
}
