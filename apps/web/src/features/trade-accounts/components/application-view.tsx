import { formatAbn, type TradeApplication } from '@tapline/contracts';
import { Panel } from '@/components/ui/card';
import { DetailRow } from '@/components/ui/detail-row';
import { formatDate } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { limitText } from '../trade-words';

/** "3 Dec 2026" from a calendar date, with the year (a licence's expiry is often years away). */
function longDate(date: string): string {
  return formatDate(`${date}T00:00:00Z`, 'UTC');
}

/**
 * Everything a venue gave in its application, as both sides read it: the business, the licence, directors, trade
 * references, the limit asked for and the terms accepted; who sent it and when; and once decided, by whom and why.
 */
export function ApplicationView({ application, timeZone }: { application: TradeApplication; timeZone?: string | undefined }) {
  return (
    <div className="space-y-4">
      {application.status === 'declined' ? (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-semibold text-ink">
            Declined{application.decidedBy ? ` by ${application.decidedBy.name}` : ''}
            {application.decidedAt ? `, ${formatDateTime(application.decidedAt, timeZone)}` : ''}
          </p>
          {application.declineReason ? <p className="mt-1 break-words text-ink">“{application.declineReason}”</p> : null}
        </div>
      ) : null}
      <Panel title="The business">
        <dl className="mt-1 divide-y divide-line">
          <DetailRow term="Legal name">{application.legalName}</DetailRow>
          <DetailRow term="Venue">{application.venue.name}</DetailRow>
          <DetailRow term="ABN" valueClassName="tabular-nums">
            {formatAbn(application.abn)}
          </DetailRow>
          <DetailRow term="ACN" valueClassName="tabular-nums">
            {application.acn ?? <span className="text-ink-soft">None given</span>}
          </DetailRow>
        </dl>
      </Panel>
      <Panel title="Liquor licence">
        <dl className="mt-1 divide-y divide-line">
          <DetailRow term="Number">{application.liquorLicenceNumber}</DetailRow>
          <DetailRow term="State">{application.liquorLicenceState}</DetailRow>
          <DetailRow term="Expires">
            {longDate(application.liquorLicenceExpiry)}
            {application.liquorLicenceExpiry < new Date().toISOString().slice(0, 10) ? (
              <span className="font-semibold text-red-700"> · expired</span>
            ) : null}
          </DetailRow>
        </dl>
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Directors">
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
            {application.directors.map((director, index) => (
              <li key={index}>{director.name}</li>
            ))}
          </ul>
        </Panel>
        <Panel title="Trade references">
          {application.tradeReferences.length === 0 ? (
            <p className="mt-1 text-sm text-ink-soft">None given.</p>
          ) : (
            <ul className="mt-1 divide-y divide-line">
              {application.tradeReferences.map((reference, index) => (
                <li key={index} className="py-2 text-sm">
                  <p className="font-medium text-ink">{reference.business}</p>
                  {reference.contactName ? <p className="text-ink">{reference.contactName}</p> : null}
                  <p className="flex flex-wrap gap-x-3 text-ink-soft">
                    {reference.phone ? (
                      <a href={`tel:${reference.phone.replace(/[^\d+]/g, '')}`} className="text-malt-700 underline underline-offset-2">
                        {reference.phone}
                      </a>
                    ) : null}
                    {reference.email ? (
                      <a href={`mailto:${reference.email}`} className="break-all text-malt-700 underline underline-offset-2">
                        {reference.email}
                      </a>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <Panel title="Asked for">
        <dl className="mt-1 divide-y divide-line">
          <DetailRow term="Credit limit" valueClassName="tabular-nums">
            {application.requestedLimitCents === null ? (
              <span className="text-ink-soft">Not said</span>
            ) : (
              limitText(application.requestedLimitCents)
            )}
          </DetailRow>
          <DetailRow term="Trade terms">
            {application.termsText.trim() ? (
              <details>
                <summary className="cursor-pointer">Accepted: read them as they were</summary>
                <div className="mt-2 max-h-64 overflow-y-auto whitespace-pre-line break-words rounded-lg border border-line bg-stone-50 p-3 text-sm">
                  {application.termsText}
                </div>
              </details>
            ) : (
              'Accepted (none written)'
            )}
          </DetailRow>
          <DetailRow term="Sent">
            {formatDateTime(application.submittedAt, timeZone)}
            {application.submittedBy ? ` by ${application.submittedBy.name}` : ''}
          </DetailRow>
        </dl>
      </Panel>
    </div>
  );
}
