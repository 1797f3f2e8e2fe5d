import { formatMoneyInput, parseMoney, type VenuePriceList, type VenuePriceRow } from '@tapline/contracts';
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Price } from '@/components/ui/price';
import { DataRow, TableFrame, type DataColumn } from '@/components/ui/table';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { fieldErrors } from '@/lib/api-client';
import { useClearVenuePrice, useSetVenuePrices } from '../api/venue-prices';

const PRICE_ERROR = 'Enter a price in dollars, e.g. 48.50 (not negative)';

/** What is typed in each row, by SKU id; a row not here shows the stored price. */
type Drafts = Record<string, string>;

function storedText(row: VenuePriceRow): string {
  return row.venuePriceCents === null ? '' : formatMoneyInput(row.venuePriceCents);
}

/**
 * The venue's prices, edited inline: type a price and save the row (or every changed row at once); "Use list
 * price" removes the venue's own. Errors stay on their row; nothing saved is lost when another row is refused.
 */
export function VenuePriceTable({ supplierId, venueId, list }: { supplierId: string; venueId: string; list: VenuePriceList }) {
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = useSetVenuePrices(supplierId, venueId);
  const clear = useClearVenuePrice(supplierId, venueId);
  const byId = new Map(list.items.map((row) => [row.skuId, row]));
  const changed = Object.entries(drafts).filter(([skuId, text]) => {
    const row = byId.get(skuId);
    return row !== undefined && text.trim() !== storedText(row);
  });

  function forget(skuIds: string[]) {
    setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !skuIds.includes(id))));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !skuIds.includes(id))));
  }

  function save(entries: [string, string][]) {
    const prices: { skuId: string; priceCents: number }[] = [];
    const toClear: string[] = [];
    const refused: Record<string, string> = {};
    for (const [skuId, text] of entries) {
      if (text.trim() === '') {
        toClear.push(skuId);
        continue;
      }
      const price = parseMoney(text);
      if (price.ok) prices.push({ skuId, priceCents: price.cents });
      else refused[skuId] = PRICE_ERROR;
    }
    if (Object.keys(refused).length > 0) {
      setErrors((current) => ({ ...current, ...refused }));
      return;
    }
    for (const skuId of toClear) {
      clear.mutate(skuId, {
        onSuccess: () => forget([skuId]),
        onError: (error) => setErrors((current) => ({ ...current, [skuId]: error.message })),
      });
    }
    if (prices.length === 0) return;
    set.mutate(
      { prices },
      {
        onSuccess: () => {
          forget(prices.map((price) => price.skuId));
          toast.success(prices.length === 1 ? 'Price saved' : `${prices.length} prices saved`);
        },
        onError: (error) => {
          const placed: Record<string, string> = {};
          for (const issue of fieldErrors(error)) {
            const index = /^prices\.(\d+)/.exec(issue.field)?.[1];
            const price = index === undefined ? undefined : prices[Number(index)];
            if (price) placed[price.skuId] = issue.message;
          }
          if (Object.keys(placed).length > 0) setErrors((current) => ({ ...current, ...placed }));
          else toast.error(error.message);
        },
      },
    );
  }

  function backToList(row: VenuePriceRow) {
    forget([row.skuId]);
    if (row.venuePriceCents === null) return;
    clear.mutate(row.skuId, {
      onSuccess: () => toast.success(`${row.skuCode} is back to the list price`),
      onError: (error) => setErrors((current) => ({ ...current, [row.skuId]: error.message })),
    });
  }

  // the rows get handlers that never change, so typing in one row renders that row, not every SKU of the supplier
  const type = useCallback((skuId: string, value: string) => {
    setDrafts((current) => ({ ...current, [skuId]: value }));
    setErrors((current) => {
      if (!(skuId in current)) return current;
      const { [skuId]: _gone, ...rest } = current;
      return rest;
    });
  }, []);
  const latest = useRef({ save, backToList });
  useLayoutEffect(() => {
    latest.current = { save, backToList };
  });
  const saveOne = useCallback((skuId: string, text: string) => latest.current.save([[skuId, text]]), []);
  const backToListOf = useCallback((row: VenuePriceRow) => latest.current.backToList(row), []);
  if (list.items.length === 0)
    return <p className="rounded-xl border border-line bg-white p-4 text-sm text-ink-soft">You have no active SKUs to price yet.</p>;

  const busy = set.isPending || clear.isPending;
  return (
    <div className="space-y-3">
      <TableFrame look="boxed" columns={COLUMNS}>
        {list.items.map((row) => (
          <PriceRow
            key={row.skuId}
            row={row}
            currency={list.currency}
            venueName={list.venue.name}
            text={drafts[row.skuId] ?? storedText(row)}
            error={errors[row.skuId]}
            busy={busy}
            onType={type}
            onSave={saveOne}
            onBackToList={backToListOf}
          />
        ))}
      </TableFrame>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="mr-auto text-sm text-ink-soft" aria-live="polite">
          {changed.length > 0
            ? `${changed.length} unsaved ${changed.length === 1 ? 'price' : 'prices'}.`
            : 'Empty means the venue pays the list price.'}
        </p>
        <Button disabled={changed.length === 0 || busy} onClick={() => save(changed)}>
          {busy ? 'Saving…' : 'Save all changes'}
        </Button>
      </div>
      <UnsavedChangesGuard when={changed.length > 0} />
    </div>
  );
}

interface PriceRowProps {
  row: VenuePriceRow;
  currency: VenuePriceList['currency'];
  venueName: string;
  /** what the input shows: typed, or the stored price */
  text: string;
  error: string | undefined;
  busy: boolean;
  onType: (skuId: string, value: string) => void;
  onSave: (skuId: string, text: string) => void;
  onBackToList: (row: VenuePriceRow) => void;
}

/** One SKU's row; memoised, as a supplier may have thousands of SKUs on this page. */
const PriceRow = memo(function PriceRow(props: PriceRowProps) {
  return (
    <DataRow
      look="boxed"
      columns={COLUMNS}
      row={props}
      className="max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3"
    />
  );
});

const COLUMNS: DataColumn<PriceRowProps>[] = [
  {
    label: 'Product and pack',
    rowHeader: true,
    className: 'text-left font-normal',
    cell: ({ row }) => (
      <>
        <span className="block font-semibold text-ink">{row.product.name}</span>
        <span className="block text-ink-soft">
          <span className="font-mono">{row.skuCode}</span> · {row.skuName}
          {row.skuStatus === 'archived' || row.product.status !== 'active' ? ' · not on sale' : ''}
        </span>
      </>
    ),
  },
  {
    label: 'List price',
    align: 'right',
    className: 'text-right',
    phoneLabel: 'List',
    cell: ({ row, currency }) => <Price cents={row.listPriceCents} currency={currency} />,
  },
  { label: 'Their price (ex GST)', className: 'max-sm:col-span-2', cell: (props) => <PriceInput {...props} /> },
  {
    label: 'Actions',
    srOnly: true,
    className: 'text-right max-sm:col-span-2 max-sm:text-left',
    cell: ({ row, text, busy, onSave, onBackToList }) => (
      <span className="flex flex-wrap justify-end gap-1 max-sm:justify-start">
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          disabled={text.trim() === storedText(row) || busy}
          onClick={() => onSave(row.skuId, text)}
        >
          Save<span className="sr-only"> {row.skuCode}</span>
        </Button>
        {row.venuePriceCents !== null ? (
          <Button variant="ghost" className="min-h-9 px-3" disabled={busy} onClick={() => onBackToList(row)}>
            Use list price<span className="sr-only"> for {row.skuCode}</span>
          </Button>
        ) : null}
      </span>
    ),
  },
];

function PriceInput({ row, venueName, text, error, onType, onSave }: PriceRowProps) {
  const inputId = `venue-price-${row.skuId}`;
  return (
    <>
      <label htmlFor={inputId} className="sr-only">
        {`${venueName}'s price for ${row.skuCode} ($, ex GST)`}
      </label>
      <Input
        id={inputId}
        inputMode="decimal"
        placeholder="List price"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={`max-w-40 ${error ? 'border-red-700' : ''}`}
        onChange={(event) => onType(row.skuId, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSave(row.skuId, text);
        }}
      />
      {error ? (
        <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
