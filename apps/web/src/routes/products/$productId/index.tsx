import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { Tag } from '@/components/ui/chip';
import { FallbackImage } from '@/components/ui/image';
import { NotFound } from '@/components/ui/not-found';
import { productQueryOptions, useProduct } from '@/features/products/api/get-product';
import { productVenuesQueryOptions, useProductVenues } from '@/features/products/api/get-product-venues';
import { isNotFound } from '@/lib/api-client';
import { formatAbv, formatMoney, plural } from '@/lib/format';

export const Route = createFileRoute('/products/$productId/')({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(productQueryOptions(params.productId)),
        queryClient.ensureQueryData(productVenuesQueryOptions(params.productId)),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFound what="product" />,
  component: ProductPage,
});

function ProductPage() {
  const { productId } = Route.useParams();
  const { data: product } = useProduct(productId);
  const { data: venues } = useProductVenues(productId);

  return (
    <article>
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <FallbackImage src={product.imageUrl} alt={`${product.name} label art`} label={product.name} className="aspect-square w-full rounded-2xl" />
        <div>
          <Link
            to="/suppliers/$id"
            params={{ id: product.supplier.slug }}
            className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
          >
            {product.supplier.name}
          </Link>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">{product.name}</h1>
          <p className="mt-2 text-ink-soft">
            {[product.style, formatAbv(product.abv), product.ibu !== null ? `${product.ibu} IBU` : null, product.origin]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {product.tags.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Link to="/products" search={{ tags: tag }}>
                    <Tag>{tag}</Tag>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-4 leading-relaxed text-ink">{product.description}</p>

          <h2 className="mt-8 text-lg font-bold text-ink">Packs and prices</h2>
          {product.skus.length > 0 ? (
            <table className="mt-3 w-full text-left text-sm">
              <thead className="border-b border-line text-ink-soft">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">Pack</th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">Code</th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">Units</th>
                  <th scope="col" className="py-2 text-right font-medium">Price ex GST</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {product.skus.map((sku) => (
                  <tr key={sku.id}>
                    <td className="py-2.5 pr-3">
                      {sku.name}
                      {!sku.inStock ? <span className="ml-2 text-xs font-semibold text-red-700">Sold out</span> : null}
                    </td>
                    <td className="hidden py-2.5 pr-3 text-ink-soft sm:table-cell">{sku.code}</td>
                    <td className="py-2.5 pr-3 text-right tabular-nums">{sku.unitsPerPack}</td>
                    <td className="py-2.5 text-right font-semibold tabular-nums">{formatMoney(sku.unitPriceCents, product.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-2 text-sm text-ink-soft">No packs are on sale right now.</p>
          )}
          <p className="mt-2 text-xs text-ink-soft">Venues see their own trade prices when they sign in.</p>
        </div>
      </div>

      <section className="mt-12" aria-labelledby="on-tap-heading">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="on-tap-heading" className="text-lg font-bold text-ink">
            On tap at
          </h2>
          {venues.items.length > 0 ? (
            <Link to="/products/$productId/venues" params={{ productId }} className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline">
              See all {plural(venues.items.length, 'venue')}
            </Link>
          ) : null}
        </div>
        {venues.items.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {venues.items.slice(0, 8).map((venue) => (
              <li key={venue.id}>
                <Link to="/venues/$id" params={{ id: venue.slug }} className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm hover:bg-malt-50">
                  {venue.name}
                  {venue.suburb ? <span className="ml-1 text-ink-soft">· {venue.suburb}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">Not pouring anywhere on Tapline right now.</p>
        )}
      </section>
    </article>
  );
}
