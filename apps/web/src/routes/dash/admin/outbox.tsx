import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ToggleChip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagination } from '@/components/ui/pagination';
import {
  ADMIN_PAGE_SIZE,
  outboxSearchSchema,
  type OutboxSearch,
  outboxQueryOptions,
  useOutbox,
  AdminError,
  AdminNav,
  AdminTableSkeleton,
  OutboxList,
  STATE_LABELS,
} from '@/features/admin';
import { plural } from '@/lib/format';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/admin/outbox')({
  validateSearch: outboxSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(outboxQueryOptions(deps)),
  pendingComponent: AdminTableSkeleton,
  errorComponent: AdminError,
  component: OutboxPage,
});

const CHANNELS: { value: OutboxSearch['channel']; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
];

const STATES: { value: OutboxSearch['state']; label: string }[] = [
  { value: undefined, label: 'Any state' },
  ...(['queued', 'sent', 'failed', 'stored'] as const).map((state) => ({ value: state, label: STATE_LABELS[state] })),
];

function OutboxPage() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const { data } = useOutbox(search);
  useSignedInPageHead('Outbox', 'Admin');
  return (
    <>
      <PageHeader title="Outbox" eyebrow="Admin">
        Every email and text message, newest first: queued until the mail server takes it, sent, failed after its retries (retry it from the
        message), or not sent when nothing is set up to send it. Open one to read it; its links’ tokens and its codes are hidden, so only
        the person it went to can use them.
      </PageHeader>
      <AdminNav />
      <div role="group" aria-label="Channel" className="flex flex-wrap items-center gap-2">
        {CHANNELS.map((channel) => (
          <ToggleChip
            key={channel.label}
            pressed={search.channel === channel.value}
            onToggle={() => void navigate({ search: (previous) => ({ ...previous, channel: channel.value, page: undefined }) })}
          >
            {channel.label}
          </ToggleChip>
        ))}
      </div>
      <div role="group" aria-label="State" className="mt-2 flex flex-wrap items-center gap-2">
        {STATES.map((state) => (
          <ToggleChip
            key={state.label}
            pressed={search.state === state.value}
            onToggle={() => void navigate({ search: (previous) => ({ ...previous, state: state.value, page: undefined }) })}
          >
            {state.label}
          </ToggleChip>
        ))}
        <p className="ml-auto text-sm tabular-nums text-ink-soft" aria-live="polite">
          {plural(data.total, 'message')}
        </p>
      </div>
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
    </>
  );
}
