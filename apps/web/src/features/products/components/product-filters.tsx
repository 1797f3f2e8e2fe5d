import type { PackFormat, ProductFacets } from '@tapline/contracts';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ToggleChip } from '@/components/ui/chip';
import { formatMoney } from '@/lib/format';
import { filterCount, packsOf, togglePack, withoutFilters, type ProductSearch } from '../search';

const packLabels: Record<PackFormat, string> = { keg: 'Keg', can: 'Can', bottle: 'Bottle', other: 'Other' };

const selectClass = 'h-10 w-full rounded-lg border border-stone-400 bg-white px-2 text-sm text-ink';
const numberClass = 'h-10 w-full min-w-0 rounded-lg border border-stone-400 bg-white px-2 text-sm text-ink tabular-nums';

/** dollars typed → whole cents, or undefined for an empty or unreadable box */
function centsOf(text: string): number | undefined {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : Math.round(value * 100);
}
function abvOf(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 99.9 ? undefined : Math.round(value * 10) / 10;
}
const dollars = (cents: number | undefined) => (cents === undefined ? '' : String(cents / 100));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <span className="mb-1 block text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</span>
      {children}
    </div>
  );
}

/** A price range's chip: "$2.50–$4.00 a pack", with an open end as $0 or "…". */
function moneyRange(min: number | undefined, max: number | undefined, per: string): string {
  return `${min !== undefined ? formatMoney(min) : '$0'}–${max !== undefined ? formatMoney(max) : '…'} ${per}`;
}

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/**
 * One facet to choose from: "Any …", then each value with its count for the current search; a chosen value the
 * search no longer finds stays on the list with (0), so the select still shows it.
 */
function FacetSelect({
  label,
  anyLabel,
  value,
  missing,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  missing: string | undefined;
  options: FacetOption[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field label={label}>
      <select aria-label={label} value={value} onChange={(event) => onChange(event.target.value || undefined)} className={selectClass}>
        <option value="">{anyLabel}</option>
        {missing ? <option value={missing}>{missing} (0)</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label} ({option.count})
          </option>
        ))}
      </select>
    </Field>
  );
}

const RANGE_ENDS = { min: { field: 'Min', words: 'from' }, max: { field: 'Max', words: 'to' } } as const;

/** One end of a range (`priceMin`, "price from (…)"), labelled for screen readers. */
function RangeBox({ name, unit, end, value }: { name: string; unit: string; end: 'min' | 'max'; value: string }) {
  return (
    <input
      name={`${name}${RANGE_ENDS[end].field}`}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      defaultValue={value}
      aria-label={`${name} ${RANGE_ENDS[end].words} (${unit})`}
      placeholder={end}
      className={numberClass}
    />
  );
}

/** Two number boxes for a range. */
function RangeBoxes({ name, unit, min, max }: { name: string; unit: string; min: string; max: string }) {
  return (
    <div className="flex items-center gap-1.5">
      <RangeBox name={name} unit={unit} end="min" value={min} />
      <span aria-hidden="true" className="text-ink-soft">
        –
      </span>
      <RangeBox name={name} unit={unit} end="max" value={max} />
    </div>
  );
}

interface ProductFiltersProps {
  search: ProductSearch;
  facets: ProductFacets;
  go: (next: ProductSearch) => void;
}

/**
 * The filters buyers use, each with its count for the current search: style, supplier, pack format,
 * ABV, price per pack and per litre (ex GST), in stock. Choices apply at once; the ranges with "Apply". On a phone
 * they sit behind a "Filters" button; the filters that are on show as chips that remove them.
 */
export function ProductFilters({ search, facets, go }: ProductFiltersProps) {
  const count = filterCount(search);
  const [open, setOpen] = useState(false);
  const packs = packsOf(search);
  const chosenSupplier = facets.suppliers.find((supplier) => supplier.slug === search.supplier || supplier.id === search.supplier);

  function applyRanges(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    go({
      ...search,
      abvMin: abvOf(text('ABVMin')),
      abvMax: abvOf(text('ABVMax')),
      priceMin: centsOf(text('Price per packMin')),
      priceMax: centsOf(text('Price per packMax')),
      litrePriceMin: centsOf(text('Price per litreMin')),
      litrePriceMax: centsOf(text('Price per litreMax')),
      page: undefined,
    });
  }

  const active: { label: string; clear: ProductSearch }[] = [];
  if (search.style) active.push({ label: `Style: ${search.style}`, clear: { ...search, style: undefined, page: undefined } });
  if (search.supplier)
    active.push({
      label: `Supplier: ${chosenSupplier?.name ?? search.supplier}`,
      clear: { ...search, supplier: undefined, page: undefined },
    });
  for (const format of packs) active.push({ label: packLabels[format], clear: togglePack(search, format) });
  if (search.abvMin !== undefined || search.abvMax !== undefined)
    active.push({
      label: `ABV ${search.abvMin ?? 0}–${search.abvMax ?? '…'}%`,
      clear: { ...search, abvMin: undefined, abvMax: undefined, page: undefined },
    });
  if (search.priceMin !== undefined || search.priceMax !== undefined)
    active.push({
      label: moneyRange(search.priceMin, search.priceMax, 'a pack'),
      clear: { ...search, priceMin: undefined, priceMax: undefined, page: undefined },
    });
  if (search.litrePriceMin !== undefined || search.litrePriceMax !== undefined)
    active.push({
      label: moneyRange(search.litrePriceMin, search.litrePriceMax, 'a litre'),
      clear: { ...search, litrePriceMin: undefined, litrePriceMax: undefined, page: undefined },
    });
  if (search.inStock) active.push({ label: 'In stock', clear: { ...search, inStock: undefined, page: undefined } });

  return (
    <section aria-label="Filters" className="mt-4">
      <Button
        type="button"
        variant="secondary"
        className="md:hidden"
        aria-expanded={open}
        aria-controls="product-filters"
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        Filters{count > 0 ? ` (${count})` : ''}
      </Button>
      <div
        id="product-filters"
        className={`${open ? 'block' : 'hidden'} mt-3 rounded-xl border border-line bg-white p-3 md:mt-0 md:block md:p-4`}
      >
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FacetSelect
            label="Style"
            anyLabel="Any style"
            value={search.style ?? ''}
            missing={search.style && !facets.styles.some((style) => style.value === search.style) ? search.style : undefined}
            options={facets.styles.map((style) => ({ value: style.value, label: style.value, count: style.count }))}
            onChange={(style) => go({ ...search, style, page: undefined })}
          />
          <FacetSelect
            label="Supplier"
            anyLabel="Any supplier"
            value={chosenSupplier?.slug ?? search.supplier ?? ''}
            missing={search.supplier && !chosenSupplier ? search.supplier : undefined}
            options={facets.suppliers.map((supplier) => ({ value: supplier.slug, label: supplier.name, count: supplier.count }))}
            onChange={(supplier) => go({ ...search, supplier, page: undefined })}
          />
          <Field label="Pack">
            <div role="group" aria-label="Pack" className="flex flex-wrap gap-1.5">
              {(['keg', 'can', 'bottle', 'other'] as const).map((format) => {
                const facet = facets.packFormats.find((pack) => pack.value === format);
                if (!facet && !packs.includes(format)) return null;
                return (
                  <ToggleChip
                    key={format}
                    pressed={packs.includes(format)}
                    count={facet?.count ?? 0}
                    onToggle={() => go(togglePack(search, format))}
                  >
                    {packLabels[format]}
                  </ToggleChip>
                );
              })}
            </div>
          </Field>
          <Field label="Availability">
            <label className="flex h-10 items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={Boolean(search.inStock)}
                onChange={(event) => go({ ...search, inStock: event.target.checked || undefined, page: undefined })}
                className="h-4 w-4 accent-malt-700"
              />
              In stock only
            </label>
          </Field>
        </div>
        {/* the key makes the boxes show the URL's values again after a change elsewhere (back, a chip removed) */}
        <form
          key={`${search.abvMin}-${search.abvMax}-${search.priceMin}-${search.priceMax}-${search.litrePriceMin}-${search.litrePriceMax}`}
          onSubmit={applyRanges}
          className="mt-3 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
        >
          <Field label="ABV %">
            <RangeBoxes name="ABV" unit="%" min={search.abvMin?.toString() ?? ''} max={search.abvMax?.toString() ?? ''} />
          </Field>
          <Field label="Price a pack, ex GST ($)">
            <RangeBoxes name="Price per pack" unit="$" min={dollars(search.priceMin)} max={dollars(search.priceMax)} />
          </Field>
          <Field label="Price a litre, ex GST ($)">
            <RangeBoxes name="Price per litre" unit="$" min={dollars(search.litrePriceMin)} max={dollars(search.litrePriceMax)} />
          </Field>
          <div>
            <Button type="submit" variant="secondary" className="w-full sm:w-auto">
              Apply ranges
            </Button>
          </div>
        </form>
      </div>
      {active.length > 0 ? (
        <ul aria-label="Filters on" className="mt-3 flex flex-wrap items-center gap-2">
          {active.map(({ label, clear }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => go(clear)}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-malt-700 bg-malt-50 px-3 text-sm text-malt-800 hover:bg-malt-100"
              >
                {label}
                <X aria-hidden="true" className="h-3.5 w-3.5" />
                <span className="sr-only">(remove)</span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => go(withoutFilters(search))}
              className="min-h-9 px-2 text-sm font-semibold text-malt-700 underline underline-offset-4"
            >
              Clear filters
            </button>
          </li>
        </ul>
      ) : null}
    </section>
  );
}
