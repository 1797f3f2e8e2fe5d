import { useCallback, useState } from 'react';
import { readStored, writeStored } from '@/lib/browser-storage';

/**
 * What a venue chose on the Cart page for its next checkout, kept in this tab (sessionStorage) until the order is
 * sent, so the checkout page reviews it and a reload keeps it: a delivery day and a note per supplier, one PO number.
 */
export interface CheckoutDraft {
  dates: Record<string, string>;
  notes: Record<string, string>;
  purchaseOrderNumber: string;
}

const EMPTY: CheckoutDraft = { dates: {}, notes: {}, purchaseOrderNumber: '' };
const storageKey = (venueId: string) => `tapline:checkout-draft:${venueId}`;

function readCheckoutDraft(venueId: string): CheckoutDraft {
  try {
    const parsed = JSON.parse(readStored('sessionStorage', storageKey(venueId)) ?? 'null') as Partial<CheckoutDraft> | null;
    return { ...EMPTY, ...(parsed ?? {}) };
  } catch {
    return EMPTY;
  }
}

export function clearCheckoutDraft(venueId: string, supplierIds?: string[]) {
  if (!supplierIds) return writeStored('sessionStorage', storageKey(venueId), null);
  const draft = readCheckoutDraft(venueId);
  for (const id of supplierIds) {
    delete draft.dates[id];
    delete draft.notes[id];
  }
  writeStored('sessionStorage', storageKey(venueId), JSON.stringify({ ...draft, purchaseOrderNumber: '' }));
}

export function useCheckoutDraft(venueId: string) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => readCheckoutDraft(venueId));
  const [draftVenue, setDraftVenue] = useState(venueId);
  if (draftVenue !== venueId) {
    setDraftVenue(venueId);
    setDraft(readCheckoutDraft(venueId));
  }
  const update = useCallback(
    (change: (draft: CheckoutDraft) => CheckoutDraft) =>
      setDraft((current) => {
        const next = change(current);
        writeStored('sessionStorage', storageKey(venueId), JSON.stringify(next));
        return next;
      }),
    [venueId],
  );
  return [draft, update] as const;
}

/** The day a group will ask for: the one chosen, while the cart still offers it, else the earliest offered. */
export function chosenDate(draft: CheckoutDraft, supplierId: string, offered: readonly string[]): string | undefined {
  const chosen = draft.dates[supplierId];
  return chosen && offered.includes(chosen) ? chosen : offered[0];
}
