import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FallbackImage } from '@/components/ui/image';
import { SearchInput } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { organisationsQueryOptions } from '@/features/directory';
import { useDebouncedValue } from '@/features/search';

const SUPPLIERS_SHOWN = 6;

export interface ChosenSupplier {
  id: string;
  name: string;
  logoUrl: string | null;
}

/** Finds a supplier on Tapline by name and chooses it: a short list of matches as radio cards. */
export function SupplierChooser({ onChoose, error }: { onChoose: (supplier: ChosenSupplier) => void; error?: string | undefined }) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const { data, isPending, isError, refetch } = useQuery({
    ...organisationsQueryOptions('supplier', { q: q || undefined, pageSize: SUPPLIERS_SHOWN }),
    placeholderData: keepPreviousData,
  });
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">Supplier</legend>
      <SearchInput label="Find a supplier by name" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {isPending ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : isError ? (
        <p className="mt-2 text-sm text-red-700">
          The suppliers could not be read.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Retry
          </button>
        </p>
      ) : data.items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">No supplier on Tapline matches “{q}”.</p>
      ) : (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {data.items.map((supplier) => (
            <li key={supplier.id}>
              <button
                type="button"
                onClick={() => onChoose({ id: supplier.id, name: supplier.name, logoUrl: supplier.logoUrl })}
                className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-line bg-white p-2 text-left hover:border-malt-700 hover:bg-malt-50"
              >
                <FallbackImage src={supplier.logoUrl} alt="" label={supplier.name} className="h-10 w-10 shrink-0 rounded-md" />
                <span className="min-w-0">
                  <span className="block font-medium text-ink">{supplier.name}</span>
                  <span className="block text-xs text-ink-soft">{[supplier.suburb, supplier.state].filter(Boolean).join(', ')}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
