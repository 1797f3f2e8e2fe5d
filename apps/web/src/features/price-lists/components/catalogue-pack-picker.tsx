import type { CatalogueProductRow } from '@tapline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ProductAccordion } from '@/components/ui/product-accordion';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/input';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { catalogueListQueryOptions, catalogueProductQueryOptions } from '@/features/catalogue';
import { useDebouncedValue } from '@/features/search';
import type { SkuPrices } from '../price-list-form';

const PRODUCTS_SHOWN = 8;

type PickedPack = Omit<SkuPrices, 'rows'>;

interface PickerProps {
  supplierId: string;
  /** the packs already on the list: shown as such, not offered again */
  chosen: ReadonlySet<string>;
  onAdd: (pack: PickedPack) => void;
}

function Retry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className="mt-2 text-sm text-red-700">
      {what} could not be read.{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Retry
      </button>
    </p>
  );
}

/** A product's packs (not the archived ones) with their list prices, each with Add; read when the product is opened. */
function ProductPacks({ supplierId, product, chosen, onAdd }: { product: CatalogueProductRow } & PickerProps) {
  const { data, isPending, isError, refetch } = useQuery(catalogueProductQueryOptions(supplierId, product.id));
  if (isPending) return <Skeleton className="mt-2 h-10 w-full" />;
  if (isError) return <Retry what="Its packs" onRetry={() => void refetch()} />;
  const packs = data.skus.filter((sku) => sku.status !== 'archived');
  if (packs.length === 0) return <p className="mt-2 px-1 text-sm text-ink-soft">It has no pack on sale.</p>;
  return (
    <ul className="mt-2 space-y-2">
      {packs.map((sku) => (
        <li key={sku.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2">
          <span className="min-w-0 text-sm text-ink">
            {sku.name} <span className="text-ink-soft">· {sku.code} ·</span> <Price cents={sku.unitPriceCents} currency={data.currency} />{' '}
            <span className="text-ink-soft">list</span>
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
                  skuCode: sku.code,
                  skuName: sku.name,
                  productName: product.name,
                  listPriceCents: sku.unitPriceCents,
                })
              }
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Finds the supplier's own products by name (any status but archived) and adds their packs to the price list. */
export function CataloguePackPicker({ supplierId, chosen, onAdd }: PickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const { data, isPending, isError, refetch } = useQuery({
    ...catalogueListQueryOptions(supplierId, { q: q || undefined, pageSize: PRODUCTS_SHOWN }),
    placeholderData: keepPreviousData,
  });
  const products = data?.items.filter((product) => product.status !== 'archived') ?? [];
  return (
    <div className="rounded-lg border border-line p-3">
      <h4 className="mb-2 text-sm font-semibold text-ink">Add a pack</h4>
      <SearchInput label="Find a product to price" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      {isPending ? (
        <div className="mt-3 space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : isError ? (
        <Retry what="Your products" onRetry={() => void refetch()} />
      ) : products.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{q ? `No product matches “${q}”.` : 'You have no products yet.'}</p>
      ) : (
        <ProductAccordion
          products={products}
          panel={(product) => <ProductPacks supplierId={supplierId} product={product} chosen={chosen} onAdd={onAdd} />}
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
