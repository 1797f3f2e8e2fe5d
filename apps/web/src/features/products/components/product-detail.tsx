import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Tag } from '@/components/ui/chip';
import { FallbackImage } from '@/components/ui/image';
import { formatAbv, plural } from '@/lib/format';
import { useProduct } from '../api/get-product';
import { useProductVenues } from '../api/get-product-venues';
import { SkuTable } from './sku-table';
import { TitledSection } from '@/components/ui/titled-section';

// only a signed-in venue member orders: the public pages' visitors never download the cart's code
const AddToCart = lazy(() => import('@/features/cart').then((module) => ({ default: module.AddToCart })));
const CartStockBadge = lazy(() => import('@/features/cart').then((module) => ({ default: module.CartStockBadge })));

/** How many venues the product page lists before "See all". */
const VENUES_SHOWN = 8;

/**
 * A product as the public page shows it, and inside the dashboard's Discover (`discoverIn`: the venue whose
 * Discover it is; its tags then search there). The page sets its own head.
 */
export function ProductDetail({
  productId,
  discoverIn,
  orderAs,
}: {
  productId: string;
  discoverIn?: string;
  /** a signed-in venue member: each pack gets a qty and Add to cart */
  orderAs?: { userId: string; venueId: string } | null | undefined;
}) {
  const { data: product } = useProduct(productId);
  const { data: venues } = useProductVenues(productId);
  const facts = [product.style, formatAbv(product.abv), product.ibu !== null ? `${product.ibu} IBU` : null].filter(Boolean);

  const packs = (
    <>
      <h2 className="mt-8 text-lg font-bold text-ink">Packs and prices</h2>
      {product.skus.length > 0 ? (
        <SkuTable
          skus={product.skus}
          currency={product.currency}
          order={
            orderAs
              ? (sku) => (
                  <Suspense fallback={null}>
                    <AddToCart
                      userId={orderAs.userId}
                      venueId={orderAs.venueId}
                      skuId={sku.id}
                      label={`${product.name}, ${sku.name}`}
                      inStock={sku.inStock}
                    />
                  </Suspense>
                )
              : undefined
          }
          stock={
            orderAs
              ? (sku, badge) => (
                  <Suspense fallback={badge}>
                    <CartStockBadge userId={orderAs.userId} venueId={orderAs.venueId} skuId={sku.id}>
                      {badge}
                    </CartStockBadge>
                  </Suspense>
                )
              : undefined
          }
        />
      ) : (
        <p className="mt-2 text-sm text-ink-soft">No packs are on sale right now.</p>
      )}
      <p className="mt-2 text-xs text-ink-soft">
        {product.pricedFor
          ? 'Prices ex GST: yours where the supplier set them for your venue, else the list price.'
          : 'List prices ex GST. Venues see their own trade prices when they sign in.'}
      </p>
    </>
  );

  return (
    <article>
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-8">
        <FallbackImage
          src={product.imageUrl}
          alt={`${product.name} label art`}
          priority
          label={product.name}
          className="mx-auto aspect-square w-full max-w-sm rounded-2xl md:max-w-none"
        />
        <div className="min-w-0">
          <Link
            to="/suppliers/$id"
            params={{ id: product.supplier.slug }}
            className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
          >
            {product.supplier.name}
          </Link>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">{product.name}</h1>
          <p className="mt-2 text-ink-soft">{facts.join(' · ')}</p>
          {product.origin ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-soft">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              <span>
                <span className="sr-only">Origin: </span>
                {product.origin}
              </span>
            </p>
          ) : null}
          {product.tags.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
              {product.tags.map((tag) => (
                <li key={tag}>
                  {discoverIn ? (
                    <Link
                      to="/dash/$orgType/$orgId/discover"
                      params={{ orgType: 'venues', orgId: discoverIn }}
                      search={{ tags: tag }}
                      className="rounded-full"
                    >
                      <Tag>{tag}</Tag>
                    </Link>
                  ) : (
                    <Link to="/products" search={{ tags: tag }} className="rounded-full">
                      <Tag>{tag}</Tag>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {product.description ? <p className="mt-4 leading-relaxed text-ink">{product.description}</p> : null}

          {orderAs ? null : packs}
        </div>
      </div>

      {/* ordering: the packs get the page's width for their qty and Add */}
      {orderAs ? <div className="mt-4">{packs}</div> : null}

      <TitledSection
        title="On tap at"
        headingId="on-tap-heading"
        headingClassName="text-lg font-bold text-ink"
        className="mt-12"
        headerClassName="flex items-baseline justify-between gap-4"
        action={
          venues.items.length > 0 ? (
            <Link
              to="/products/$productId/venues"
              params={{ productId }}
              className="shrink-0 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
            >
              {venues.items.length > VENUES_SHOWN ? `See all ${plural(venues.items.length, 'venue')}` : 'Where to drink it'}
            </Link>
          ) : null
        }
      >
        {venues.items.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {venues.items.slice(0, VENUES_SHOWN).map((venue) => (
              <li key={venue.id} className="max-w-full">
                <Link
                  to="/venues/$id"
                  params={{ id: venue.slug }}
                  className="inline-flex min-h-10 max-w-full items-center rounded-full border border-line bg-white px-4 text-sm text-ink hover:bg-malt-50"
                >
                  <span className="truncate">
                    {venue.name}
                    {venue.suburb ? <span className="text-ink-soft"> · {venue.suburb}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">Not pouring anywhere on Tapline right now.</p>
        )}
      </TitledSection>
    </article>
  );
}
