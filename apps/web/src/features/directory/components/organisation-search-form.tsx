import { useNavigate } from '@tanstack/react-router';
import { SearchForm } from '@/components/ui/search-form';
import type { OrganisationSearch } from '../search';

/** The search box of /venues and /suppliers: a new search starts again at page 1. */
export function OrganisationSearchForm({ search, label }: { search: OrganisationSearch; label: string }) {
  const navigate = useNavigate();
  return (
    <SearchForm
      label={label}
      value={search.q}
      className="max-w-xl"
      onSearch={(q) => void navigate({ to: '.', search: (previous) => ({ ...previous, q, page: undefined }) })}
    />
  );
}
