import type { ProductSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { FallbackImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { formatAbv } from '@/lib/format';

type HeadingLevel = 2 | 3;

/** a signed-in venue member in Discover: each pack chip adds one to the cart */
export type OrderAs = { userId: string; venueId: string } | null | undefined;

// Discover's chips only: the public pages never download the cart's code
const QuickAdd = lazy(() => import('@/features/cart').then((module) => ({ default: module.QuickAdd })));

/** Image, name, supplier, style, ABV and its packs with prices (ex GST); the whole card links to the product. */
/** `priority`: the card leads a list page (its image is likely the LCP element): loaded at once, at high priority */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
  discoverIn,
  orderAs,
  tradeAccount = false,
}: {
  product: ProductSummary;
  headingLevel?: HeadingLevel;
  priority?: boolean;
  /** the venue whose Discover lists the card: it opens the product there, inside the dashboard */
  discoverIn?: string | undefined;
  orderAs?: OrderAs;
  /** the venue has a trade account with the product's supplier (Discover marks it) */
  tradeAccount?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card interactive className="flex h-full flex-col overflow-hidden">
      <FallbackImage src={product.imageUrl} alt="" label={product.name} className="aspect-square w-full" priority={priority} />
      {product.orderedBefore ? (
        // on the picture's corner, so the card keeps the height of its neighbours
        <Badge tone="success" className="absolute left-2 top-2 shadow-sm">
          Ordered before
        </Badge>
      ) : null}
      <div className="flex flex-1 flex-col gap-0.5 p-2.5 sm:p-3">
        <Heading className="text-[15px] font-semibold leading-snug text-ink sm:text-base">
          {discoverIn ? (
            <Link
              to="/dash/$orgType/$orgId/discover/$productId"
              params={{ orgType: 'venues', orgId: discoverIn, productId: product.slug }}
              className="after:absolute after:inset-0 after:rounded-xl"
            >
              {product.name}
            </Link>
          ) : (
            <Link to="/products/$productId" params={{ productId: product.slug }} className="after:absolute after:inset-0 after:rounded-xl">
              {product.name}
            </Link>
          )}
        </Heading>
        <p className="text-[13px] text-ink-soft sm:text-sm">
          {product.supplier.name}
          {/* after a space, so a long name lets the mark go to the next line whole */}
          {tradeAccount ? (
            <>
              {' '}
              <span className="whitespace-nowrap rounded bg-green-100 px-1 text-xs font-medium text-green-800">Trade account</span>
            </>
          ) : null}
        </p>
        <p className="text-[13px] text-ink-soft sm:text-sm">
          {product.style}
          {product.abv !== null ? ` · ${formatAbv(product.abv)}` : ''}
        </p>
        {product.packs.length > 0 ? (
          // each pack with its price: a "from" price alone is really the cheapest can's; room for three rows of chips (PACKS_ON_CARD) whatever the count, so cards and their skeleton keep one height
          <ul
            aria-label="Packs, ex GST"
            className="mt-auto flex min-h-[calc(3lh+28px)] flex-wrap content-start gap-1 pt-2 text-[12px] leading-snug sm:text-[13px]"
          >
            {product.packs.map((pack) =>
              orderAs ? (
                <li key={pack.skuId} className="max-w-full">
                  <Suspense fallback={<PackChip pack={pack} currency={product.currency} />}>
                    <QuickAdd
                      userId={orderAs.userId}
                      venueId={orderAs.venueId}
                      pack={pack}
                      productName={product.name}
                      currency={product.currency}
                    />
                  </Suspense>
                </li>
              ) : (
                <li key={pack.skuId} className="max-w-full">
                  <PackChip pack={pack} currency={product.currency} />
                </li>
              ),
            )}
          </ul>
        ) : product.fromPriceCents !== null ? (
          <p className="mt-auto pt-2 text-[13px] text-ink sm:text-sm">
            from <Price cents={product.fromPriceCents} currency={product.currency} className="font-semibold" />{' '}
            <span className="whitespace-nowrap text-ink-soft">ex GST</span>
          </p>
        ) : (
          <p className="mt-auto pt-2 text-[13px] text-ink-soft sm:text-sm">Not on sale right now</p>
        )}
      </div>
    </Card>
  );
}

function PackChip({ pack, currency }: { pack: ProductSummary['packs'][number]; currency: string }) {
  return (
    <span className="inline-block max-w-full rounded-md bg-malt-50 px-1.5 py-0.5 text-[12px] leading-snug text-ink sm:text-[13px]">
      <span className="break-words">{pack.name}</span> <Price cents={pack.unitPriceCents} currency={currency} className="font-semibold" />
    </span>
  );
}

/** `leadImages`: how many first cards load their image at once (the first row on a phone, when the grid leads the page) */
export function ProductGrid({
  products,
  headingLevel,
  leadImages = 0,
  discoverIn,
  orderAs,
  tradeSuppliers,
}: {
  products: ProductSummary[];
  headingLevel?: HeadingLevel;
  leadImages?: number;
  discoverIn?: string | undefined;
  orderAs?: OrderAs;
  /** the suppliers the venue has a trade account with */
  tradeSuppliers?: ReadonlySet<string> | undefined;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0">
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            priority={index < leadImages}
            discoverIn={discoverIn}
            orderAs={orderAs}
            tradeAccount={tradeSuppliers?.has(product.supplier.id)}
          />
        </li>
      ))}
    </ul>
  );
}
