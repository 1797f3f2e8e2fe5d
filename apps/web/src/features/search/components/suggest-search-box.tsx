import { useNavigate } from '@tanstack/react-router';
import { Beer, MapPin, Search, Truck } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSuggestions } from '../api/get-suggestions';
import { movedActive, suggestionGroups, type SuggestionKind, type SuggestionOption } from '../suggestion-options';
import { useDebouncedValue } from '../use-debounced-value';

/** how long typing must pause before suggestions are asked for */
const DEBOUNCE_MS = 150;

const kindIcons: Record<SuggestionKind, typeof Beer> = { product: Beer, supplier: Truck, venue: MapPin };

interface SuggestSearchBoxProps {
  label: string;
  /** Enter (or the button) without a suggestion chosen: search products for the text */
  onSearch: (text: string | undefined) => void;
  /** where the form goes when sent before the app runs (the server's first paint, decision 0104): a GET with `q` */
  action?: string;
  className?: string;
}

/**
 * The one search box (WAI-ARIA combobox with a grouped listbox): typing suggests products, suppliers and venues;
 * ↓/↑ move through them, Enter opens the active one (or searches products when none is active), Escape closes.
 */
export function SuggestSearchBox({ label, onSearch, action, className = '' }: SuggestSearchBoxProps) {
  const navigate = useNavigate();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>();
  const typed = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const { data } = useSuggestions(typed);
  const groups = typed.length >= 2 ? suggestionGroups(data) : [];
  const options = groups.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const active = expanded ? options.find((option) => option.id === activeId) : undefined;

  function choose(option: SuggestionOption) {
    setOpen(false);
    if (option.kind === 'product') void navigate({ to: '/products/$productId', params: { productId: option.slug } });
    else if (option.kind === 'supplier') void navigate({ to: '/suppliers/$id', params: { id: option.slug } });
    else void navigate({ to: '/venues/$id', params: { id: option.slug } });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (expanded || !open) setActiveId(movedActive(options, active?.id, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveId(undefined);
    }
  }

  return (
    <form
      role="search"
      action={action}
      className={`flex gap-2 ${className}`.trim()}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        // what the box shows: text typed while the app took the painted page over is there before the state hears of it
        const shown = new FormData(event.currentTarget).get('q');
        onSearch((typeof shown === 'string' ? shown : text).trim() || undefined);
      }}
    >
      <div className="relative flex-1">
        <label className="relative block">
          <span className="sr-only">{label}</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft max-sm:hidden"
          />
          <Input
            type="text"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={active?.id}
            autoComplete="off"
            maxLength={100}
            placeholder={label}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActiveId(undefined);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            className="h-12 pl-3 pr-2 shadow-sm max-sm:placeholder:text-sm sm:pl-9"
          />
        </label>
        <div
          id={listboxId}
          role="listbox"
          aria-label={`Suggestions for ${typed}`}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-white py-1 text-left shadow-lg"
        >
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`}>
              <div
                id={`${listboxId}-${group.kind}`}
                role="presentation"
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-soft"
              >
                {group.label}
              </div>
              {group.options.map((option) => {
                const Icon = kindIcons[option.kind];
                return (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={option.id === active?.id}
                    // keep the focus in the box: a click opens the option before the box's blur closes the list
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseMove={() => setActiveId(option.id)}
                    className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${option.id === active?.id ? 'bg-malt-100' : ''}`}
                  >
                    <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-malt-700" />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-ink">{option.name}</span>
                      {option.detail && <span className="block truncate text-sm text-ink-soft">{option.detail}</span>}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <span className="sr-only" aria-live="polite">
        {expanded ? `${options.length} suggestions; use the up and down arrows to choose` : ''}
      </span>
      {/* on a phone the button sits beside the box as an icon, so the open suggestions never cover it */}
      <Button type="submit" className="h-12 shrink-0 px-3 sm:px-5">
        <Search aria-hidden="true" className="h-5 w-5 sm:hidden" />
        <span className="max-sm:sr-only">Search</span>
      </Button>
    </form>
  );
}
