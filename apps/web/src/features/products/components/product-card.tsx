import type { ProductSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { FallbackImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { formatAbv } from '@/lib/format';

type HeadingLevel = 2 | 3;

/** Image, name, supplier, style, ABV and "from $X" (the cheapest pack); the whole card links to the product. */
export function ProductCard({ product, headingLevel = 3 }: { product: ProductSummary; headingLevel?: HeadingLevel }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card interactive className="flex h-full flex-col overflow-hidden">
      <FallbackImage src={product.imageUrl} alt="" label={product.name} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-0.5 p-2.5 sm:p-3">
        <Heading className="text-[15px] font-semibold leading-snug text-ink sm:text-base">
          <Link to="/products/$productId" params={{ productId: product.slug }} className="after:absolute after:inset-0 after:rounded-xl">
            {product.name}
          </Link>
        </Heading>
        <p className="text-[13px] text-ink-soft sm:text-sm">{product.supplier.name}</p>
        <p className="text-[13px] text-ink-soft sm:text-sm">
          {product.style}
          {product.abv !== null ? ` · ${formatAbv(product.abv)}` : ''}
        </p>
        {product.fromPriceCents !== null ? (
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

export function ProductGrid({ products, headingLevel }: { products: ProductSummary[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
