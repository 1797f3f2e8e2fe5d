import { Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import type { OrdersSearch } from '@/features/orders';

/** "With unread messages": the orders whose threads hold messages the organisation hasn't read (a toggle kept in the address). */
export function UnreadFilter({ search }: { search: OrdersSearch }) {
  const on = search.unread === true;
  return (
    <Link
      to="."
      search={{ ...search, unread: on ? undefined : true, page: undefined }}
      replace
      aria-pressed={on}
      role="button"
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-medium max-sm:w-full max-sm:justify-center ${on ? 'bg-malt-700 text-white' : 'border border-stone-400 bg-white text-ink hover:bg-malt-50'}`}
    >
      <MessageSquare aria-hidden="true" className="h-4 w-4" />
      With unread messages
    </Link>
  );
}
