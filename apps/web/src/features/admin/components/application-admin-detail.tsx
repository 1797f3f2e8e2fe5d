import type { Application } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Check, CopyCheck, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { AdminTimeZoneNote } from './admin-time-zone-note';
import { TYPE_WORDS } from '../admin-search';
import { formatAbnDigits, sharedWords } from '../application-search';
import { useApplication } from '../api/applications';
import { ApproveApplicationDialog } from './approve-application-dialog';
import { DeclineApplicationDialog } from './decline-application-dialog';
import { useSignedInPageHead } from '@/lib/page-head';
import { adminDateTime } from '../admin-time';
import { DetailRow } from '@/components/ui/detail-row';
import { TitledSection } from '@/components/ui/titled-section';

const STATUS_LOOK = {
  unverified: { label: 'Email not confirmed', className: 'bg-stone-200 text-ink' },
  new: { label: 'New', className: 'bg-malt-100 text-malt-800' },
  approved: { label: 'Approved', className: 'bg-green-100 text-green-800' },
  declined: { label: 'Declined', className: 'bg-red-100 text-red-800' },
} as const;

/** An application is read closely: roomy rows, and long emails and addresses break anywhere. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DetailRow spacing="roomy" valueClassName="text-sm [overflow-wrap:anywhere]" term={label}>
      {children}
    </DetailRow>
  );
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** An organisation's admin page. */
function OrganisationLink({ organisation }: { organisation: { id: string; name: string; type: 'venue' | 'supplier' } }) {
  const className = 'font-semibold text-malt-700 underline underline-offset-4';
  return organisation.type === 'venue' ? (
    <Link to="/dash/admin/venues/$id" params={{ id: organisation.id }} className={className}>
      {organisation.name}
    </Link>
  ) : (
    <Link to="/dash/admin/suppliers/$id" params={{ id: organisation.id }} className={className}>
      {organisation.name}
    </Link>
  );
}

function Duplicates({ matches }: { matches: Application['duplicateOf']['matches'] }) {
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby="duplicates" className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="duplicates" className="flex items-center gap-2 font-semibold text-amber-900">
        <CopyCheck aria-hidden="true" className="h-4 w-4" />
        Possible duplicate
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {matches.map((match) => (
          <li key={`${match.kind}-${match.id}`}>
            {capitalised(sharedWords(match.on))} as{' '}
            {match.kind === 'application' ? (
              <>
                the application{' '}
                <Link
                  to="/dash/admin/applications/$applicationId"
                  params={{ applicationId: match.id }}
                  className="font-semibold text-malt-700 underline underline-offset-4"
                >
                  {match.name}
                </Link>{' '}
                ({STATUS_LOOK[match.status].label.toLowerCase()})
              </>
            ) : (
              <>
                the {TYPE_WORDS[match.type].one} <OrganisationLink organisation={match} />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One application with everything the applicant sent, its duplicates, and the decision (Approve… / Decline…) while it is new. */
export function ApplicationAdminDetail({ id }: { id: string }) {
  const { data: application } = useApplication(id);
  useSignedInPageHead(`Application from ${application.businessName}`, 'Admin');
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const words = TYPE_WORDS[application.type];
  const look = STATUS_LOOK[application.status];
  const { address } = application;

  return (
    <>
      <BackLink
        to="/dash/admin/applications"
        search={application.status === 'approved' || application.status === 'declined' ? { status: application.status } : {}}
      >
        Applications
      </BackLink>
      <div className="mt-3">
        <PageHeader title={application.businessName} eyebrow={`Application to join as a ${words.one}`}>
          <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}>{look.label}</span>
        </PageHeader>
        <AdminTimeZoneNote className="-mt-4 mb-6" />
      </div>
      {application.status === 'new' ? (
        <div className="-mt-2 mb-6 flex gap-2">
          <Button onClick={() => setDialog('approve')} className="max-sm:flex-1">
            <Check aria-hidden="true" className="h-4 w-4" />
            Approve…
          </Button>
          <Button variant="secondary" onClick={() => setDialog('decline')} className="text-red-800 max-sm:flex-1">
            <X aria-hidden="true" className="h-4 w-4" />
            Decline…
          </Button>
        </div>
      ) : null}

      {application.status === 'approved' && application.organisation ? (
        <p role="status" className="mb-6 rounded-xl border border-green-200 bg-green-50 p-4 text-sm text-green-900">
          Approved{application.decidedAt ? ` on ${adminDateTime(application.decidedAt)}` : ''}
          {application.decidedBy ? ` by ${application.decidedBy.name || application.decidedBy.email}` : ''}. The {words.one} is{' '}
          <OrganisationLink organisation={application.organisation} />; its owner has been invited.
        </p>
      ) : null}
      {application.status === 'declined' ? (
        <div role="status" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>
            Declined{application.decidedAt ? ` on ${adminDateTime(application.decidedAt)}` : ''}
            {application.decidedBy ? ` by ${application.decidedBy.name || application.decidedBy.email}` : ''}. The applicant was emailed the
            reason:
          </p>
          <p className="mt-2 whitespace-pre-line break-words text-ink">{application.declineReason}</p>
        </div>
      ) : null}

      <Duplicates matches={application.duplicateOf.matches} />

      <TitledSection
        title="What the applicant sent"
        headingId="application-details"
        headingClassName="sr-only"
        className="rounded-xl border border-line bg-white px-5 py-2"
      >
        <dl className="divide-y divide-line">
          <Row label="Business">{application.businessName}</Row>
          <Row label="Kind">
            {capitalised(words.one)} · {capitalised(application.kind)}
          </Row>
          <Row label="ABN">
            <span className="tabular-nums">{formatAbnDigits(application.abn)}</span>
          </Row>
          <Row label="Address">
            {address.line1}
            {address.line2 ? <>, {address.line2}</> : null}, {address.suburb} {address.state} {address.postcode}
          </Row>
          <Row label="Contact">{application.contactName}</Row>
          <Row label="Email">
            <a href={`mailto:${application.email}`} className="text-malt-700 underline underline-offset-4">
              {application.email}
            </a>
          </Row>
          <Row label="Phone">
            <a href={`tel:${application.phone.replace(/\s+/g, '')}`} className="text-malt-700 underline underline-offset-4">
              {application.phone}
            </a>
          </Row>
          {application.type === 'supplier' ? <Row label="Delivers to">{application.deliveryAreas.join(', ') || '—'}</Row> : null}
          <Row label="Received">{adminDateTime(application.createdAt)}</Row>
          <Row label="Email confirmed">{application.verifiedAt ? adminDateTime(application.verifiedAt) : '—'}</Row>
        </dl>
      </TitledSection>

      {application.status === 'new' ? (
        <>
          <ApproveApplicationDialog
            application={application}
            open={dialog === 'approve'}
            onOpenChange={(open) => setDialog(open ? 'approve' : null)}
            onApproved={() => setDialog(null)}
          />
          <DeclineApplicationDialog
            application={application}
            open={dialog === 'decline'}
            onOpenChange={(open) => setDialog(open ? 'decline' : null)}
          />
        </>
      ) : null}
    </>
  );
}
