import type { ProductSummary } from '@tapline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ProductAccordion } from '@/components/ui/product-accordion';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/input';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { organisationProductsQueryOptions } from '@/features/directory';
import { productQueryOptions } from '@/features/products';
import { useDebouncedValue } from '@/features/search';
import type { FormLine } from '../standing-form';

const PRODUCTS_SHOWN = 8;

interface PickerProps {
  supplierId: string;
  supplierName: string;
  venueId: string;
  /** the packs already on the list: shown as such, not offered again */
  chosen: ReadonlySet<string>;
  onAdd: (line: FormLine) => void;
}

/** A product's packs, each with the venue's price today and Add (once opened: its packs are read then). */
function ProductPacks({ product, venueId, chosen, onAdd }: { product: ProductSummary } & Omit<PickerProps, 'supplierId' | 'supplierName'>) {
  const { data, isPending, isError, refetch } = useQuery(productQueryOptions(product.id, venueId));
  if (isPending) return <Skeleton className="mt-2 h-10 w-full" />;
  if (isError)
    return (
      <p className="mt-2 text-sm text-red-700">
        Its packs could not be read.{' '}
        <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
          Retry
        </button>
      </p>
    );
  return (
    <ul className="mt-2 space-y-2">
      {data.skus.map((sku) => {
        const price = sku.venuePriceCents ?? sku.unitPriceCents;
        return (
          <li key={sku.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2">
            <span className="min-w-0 text-sm text-ink">
              {sku.name} · <Price cents={price} currency={data.currency} /> ex GST
              {sku.inStock ? '' : <span className="text-ink-soft"> · out of stock today</span>}
            </span>
            {chosen.has(sku.id) ? (
              <span className="text-sm font-medium text-green-800">On the list</span>
            ) : (
              <Button
                variant="secondary"
                className="min-h-9 px-3 py-1"
                aria-label={`Add ${product.name}, ${sku.name}`}
                onClick={() =>
                  onAdd({
                    skuId: sku.id,
                    productId: product.id,
                    productName: product.name,
                    skuName: sku.name,
                    unitPriceCents: price,
                    qty: 1,
                  })
                }
              >
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Finds the supplier's products by name and adds their packs to the list: open a product to see its packs. */
export function SkuPicker({ supplierId, supplierName, venueId, chosen, onAdd }: PickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const { data, isPending, isError, refetch } = useQuery({
    ...organisationProductsQueryOptions('supplier', supplierId, { q: q || undefined, pageSize: PRODUCTS_SHOWN }, venueId),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="rounded-lg border border-line p-3">
      <SearchInput label={`Find a product of ${supplierName}`} value={text} onChange={(event) => setText(event.currentTarget.value)} />
      {isPending ? (
        <div className="mt-3 space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : isError ? (
        <p className="mt-3 text-sm text-red-700">
          The products could not be read.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Retry
          </button>
        </p>
      ) : data.items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">
          {q ? `No product of ${supplierName} matches “${q}”.` : `${supplierName} has no products on sale.`}
        </p>
      ) : (
        <ProductAccordion
          products={data.items}
          panel={(product) => <ProductPacks product={product} venueId={venueId} chosen={chosen} onAdd={onAdd} />}
        />
      )}
      {data && data.total > data.items.length ? (
        <p className="mt-2 text-xs text-ink-soft">
          {data.items.length} of {data.total} shown: type more of a name to find the others.
        </p>
      ) : null}
    </div>
  );
}
