import { Link, useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { SelectField } from '@/components/ui/select-field';
import { plural } from '@/lib/format';
import { useChangeOrganisationStatus } from '../api/change-organisation-status';
import { useAdminOrganisations } from '../api/get-admin-organisations';
import { ADMIN_PAGE_SIZE, TYPE_WORDS, type AdminOrganisationSearch, type OrganisationType } from '../admin-search';
import { AdminNav } from './admin-nav';
import { OrganisationsTable } from './organisations-table';
import { StatusChangeDialogs, type StatusChangeAsked } from './status-change-dialogs';
import { useSignedInPageHead } from '@/lib/page-head';

const LIST_PATHS = { venue: '/dash/admin/venues', supplier: '/dash/admin/suppliers' } as const;
const CREATE_PATHS = { venue: '/dash/admin/venues/create', supplier: '/dash/admin/suppliers/create' } as const;
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

/** The admin table of venues or suppliers: search and status in the URL, pages, suspend and reactivate. */
export function OrganisationAdminList({ type, search }: { type: OrganisationType; search: AdminOrganisationSearch }) {
  const words = TYPE_WORDS[type];
  const { data } = useAdminOrganisations(type, search);
  useSignedInPageHead(words.title, 'Admin');
  const navigate = useNavigate();
  const change = useChangeOrganisationStatus(type);
  const [asked, setAsked] = useState<StatusChangeAsked | null>(null);
  const filtered = Boolean(search.q || search.status);

  const setSearch = (next: AdminOrganisationSearch) => void navigate({ to: LIST_PATHS[type], search: { ...next, page: undefined } });

  return (
    <>
      <PageHeader title={words.title} eyebrow="Admin">
        Every {words.one} on Tapline, suspended ones included. Search matches the name, the slug and the emails of its people.
      </PageHeader>
      <AdminNav />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchForm label={`Search ${words.many}`} value={search.q} onSearch={(q) => setSearch({ ...search, q })} className="flex-1" />
        <div className="flex gap-3">
          <SelectField
            label="Status"
            hideLabel
            options={STATUS_OPTIONS}
            value={search.status ?? ''}
            onChange={(event) => setSearch({ ...search, status: (event.target.value || undefined) as AdminOrganisationSearch['status'] })}
            className="flex-1 lg:w-44"
          />
          <LinkButton to={CREATE_PATHS[type]} className="h-11 shrink-0">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {words.create}
          </LinkButton>
        </div>
      </div>

      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        <span className="font-semibold tabular-nums text-ink">{plural(data.total, words.one, words.many)}</span>
        {search.status ? ` ${search.status}` : ''}
        {search.q ? ` for “${search.q}”` : ''}
      </p>

      {data.items.length > 0 ? (
        <div className="mt-3 rounded-xl border border-line bg-white max-sm:border-0 max-sm:bg-transparent sm:overflow-x-auto">
          <OrganisationsTable
            type={type}
            organisations={data.items}
            onSuspend={(organisation) => setAsked({ organisation, action: 'suspend' })}
            onReactivate={(organisation) => setAsked({ organisation, action: 'reactivate' })}
            busyId={change.isPending ? (change.variables?.id ?? null) : null}
          />
        </div>
      ) : (
        <div className="mt-3">
          <EmptyState
            title={data.total > 0 ? 'This page is past the end' : filtered ? `No ${words.many} match` : `No ${words.many} yet`}
            action={
              filtered || data.total > 0 ? (
                <Link to={LIST_PATHS[type]} search={{}} className="font-semibold text-malt-700 underline underline-offset-4">
                  See all {words.many}
                </Link>
              ) : (
                <LinkButton to={CREATE_PATHS[type]}>{words.create}</LinkButton>
              )
            }
          >
            {filtered ? 'Try another name, slug or email, or another status.' : `Create the first ${words.one} and invite its owner.`}
          </EmptyState>
        </div>
      )}
      <SearchPagination list={{ ...data, pageSize: ADMIN_PAGE_SIZE }} search={search} />

      <StatusChangeDialogs change={change} asked={asked} onClose={() => setAsked(null)} />
    </>
  );
}
