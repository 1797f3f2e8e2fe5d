import type { ProductSummary } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Tag } from '@/components/ui/chip';
import { FallbackImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { formatAbv } from '@/lib/format';
import { TableHead, type Column } from '@/components/ui/table';

const COLUMNS: Column[] = [{ label: 'Product' }, { label: 'Style' }, { label: 'ABV', align: 'right' }, { label: 'Tags' }, { label: 'From (ex GST)', align: 'right' }];

/** A dense table on wide screens; below 640 px each product becomes a stacked card (UI.md). */
export function ProductTable({ products }: { products: ProductSummary[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-line bg-white">
      <table className="w-full text-left text-sm max-sm:block">
        <TableHead columns={COLUMNS} className="border-b border-line bg-stone-50 text-xs uppercase tracking-wide" cellClassName="px-4 py-2 font-semibold" />
        <tbody className="divide-y divide-line max-sm:block">
          {products.map((product) => (
            <tr key={product.id} className="max-sm:grid max-sm:grid-cols-[3rem_1fr_auto] max-sm:gap-x-3 max-sm:px-4 max-sm:py-3">
              <th scope="row" className="px-4 py-2.5 text-left font-normal max-sm:contents">
                <span className="flex items-center gap-3 max-sm:contents">
                  <FallbackImage src={product.imageUrl} alt="" label={product.name} className="h-10 w-10 shrink-0 rounded-md max-sm:row-span-2 max-sm:h-12 max-sm:w-12" />
                  <Link to="/products/$productId" params={{ productId: product.slug }} className="font-semibold text-ink underline-offset-4 hover:underline">
                    {product.name}
                  </Link>
                </span>
              </th>
              <td className="px-4 py-2.5 text-ink-soft max-sm:col-start-2 max-sm:row-start-2 max-sm:p-0">
                {product.style}
                <span className="sm:hidden">{product.abv !== null ? ` · ${formatAbv(product.abv)}` : ''}</span>
              </td>
              <td className="px-4 py-2.5 text-right tabular-nums text-ink-soft max-sm:hidden">{product.abv !== null ? `${product.abv.toFixed(1)}%` : '—'}</td>
              <td className="px-4 py-2.5 max-sm:hidden">
                <span className="flex flex-wrap gap-1">
                  {product.tags.slice(0, 3).map((tag) => (
                    <Tag key={tag}>{tag}</Tag>
                  ))}
                </span>
              </td>
              <td className="px-4 py-2.5 text-right max-sm:col-start-3 max-sm:row-start-1 max-sm:p-0">
                {product.fromPriceCents !== null ? <Price cents={product.fromPriceCents} currency={product.currency} className="font-semibold text-ink" /> : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
