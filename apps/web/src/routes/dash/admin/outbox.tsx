import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ToggleChip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchPagination } from '@/components/ui/pagination';
import {
  ADMIN_PAGE_SIZE,
  outboxSearchSchema,
  type OutboxSearch,
  outboxQueryOptions,
  useOutbox,
  AdminPage,
  OutboxList,
  STATE_LABELS,
} from '@/features/admin';
import { plural } from '@/lib/format';
import { adminListRoute } from './-components/admin-route';

export const Route = createFileRoute('/dash/admin/outbox')({
  ...adminListRoute(outboxSearchSchema),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(outboxQueryOptions(deps)),
  component: OutboxPage,
});

/** The choices of one search param, as a row of chips (the first one, `undefined`, is "any"). */
type Choices<Name extends 'channel' | 'state'> = { value: OutboxSearch[Name]; label: string }[];

const CHANNELS: Choices<'channel'> = [
  { value: undefined, label: 'All' },
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];

const STATES: Choices<'state'> = [
  { value: undefined, label: 'Any state' },
  ...(['queued', 'sent', 'failed', 'stored'] as const).map((state) => ({ value: state, label: STATE_LABELS[state] })),
];

/** A row of chips choosing one search param (the others kept, back to the first page); `children` end the row. */
function SearchChips<Name extends 'channel' | 'state'>({
  label,
  name,
  choices,
  className = '',
  children,
}: {
  label: string;
  name: Name;
  choices: Choices<Name>;
  className?: string;
  children?: ReactNode;
}) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <div role="group" aria-label={label} className={`flex flex-wrap items-center gap-2 ${className}`.trim()}>
      {choices.map((choice) => (
        <ToggleChip
          key={choice.label}
          pressed={search[name] === choice.value}
          onToggle={() => void navigate({ search: (previous) => ({ ...previous, [name]: choice.value, page: undefined }) })}
        >
          {choice.label}
        </ToggleChip>
      ))}
      {children}
    </div>
  );
}

function OutboxPage() {
  const search = Route.useSearch();
  const { data } = useOutbox(search);
  return (
    <AdminPage
      title="Outbox"
      intro="Every email and text message, newest first: queued until the mail server takes it, sent, failed after its retries (retry it from the message), or not sent when nothing is set up to send it. Open one to read it; its links’ tokens and its codes are hidden, so only the person it went to can use them."
    >
      <SearchChips label="Channel" name="channel" choices={CHANNELS} />
      <SearchChips label="State" name="state" choices={STATES} className="mt-2">
        <p className="ml-auto text-sm tabular-nums text-ink-soft" aria-live="polite">
          {plural(data.total, 'message')}
        </p>
      </SearchChips>
      {data.items.length > 0 ? (
        <div className="mt-4 overflow-hidden rounded-xl border border-line bg-white">
          <OutboxList messages={data.items} />
        </div>
      ) : (
        <div className="mt-4">
          <EmptyState title={data.total > 0 ? 'This page is past the end' : 'Nothing sent yet'}>
            Invites, password resets and sign-in codes appear here as they go out.
          </EmptyState>
        </div>
      )}
      <SearchPagination list={{ ...data, pageSize: ADMIN_PAGE_SIZE }} search={search} />
    </AdminPage>
  );
}
