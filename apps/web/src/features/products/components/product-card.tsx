import type { ProductSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { FallbackImage } from '@/components/ui/image';
import { formatAbv, formatMoney } from '@/lib/format';

export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white transition-shadow hover:shadow-md">
      <FallbackImage src={product.imageUrl} alt="" label={product.name} className="aspect-square w-full" />
      <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-3">
        <h3 className="font-semibold leading-snug text-ink">
          <Link to="/products/$productId" params={{ productId: product.slug }} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-soft">{product.supplier.name}</p>
        <p className="text-sm text-ink-soft">
          {product.style}
          {product.abv !== null ? ` · ${formatAbv(product.abv)}` : ''}
        </p>
        {product.fromPriceCents !== null ? (
          <p className="mt-auto pt-2 text-sm font-semibold text-ink tabular-nums">
            from {formatMoney(product.fromPriceCents, product.currency)} <span className="font-normal text-ink-soft">ex GST</span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <div className="w-full">
            <ProductCard product={product} />
          </div>
        </li>
      ))}
    </ul>
  );
}
