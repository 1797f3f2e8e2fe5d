import { useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { textOf } from '@/lib/form-text';
import type { OrganisationSearch } from '../search';

export function OrganisationSearchForm({ search, label }: { search: OrganisationSearch; label: string }) {
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="flex max-w-xl gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate({ to: '.', search: { ...search, q: textOf(event.currentTarget) || undefined, page: undefined } });
      }}
    >
      <label className="relative flex-1">
        <span className="sr-only">{label}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft" />
        <input
          type="search"
          name="q"
          key={search.q ?? ''}
          defaultValue={search.q ?? ''}
          placeholder={label}
          maxLength={100}
          className="h-11 w-full rounded-lg border border-stone-300 bg-white pl-9 pr-3 text-base"
        />
      </label>
      <Button type="submit" className="h-11">
        Search
      </Button>
    </form>
  );
}
