import { Link } from '@tanstack/react-router';
import type { OrganisationTypeSegment } from '@/features/organisations';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

const tabClass =
  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold border-transparent text-ink-soft hover:text-ink aria-[current=page]:border-malt-700 aria-[current=page]:text-malt-800';

/** The kegs pages' tabs, both sides: the kegs held or out, and the collections of empties. */
type KegTabPath = '/dash/$orgType/$orgId/kegs' | '/dash/$orgType/$orgId/kegs/collections';
const KEG_TABS: readonly { label: string; to: KegTabPath }[] = [
  { label: 'Kegs', to: '/dash/$orgType/$orgId/kegs' },
  { label: 'Collections', to: '/dash/$orgType/$orgId/kegs/collections' },
];

export function KegsTabs({ params }: { params: Params }) {
  return (
    <nav aria-label="Kegs" className="mb-4 mt-6 flex gap-1 overflow-x-auto border-b border-line print:hidden">
      {KEG_TABS.map((tab) => (
        <Link key={tab.label} to={tab.to} params={params} className={tabClass} activeOptions={{ exact: true }}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
