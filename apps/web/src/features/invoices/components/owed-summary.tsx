import type { OwedToSupplier } from '@tapline/contracts';
import { AlertTriangle } from 'lucide-react';
import { Price } from '@/components/ui/price';

/** What the venue owes each supplier over its unpaid bills, and how much of that is overdue. */
export function OwedSummary({ owed }: { owed: readonly OwedToSupplier[] }) {
  if (owed.length === 0) return null;
  return (
    <section aria-labelledby="owed-heading">
      <h2 id="owed-heading" className="mb-2 text-sm font-semibold text-ink">
        What you owe
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {owed.map((row) => (
          <li
            key={`${row.supplierId}-${row.currency}`}
            className={`rounded-xl border bg-white p-4 ${row.overdueCents > 0 ? 'border-red-300' : 'border-line'}`}
          >
            <p className="truncate font-semibold text-ink">{row.supplierName}</p>
            <p className="mt-1 text-2xl font-bold text-ink">
              <Price cents={row.balanceCents} currency={row.currency} />
            </p>
            <p className={`mt-1 flex items-center gap-1.5 text-sm ${row.overdueCents > 0 ? 'font-medium text-red-700' : 'text-ink-soft'}`}>
              {row.overdueCents > 0 ? (
                <>
                  <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
                  <span>
                    <Price cents={row.overdueCents} currency={row.currency} /> overdue
                  </span>
                </>
              ) : (
                'Nothing overdue'
              )}
            </p>
            {row.creditCents > 0 ? (
              <p className="mt-0.5 text-sm text-ink-soft">
                Less <Price cents={row.creditCents} currency={row.currency} /> credit held for your next bill
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
