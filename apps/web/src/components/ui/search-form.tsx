import { Search } from 'lucide-react';
import { Button } from './button';
import { SearchInput } from './input';

interface SearchFormProps {
  /** read out to screen readers and shown as the placeholder */
  label: string;
  /** the search in the URL; the box is remounted when it changes (back button) so it always shows it */
  value: string | undefined;
  onSearch: (text: string | undefined) => void;
  size?: 'md' | 'lg';
  className?: string;
}

/** A search box with its button; submits the trimmed text, or undefined when empty. */
export function SearchForm({ label, value, onSearch, size = 'md', className = '' }: SearchFormProps) {
  const height = size === 'lg' ? 'h-12' : 'h-11';
  return (
    <form
      role="search"
      // the large (home) box stacks on phones so its placeholder fits; the others keep one row with an icon button
      className={`flex gap-2 ${size === 'lg' ? 'flex-col sm:flex-row' : ''} ${className}`.trim()}
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('q');
        onSearch(typeof text === 'string' && text.trim() ? text.trim() : undefined);
      }}
    >
      <SearchInput key={value ?? ''} name="q" label={label} defaultValue={value ?? ''} className={`${height} ${size === 'lg' ? 'shadow-sm' : ''}`} />
      {size === 'lg' ? (
        <Button type="submit" className={`${height} shrink-0 px-5`}>
          Search
        </Button>
      ) : (
        <Button type="submit" className={`${height} shrink-0 max-sm:px-3`}>
          <Search aria-hidden="true" className="h-4 w-4 sm:hidden" />
          <span className="max-sm:sr-only">Search</span>
        </Button>
      )}
    </form>
  );
}
