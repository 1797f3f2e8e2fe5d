import type { MenuEntry } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Price } from '@/components/ui/price';

/** The venue's On Tap list, drawn like the chalkboard behind the bar. */
export function OnTapBoard({ entries }: { entries: MenuEntry[] }) {
  return (
    <ol className="divide-y divide-stone-700 overflow-hidden rounded-xl border-4 border-stone-700 bg-stone-900 text-stone-100 shadow-inner">
      {entries.map((entry) => (
        <li key={entry.id} className="flex gap-3 px-4 py-3 sm:items-center sm:gap-4">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border-2 border-amber-300 font-bold text-amber-200 tabular-nums">
            <span className="sr-only">Tap </span>
            {entry.tapNumber}
          </span>
          <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                <Link
                  to="/products/$productId"
                  params={{ productId: entry.product.slug }}
                  className="underline-offset-4 hover:underline focus-visible:outline-amber-300"
                >
                  {entry.product.name}
                </Link>
                {entry.note ? (
                  <span className="ml-2 inline-block whitespace-nowrap rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-stone-900">
                    {entry.note}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-stone-300">
                {entry.product.supplier.name} · {entry.product.style}
                {entry.product.abv !== null ? ` · ${entry.product.abv.toFixed(1)}%` : ''}
              </p>
            </div>
            {entry.servingSizes.length > 0 ? (
              <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm sm:mt-0 sm:shrink-0 sm:flex-col sm:items-end sm:gap-0.5" aria-label="Serving sizes">
                {entry.servingSizes.map((size) => (
                  <li key={size.name} className="whitespace-nowrap">
                    <span className="text-stone-300">
                      {size.name} <span className="tabular-nums">{size.volumeMl}</span> mL
                    </span>{' '}
                    <Price cents={size.priceCents} className="font-semibold text-amber-200" />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
