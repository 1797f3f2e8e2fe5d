import type { InvoiceState } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { INVOICE_FILTERS } from '../invoice-states';

const chipClass = (active: boolean) =>
  `inline-flex min-h-10 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium ${active ? 'bg-malt-700 text-white' : 'border border-line bg-white text-ink hover:bg-malt-50'}`;

/** The list's state filter as links (the state lives in the address; the page goes back to the first). */
export function StateFilters({ current, label }: { current: InvoiceState | undefined; label: string }) {
  return (
    <nav aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
      {INVOICE_FILTERS.map((filter) => {
        const active = current === filter.state;
        return (
          <Link
            key={filter.label}
            to="."
            search={{ state: filter.state, page: undefined }}
            className={chipClass(active)}
            aria-current={active ? 'page' : undefined}
          >
            {filter.label}
          </Link>
        );
      })}
    </nav>
  );
}
