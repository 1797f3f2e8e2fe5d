import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useVenueMenu, TableCard, CARD_SIZES, parsePrintSearch } from '@/features/venues';
import { usePageHead } from '@/lib/page-head';
import { bareMenuRoute } from './-components/bare-menu-route';

export const Route = createFileRoute('/venues/$id/menu/print')({
  ...bareMenuRoute,
  validateSearch: parsePrintSearch,
  component: TableCardPage,
});

const sizeLink = 'rounded-md px-3 py-1.5 text-sm font-semibold';

function TableCardPage() {
  const { id } = Route.useParams();
  const { size = 'a4' } = Route.useSearch();
  const { data: menu } = useVenueMenu(id);
  usePageHead(pageHeads.venueTableCard(menu.venue));
  const venueUrl = new URL(
    `/venues/${encodeURIComponent(menu.venue.slug)}`,
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  ).href;

  return (
    <div className="min-h-screen bg-stone-200 pb-10 print:min-h-0 print:bg-white print:p-0">
      <div className="sticky top-0 z-10 border-b border-stone-300 bg-white/95 print:hidden">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-3 px-4 py-3">
          <Link
            to="/venues/$id"
            params={{ id: menu.venue.slug }}
            className="inline-flex items-center gap-1 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {menu.venue.name}
          </Link>
          <span className="flex-1" />
          <nav aria-label="Card size" className="flex rounded-lg border border-line bg-stone-50 p-0.5">
            {CARD_SIZES.map((option) => (
              <Link
                key={option}
                to="/venues/$id/menu/print"
                params={{ id }}
                search={{ size: option }}
                aria-current={option === size ? 'page' : undefined}
                className={option === size ? `${sizeLink} bg-malt-700 text-white` : `${sizeLink} text-ink hover:bg-malt-50`}
              >
                {option.toUpperCase()}
              </Link>
            ))}
          </nav>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" />
            Print
          </Button>
        </div>
      </div>
      <main className="mt-8 overflow-x-auto px-4 print:mt-0 print:overflow-visible print:p-0">
        <TableCard menu={menu} size={size} venueUrl={venueUrl} />
      </main>
    </div>
  );
}
