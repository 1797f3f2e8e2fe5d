import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OnTapEntry } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { AlertTriangle, GripVertical, Receipt, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAddToCart } from '@/features/cart';
import { Price } from '@/components/ui/price';
import { useKickOnTapEntry } from '../api/kick-on-tap-entry';
import { AVAILABILITY_NOTICE, styleLine } from '../tap-text';
import { EntryEditor } from './entry-editor';
import type { EditorPlace } from './editor-place';
import { TapNumberBadge } from './tap-badge';

interface TapRowProps {
  place: EditorPlace;
  entry: OnTapEntry;
  editing: boolean;
  onEdit: (entryId: string | null) => void;
}

/** One beer of a list: drag handle, tap, what it is and what it costs, and its actions; Edit opens it in place. */
export function TapRow({ place, entry, editing, onEdit }: TapRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: entry.id });
  const [confirmKick, setConfirmKick] = useState(false);
  const kick = useKickOnTapEntry(place.venueId);
  const addToCart = useAddToCart(place.userId, place.venueId);
  const details = [entry.producer, styleLine(entry)].filter(Boolean).join(' · ');
  const editorId = `edit-${entry.id}`;

  /** Kicks the keg; with `orderAgain`, then puts one more of its SKU in the venue's cart. */
  function kickIt(orderAgain: boolean) {
    const sku = entry.sku;
    kick.mutate(
      { entryId: entry.id, name: entry.name },
      {
        onSettled: () => setConfirmKick(false),
        onSuccess: () => {
          if (orderAgain && sku) addToCart.mutate({ skuId: sku.id, qty: 1, label: `${entry.name} ${sku.name}` });
          // the row is gone: focus goes to its list's heading rather than nowhere
          document.getElementById(`tap-list-${entry.status}`)?.focus();
        },
      },
    );
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-xl border bg-white ${isDragging ? 'relative z-10 border-malt-600 shadow-lg' : 'border-line'}`}
    >
      <div className="grid grid-cols-[auto_auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2 p-3 @md:grid-cols-[auto_auto_minmax(0,1fr)_auto] @xl:items-center">
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${entry.name}`}
          className="flex h-10 w-7 cursor-grab touch-none items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-ink active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
        <TapNumberBadge tapNumber={entry.tapNumber} />
        <div className="min-w-0">
          <p className="font-semibold text-ink">
            <span className="break-words">{entry.name}</span>
            {entry.guest ? <Badge className="ml-2 align-middle">Guest</Badge> : null}
            {entry.note ? (
              <span className="ml-2 inline-block rounded bg-malt-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-malt-800">
                {entry.note}
              </span>
            ) : null}
          </p>
          {details ? <p className="text-sm text-ink-soft">{details}</p> : null}
          {entry.servingSizes.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm" aria-label={`Serving sizes of ${entry.name}`}>
              {entry.servingSizes.map((size, index) => (
                <li key={`${index}-${size.label}`} className="whitespace-nowrap">
                  <span className="text-ink-soft">
                    {size.label} <span className="tabular-nums">{size.volumeMl}</span> mL
                  </span>{' '}
                  <Price cents={size.priceCents} currency={place.currency} className="font-semibold text-ink" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-ink-soft">No serving sizes yet</p>
          )}
          {entry.availability !== 'listed' ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-amber-800">
              <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
              {AVAILABILITY_NOTICE[entry.availability]}
            </p>
          ) : null}
          {entry.source ? (
            <p className="mt-1 text-sm">
              <Link
                to="/dash/$orgType/$orgId/orders/$orderId"
                params={{ ...place.params, orderId: entry.source.orderId }}
                className="inline-flex items-center gap-1 text-malt-700 underline-offset-4 hover:underline"
              >
                <Receipt aria-hidden="true" className="h-3.5 w-3.5" />
                From order {entry.source.orderNumber}
              </Link>
            </p>
          ) : null}
        </div>
        <div className="col-start-3 flex flex-wrap gap-2 @md:col-start-auto @md:flex-col @md:items-stretch @xl:flex-row @xl:justify-end">
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1.5"
            aria-expanded={editing}
            aria-controls={editing ? editorId : undefined}
            onClick={() => onEdit(editing ? null : entry.id)}
          >
            {editing ? 'Close' : 'Edit'}
            <span className="sr-only"> {entry.name}</span>
          </Button>
          <Button variant="ghost" className="min-h-9 px-3 py-1.5 text-red-700 hover:bg-red-50" onClick={() => setConfirmKick(true)}>
            Kick<span className="sr-only"> {entry.name}</span>
          </Button>
        </div>
      </div>
      {editing ? (
        <div id={editorId}>
          <EntryEditor venueId={place.venueId} entry={entry} onDone={() => onEdit(null)} />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmKick}
        onOpenChange={setConfirmKick}
        title={`Kick ${entry.name}${entry.tapNumber !== null ? ` from tap ${entry.tapNumber}` : ''}?`}
        description="It comes off your board and moves to the history with its dates, where you can order it again."
        confirmLabel="Kick"
        busy={kick.isPending || addToCart.isPending}
        onConfirm={() => kickIt(false)}
      >
        {entry.sku?.orderable ? (
          // the keg it came from is still sold: kick it and put another in the cart, in one go
          <Button variant="secondary" className="w-full" disabled={kick.isPending || addToCart.isPending} onClick={() => kickIt(true)}>
            <ShoppingCart aria-hidden="true" className="h-4 w-4" />
            Kicked — order again
            <span className="text-sm font-normal text-ink-soft">(1 × {entry.sku.name} to the cart)</span>
          </Button>
        ) : null}
      </ConfirmDialog>
    </li>
  );
}
