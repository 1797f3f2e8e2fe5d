import { Search } from 'lucide-react';
import { Button } from './button';
import { SearchInput } from './input';

interface SearchFormProps {
  /** read out to screen readers and shown as the placeholder */
  label: string;
  /** the search in the URL; the box is remounted when it changes (back button) so it always shows it */
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  className?: string;
}

/** A search box with its button; submits the trimmed text, or undefined when empty. */
export function SearchForm({ label, value, onSearch, className = '' }: SearchFormProps) {
  return (
    <form
      role="search"
      className={`flex gap-2 ${className}`.trim()}
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('q');
        onSearch(typeof text === 'string' && text.trim() ? text.trim() : undefined);
      }}
    >
      <SearchInput key={value ?? ''} name="q" label={label} defaultValue={value ?? ''} className="h-11" />
      <Button type="submit" className="h-11 shrink-0 max-sm:px-3">
        <Search aria-hidden="true" className="h-4 w-4 sm:hidden" />
        <span className="max-sm:sr-only">Search</span>
      </Button>
    </form>
  );
}
