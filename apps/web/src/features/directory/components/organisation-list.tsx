import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagination } from '@/components/ui/pagination';
import { plural } from '@/lib/format';
import { useOrganisations } from '../api/get-organisations';
import { organisationWords, type OrganisationType } from '../organisation-types';
import type { OrganisationSearch } from '../search';
import { OrganisationGrid } from './organisation-card';
import { OrganisationSearchForm } from './organisation-search-form';

/** /venues and /suppliers: search, count, cards and pages; the search lives in the URL. */
export function OrganisationList({ type, search }: { type: OrganisationType; search: OrganisationSearch }) {
  const { data } = useOrganisations(type, search);
  const words = organisationWords[type];
  return (
    <>
      <PageHeader title={words.title}>{words.intro}</PageHeader>
      <OrganisationSearchForm search={search} label={`Search ${words.one}s by name or suburb`} />
      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        <span className="font-semibold text-ink tabular-nums">{plural(data.total, words.one)}</span>
        {search.q ? ` for “${search.q}”` : ''}
      </p>
      <div className="mt-4">
        {data.items.length > 0 ? (
          <OrganisationGrid type={type} organisations={data.items} headingLevel={2} />
        ) : (
          <EmptyState
            title={data.total > 0 ? 'This page is past the end' : `No ${words.one}s match`}
            action={
              <Link to="." search={{}} className="font-semibold text-malt-700 underline underline-offset-4">
                {`See all ${words.one}s`}
              </Link>
            }
          >
            Try another name or suburb.
          </EmptyState>
        )}
      </div>
      <SearchPagination list={data} search={search} />
    </>
  );
}
