import type { OnTapEntry, PutOnTapOffer } from '@tapline/contracts';
import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { useCreateOnTapEntry } from '../api/create-on-tap-entry';
import { toast } from '../api/settle-on-tap';
import { formatDay } from '../tap-text';
import { addedText } from './add-beer-panel';
import { PutOnTapDialog } from './put-on-tap-dialog';

interface OffersStripProps {
  venueId: string;
  timeZone: string;
  currency: string;
  offers: PutOnTapOffer[];
  nextFreeTapNumber: number | null;
  onAdded: (entry: OnTapEntry) => void;
}

/**
 * Delivered kegs not on tap yet: each goes on the next free tap, remembering its order and SKU, with the prices its
 * beer last had here (one click), or, the first time, with the prices asked in a dialog (decision 0144).
 */
export function OffersStrip({ venueId, timeZone, currency, offers, nextFreeTapNumber, onAdded }: OffersStripProps) {
  const create = useCreateOnTapEntry(venueId);
  const [pricing, setPricing] = useState<PutOnTapOffer | null>(null);
  if (offers.length === 0) return null;

  function putOnTap(offer: PutOnTapOffer) {
    if (offer.servingSizes.length === 0) {
      setPricing(offer);
      return;
    }
    create.mutate(
      // no tap number: the server takes the lowest free one; the prices are those shown
      {
        productId: offer.productId,
        skuId: offer.skuId,
        supplierOrderId: offer.supplierOrderId,
        status: 'pouring',
        servingSizes: offer.servingSizes,
      },
      {
        onSuccess: (entry) => {
          void toast('success', addedText(entry));
          onAdded(entry);
        },
        onError: (error) => void toast('error', `${offer.productName} wasn’t put on tap: ${error.message}`),
      },
    );
  }

  return (
    <section aria-labelledby="offers-heading" className="rounded-xl border border-green-200 bg-green-50 p-4">
      <h2 id="offers-heading" className="flex items-center gap-2 font-bold text-ink">
        <PackageCheck aria-hidden="true" className="h-5 w-5 text-green-800" />
        Delivered, ready to pour
      </h2>
      <ul className="mt-3 grid gap-2 @3xl:grid-cols-2">
        {offers.map((offer) => (
          <li
            key={`${offer.supplierOrderId}-${offer.skuId}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-green-200 bg-white p-3"
          >
            <div className="min-w-[12rem] flex-1">
              <p className="font-semibold text-ink">{offer.productName}</p>
              <p className="text-sm text-ink-soft">
                {offer.supplierName} · {offer.skuName}
              </p>
              <p className="text-xs text-ink-soft">
                Order {offer.orderNumber} · delivered <time dateTime={offer.deliveredAt}>{formatDay(offer.deliveredAt, timeZone)}</time>
              </p>
              {offer.servingSizes.length > 0 ? (
                <p className="mt-1 text-sm text-ink-soft">
                  At last time’s prices:{' '}
                  {offer.servingSizes.map((size, index) => (
                    <span key={`${index}-${size.label}`} className="whitespace-nowrap">
                      {index > 0 ? ' · ' : ''}
                      {size.label} <Price cents={size.priceCents} currency={currency} className="font-semibold text-ink" />
                    </span>
                  ))}
                </p>
              ) : (
                <p className="mt-1 text-sm text-ink-soft">New here: you’ll set its prices as it goes on.</p>
              )}
            </div>
            <Button className="min-h-9 shrink-0 px-3 py-1.5" disabled={create.isPending} onClick={() => putOnTap(offer)}>
              Put on tap<span className="sr-only"> {offer.productName}</span>
            </Button>
          </li>
        ))}
      </ul>
      <PutOnTapDialog
        venueId={venueId}
        offer={pricing}
        nextFreeTapNumber={nextFreeTapNumber}
        onClose={() => setPricing(null)}
        onAdded={onAdded}
      />
    </section>
  );
}
