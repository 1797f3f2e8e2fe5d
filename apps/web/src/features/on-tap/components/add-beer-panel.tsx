import type { OnTapCreateInput, OnTapEntry, TapStatus } from '@tapline/contracts';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ToggleChip } from '@/components/ui/chip';
import { SearchInput } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/features/search';
import { useCreateOnTapEntry } from '../api/create-on-tap-entry';
import { useCatalogueSearch, useRecentOrders } from '../api/find-candidates';
import { toast } from '../api/settle-on-tap';
import { recentCandidates, searchCandidates, type Candidate } from '../add-candidates';
import { LIST_LABELS } from '../tap-order';
import { GuestBeerForm } from './guest-beer-form';
import { TitledSection } from '@/components/ui/titled-section';

interface AddBeerPanelProps {
  venueId: string;
  nextFreeTapNumber: number | null;
  /** product ids already on the lists (not offered again) */
  onList: ReadonlySet<string>;
  onClose: () => void;
  onAdded: (entry: OnTapEntry) => void;
}

/** What a toast says once a beer is on the list. */
export function addedText(entry: OnTapEntry): string {
  return entry.status === 'pouring' && entry.tapNumber !== null
    ? `${entry.name} is on tap ${entry.tapNumber}`
    : `${entry.name} is ${LIST_LABELS[entry.status].toLowerCase()}`;
}

/**
 * "Add a beer": search the catalogue (the venue's recent orders first) or type in a guest beer, into Pouring (on
 * the next free tap) or Next on.
 */
export function AddBeerPanel({ venueId, nextFreeTapNumber, onList, onClose, onAdded }: AddBeerPanelProps) {
  const [mode, setMode] = useState<'catalogue' | 'guest'>('catalogue');
  const [status, setStatus] = useState<TapStatus>('pouring');
  const [q, setQ] = useState('');
  const words = useDebouncedValue(q, 250);
  const create = useCreateOnTapEntry(venueId);

  async function add(input: OnTapCreateInput): Promise<void> {
    const entry = await create.mutateAsync({
      ...input,
      status,
      // the lowest free tap for a beer going on now; one announced as next gets its tap when it goes on
      ...(status === 'pouring' && nextFreeTapNumber !== null ? { tapNumber: nextFreeTapNumber } : {}),
    });
    void toast('success', addedText(entry));
    onAdded(entry);
  }

  function addCandidate(candidate: Candidate) {
    add({ productId: candidate.productId, ...(candidate.skuId ? { skuId: candidate.skuId } : {}) }).catch((error: unknown) => {
      void toast('error', `${candidate.name} wasn’t added: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  return (
    <TitledSection
      title="Add a beer"
      headingId="add-beer-heading"
      headingClassName="text-lg font-bold text-ink"
      className="rounded-xl border border-malt-200 bg-white p-4 shadow-sm"
      headerClassName="flex items-start justify-between gap-3"
      action={
        <button
          type="button"
          onClick={onClose}
          aria-label="Close Add a beer"
          className="-m-1 flex h-10 w-10 items-center justify-center rounded-lg text-ink-soft hover:bg-stone-100"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      }
    >
      <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
        <div role="group" aria-label="Find it" className="flex flex-wrap gap-2">
          <ToggleChip pressed={mode === 'catalogue'} onToggle={() => setMode('catalogue')}>
            From Tapline
          </ToggleChip>
          <ToggleChip pressed={mode === 'guest'} onToggle={() => setMode('guest')}>
            Guest beer
          </ToggleChip>
        </div>
        <fieldset className="flex flex-wrap items-center gap-3 text-sm">
          <legend className="sr-only">Put it in</legend>
          <span aria-hidden="true" className="font-medium text-ink">
            Put it in
          </span>
          {(['pouring', 'next'] as const).map((choice) => (
            <label key={choice} className="inline-flex min-h-9 cursor-pointer items-center gap-1.5">
              <input
                type="radio"
                name="add-status"
                value={choice}
                checked={status === choice}
                onChange={() => setStatus(choice)}
                className="h-4 w-4 accent-malt-700"
              />
              {LIST_LABELS[choice]}
              {choice === 'pouring' && nextFreeTapNumber !== null ? <span className="text-ink-soft">(tap {nextFreeTapNumber})</span> : null}
            </label>
          ))}
        </fieldset>
      </div>

      {mode === 'catalogue' ? (
        <div className="mt-4">
          <SearchInput label="Search the catalogue" value={q} onChange={(event) => setQ(event.currentTarget.value)} autoComplete="off" />
          {words.trim().length >= 2 ? (
            <SearchResults
              venueId={venueId}
              q={words}
              onList={onList}
              busy={create.isPending}
              onPick={addCandidate}
              onGuest={() => setMode('guest')}
            />
          ) : (
            <RecentlyOrdered venueId={venueId} onList={onList} busy={create.isPending} onPick={addCandidate} />
          )}
        </div>
      ) : (
        <GuestBeerForm status={status} onAdd={(guest) => add({ guest })} />
      )}
    </TitledSection>
  );
}

interface ResultsProps {
  venueId: string;
  onList: ReadonlySet<string>;
  busy: boolean;
  onPick: (candidate: Candidate) => void;
}

function SearchResults({ venueId, q, onList, busy, onPick, onGuest }: ResultsProps & { q: string; onGuest: () => void }) {
  const search = useCatalogueSearch(q, venueId);
  if (search.isPending) return <ResultsSkeleton />;
  if (search.isError) return <p className="mt-3 text-sm text-red-700">The search failed: {search.error.message}</p>;
  const candidates = searchCandidates(search.data.items, onList);
  if (candidates.length === 0) {
    return (
      <p className="mt-3 text-sm text-ink-soft">
        No beers on Tapline match “{q}”.{' '}
        <button type="button" onClick={onGuest} className="font-semibold text-malt-700 underline-offset-4 hover:underline">
          Add it as a guest beer
        </button>
      </p>
    );
  }
  return <CandidateList label={`Beers matching “${q}”`} candidates={candidates} busy={busy} onPick={onPick} />;
}

function RecentlyOrdered({ venueId, onList, busy, onPick }: ResultsProps) {
  const recent = useRecentOrders(venueId);
  if (recent.isPending) return <ResultsSkeleton />;
  const candidates = recentCandidates(recent.orders).filter((candidate) => !onList.has(candidate.productId));
  if (candidates.length === 0)
    return <p className="mt-3 text-sm text-ink-soft">Type at least two letters of a beer, a brewery or a style.</p>;
  return <CandidateList label="Recently ordered" heading candidates={candidates} busy={busy} onPick={onPick} />;
}

function CandidateList({
  label,
  heading = false,
  candidates,
  busy,
  onPick,
}: {
  label: string;
  heading?: boolean;
  candidates: Candidate[];
  busy: boolean;
  onPick: (candidate: Candidate) => void;
}) {
  return (
    <div className="mt-3">
      {heading ? <h3 className="mb-1 text-sm font-semibold text-ink-soft">{label}</h3> : null}
      <ul aria-label={label} className="divide-y divide-line rounded-lg border border-line">
        {candidates.map((candidate) => (
          <li key={candidate.productId} className="flex items-center gap-3 px-3 py-2">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">
                {candidate.name}
                {candidate.orderedBefore && !heading ? (
                  <Badge tone="success" className="ml-2 align-middle">
                    Ordered before
                  </Badge>
                ) : null}
              </p>
              <p className="truncate text-sm text-ink-soft">{[candidate.producer, candidate.detail].filter(Boolean).join(' · ')}</p>
            </div>
            <Button variant="secondary" className="min-h-9 shrink-0 px-3 py-1.5" disabled={busy} onClick={() => onPick(candidate)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add<span className="sr-only"> {candidate.name}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" className="mt-3 space-y-2">
      <span className="sr-only">Searching…</span>
      <Skeleton className="h-12 w-full rounded-lg" />
      <Skeleton className="h-12 w-full rounded-lg" />
    </div>
  );
}
