import type { OrderGuide, ProductSummary, UsualItem } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, SearchInput } from '@/components/ui/input';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/features/search';
import { usualQueryOptions } from '../api/get-guides';
import { SEARCH_MIN_LETTERS, usePackSearch } from '../api/search-packs';

export interface NewItem {
  skuId: string;
  section: string;
  /** in units; 0 when not known yet (the row's par is set next) */
  parQty: number;
}

interface AddItemPanelProps {
  guide: OrderGuide;
  venueId: string;
  busy: boolean;
  onAdd: (item: NewItem) => void;
  onClose: () => void;
}

interface PackButtonProps {
  product: string;
  label: string;
  price: number;
  currency: string;
  busy: boolean;
  onAdd: () => void;
}

function PackButton({ product, label, price, currency, busy, onAdd }: PackButtonProps) {
  return (
    <Button variant="secondary" className="min-h-9 px-3 py-1.5" disabled={busy} onClick={onAdd}>
      <Plus aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only">Add {product}, </span>
      {label}
      <span className="font-normal text-ink-soft">
        <Price cents={price} currency={currency} />
      </span>
    </Button>
  );
}

function ProductResults({ products, onGuide, currency, busy, onPick }: ResultsProps & { products: ProductSummary[] }) {
  const shown = products.filter((product) => product.packs.some((pack) => !onGuide.has(pack.skuId)));
  if (shown.length === 0) return <p className="mt-3 text-sm text-ink-soft">Nothing to add matches that.</p>;
  return (
    <ul aria-label="Products found" className="mt-3 divide-y divide-line rounded-lg border border-line">
      {shown.map((product) => (
        <li key={product.id} className="space-y-2 px-3 py-2">
          <p className="text-sm">
            <span className="font-semibold text-ink">{product.name}</span>
            <span className="text-ink-soft"> · {product.supplier.name}</span>
          </p>
          <div className="flex flex-wrap gap-2">
            {product.packs
              .filter((pack) => !onGuide.has(pack.skuId))
              .map((pack) => (
                <PackButton
                  key={pack.skuId}
                  product={product.name}
                  label={pack.name}
                  price={pack.unitPriceCents}
                  currency={currency}
                  busy={busy}
                  onAdd={() => onPick(pack.skuId, 0)}
                />
              ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

interface ResultsProps {
  onGuide: ReadonlySet<string>;
  currency: string;
  busy: boolean;
  onPick: (skuId: string, parQty: number) => void;
}

/** Before anything is typed, a supplier's guide offers what the venue usually orders from it, par = the usual quantity. */
function UsualShortlist({ items, onGuide, currency, busy, onPick }: ResultsProps & { items: UsualItem[] }) {
  const shown = items.filter((item) => !onGuide.has(item.skuId) && item.problem?.code !== 'sku_archived');
  if (shown.length === 0)
    return <p className="mt-3 text-sm text-ink-soft">Type at least two letters of a product, a brewery or a style.</p>;
  return (
    <div className="mt-3">
      <h3 className="mb-1 text-sm font-semibold text-ink-soft">You usually order</h3>
      <ul aria-label="You usually order" className="divide-y divide-line rounded-lg border border-line">
        {shown.map((item) => (
          <li key={item.skuId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <p className="min-w-0 text-sm">
              <span className="font-semibold text-ink">{item.product.name}</span>
              <span className="text-ink-soft"> · usually {item.medianQty}</span>
            </p>
            <PackButton
              product={item.product.name}
              label={item.skuName}
              price={item.unitPriceCents}
              currency={currency}
              busy={busy}
              onAdd={() => onPick(item.skuId, item.medianQty * item.unitsPerPack)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Add items": search the catalogue (the guide's supplier's only, when it has one) and put packs in a section. */
export function AddItemPanel({ guide, venueId, busy, onAdd, onClose }: AddItemPanelProps) {
  const [q, setQ] = useState('');
  const [section, setSection] = useState(guide.items.at(-1)?.section ?? '');
  const words = useDebouncedValue(q, 250);
  const search = usePackSearch(words, venueId, guide.supplier?.slug);
  const usual = useQuery({ ...usualQueryOptions(venueId, guide.supplier?.id ?? null), enabled: guide.supplier !== null });
  const onGuide = new Set(guide.items.map((item) => item.skuId));
  const listId = useId();
  const results: ResultsProps = {
    onGuide,
    currency: guide.currency,
    busy,
    onPick: (skuId, parQty) => onAdd({ skuId, section: section.trim(), parQty }),
  };
  const searching = words.trim().length >= SEARCH_MIN_LETTERS;

  return (
    <section aria-labelledby="add-items-heading" className="rounded-xl border border-malt-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 id="add-items-heading" className="text-lg font-bold text-ink">
          Add items
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close Add items"
          className="-m-1 flex h-10 w-10 items-center justify-center rounded-lg text-ink-soft hover:bg-stone-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <label className="block text-sm font-medium text-ink">
          Into the section
          <Input
            className="mt-1"
            value={section}
            maxLength={60}
            list={listId}
            placeholder="Taps, Fridge, Spirits…"
            onChange={(event) => setSection(event.currentTarget.value)}
          />
          <datalist id={listId}>
            {guide.sections.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        <div className="self-end">
          <SearchInput
            label={guide.supplier ? `Search ${guide.supplier.name}’s products` : 'Search the catalogue'}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            autoComplete="off"
          />
        </div>
      </div>
      {searching ? (
        search.isPending ? (
          <div role="status" className="mt-3 space-y-2">
            <span className="sr-only">Searching…</span>
            <Skeleton className="h-14 w-full rounded-lg" />
            <Skeleton className="h-14 w-full rounded-lg" />
          </div>
        ) : search.isError ? (
          <p className="mt-3 text-sm text-red-700">The search failed: {search.error.message}</p>
        ) : (
          <ProductResults products={search.data.items} {...results} />
        )
      ) : (
        <UsualShortlist items={usual.data?.usual?.items ?? []} {...results} />
      )}
    </section>
  );
}
