import type { Application } from '@tapline/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { plural } from '@/lib/format';
import { ADMIN_PAGE_SIZE } from '../admin-search';
import { formatAbnDigits, type ApplicationSearch, type ApplicationTab } from '../application-search';
import { useApplications } from '../api/applications';
import { AdminNav } from './admin-nav';
import { DuplicateBadge } from './duplicate-badge';
import { useSignedInPageHead } from '@/lib/page-head';
import { adminDate } from '../admin-time';

const TABS: { value: ApplicationTab; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
];
const TYPE_LABEL = { venue: 'Venue', supplier: 'Supplier' } as const;

function kindLabel(application: Application): string {
  return `${TYPE_LABEL[application.type]} · ${application.kind.charAt(0).toUpperCase()}${application.kind.slice(1)}`;
}

const COLUMNS: DataColumn<Application>[] = [
  {
    label: 'Business',
    rowHeader: true,
    className: 'font-normal',
    cell: (application) => (
      <>
        <Link
          to="/dash/admin/applications/$applicationId"
          params={{ applicationId: application.id }}
          className="block break-words font-semibold text-malt-800 underline-offset-4 hover:underline"
        >
          {application.businessName}
        </Link>
        <span className="block text-xs text-ink-soft">{kindLabel(application)}</span>
        <DuplicateBadge duplicateOf={application.duplicateOf} />
      </>
    ),
  },
  {
    label: 'ABN',
    className: 'whitespace-nowrap tabular-nums text-ink',
    phoneLabel: 'ABN',
    cell: (application) => formatAbnDigits(application.abn),
  },
  {
    label: 'Contact',
    className: 'text-ink-soft',
    cell: (application) => (
      <>
        <span className="block text-ink">{application.contactName}</span>
        <span className="block break-words [overflow-wrap:anywhere]">{application.email}</span>
      </>
    ),
  },
  {
    label: 'Received',
    className: 'whitespace-nowrap tabular-nums text-ink-soft',
    phoneLabel: 'Received',
    cell: (application) => adminDate(application.createdAt),
  },
];

/** Applications to join, one tab per status, newest first; a row opens the application. */
export function ApplicationAdminList({ search }: { search: ApplicationSearch }) {
  const { data } = useApplications(search);
  useSignedInPageHead('Applications', 'Admin');
  const navigate = useNavigate();
  const status = search.status ?? 'new';
  const setSearch = (next: ApplicationSearch) => void navigate({ to: '/dash/admin/applications', search: { ...next, page: undefined } });

  return (
    <>
      <PageHeader title="Applications" eyebrow="Admin">
        Businesses asking to join Tapline, once they have confirmed their email. Search matches the business, the contact, the email and the
        ABN.
      </PageHeader>
      <AdminNav />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label="Application status" className="flex gap-2">
          {TABS.map((tab) => (
            <Link
              key={tab.value}
              to="/dash/admin/applications"
              search={{ q: search.q, status: tab.value === 'new' ? undefined : tab.value }}
              aria-current={status === tab.value ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-medium ${
                status === tab.value ? 'border-malt-700 bg-malt-700 text-white' : 'border-stone-300 bg-white text-ink hover:bg-malt-50'
              }`}
            >
              {tab.label}
              <span className={`tabular-nums ${status === tab.value ? 'text-malt-100' : 'text-ink-soft'}`}>{data.counts[tab.value]}</span>
            </Link>
          ))}
        </nav>
        <SearchForm label="Search applications" value={search.q} onSearch={(q) => setSearch({ ...search, q })} className="lg:w-96" />
      </div>

      <p className="mt-4 text-sm text-ink-soft" aria-live="polite">
        <span className="font-semibold tabular-nums text-ink">{plural(data.total, `${status} application`)}</span>
        {search.q ? ` for “${search.q}”` : ''}
      </p>

      {data.items.length > 0 ? (
        <div className="mt-3 rounded-xl border border-line bg-white max-sm:border-0 max-sm:bg-transparent sm:overflow-x-auto">
          <DataTable
            look="cards"
            columns={COLUMNS}
            rows={data.items}
            rowKey={(application) => application.id}
            rowClassName="max-sm:gap-1.5"
          />
        </div>
      ) : (
        <div className="mt-3">
          <EmptyState
            title={data.total > 0 ? 'This page is past the end' : search.q ? 'No applications match' : `No ${status} applications`}
            action={
              search.q || data.total > 0 ? (
                <Link
                  to="/dash/admin/applications"
                  search={{ status: search.status }}
                  className="font-semibold text-malt-700 underline underline-offset-4"
                >
                  See all {status} applications
                </Link>
              ) : undefined
            }
          >
            {search.q
              ? 'Try another name, email or ABN, or another tab.'
              : status === 'new'
                ? 'Applications from the “For venues” and “For suppliers” pages appear here once the applicant confirms their email.'
                : `Applications you ${status === 'approved' ? 'approve' : 'decline'} are kept here.`}
          </EmptyState>
        </div>
      )}
      <SearchPagination list={{ ...data, pageSize: ADMIN_PAGE_SIZE }} search={search} />
    </>
  );
}
