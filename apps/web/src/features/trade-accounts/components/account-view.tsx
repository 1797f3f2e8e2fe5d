import type { TradeAccountDetail } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Panel } from '@/components/ui/card';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { formatDate } from '@/lib/format';
import { ChangeAccountTerms, AccountSteps } from './account-actions';
import { AccountHistory } from './account-history';
import { AccountReason, AccountTerms } from './account-terms';
import { ApplicationStatusChip } from './status-chips';

/**
 * One trade account as either side sees it: why it is on hold or closed, its terms, limit, what is owed and left, the
 * price list and zone, its history and the applications behind it. `manage`: the supplier's owners and admins, who
 * change the terms and hold, release, close or reopen it; everyone else reads it.
 */
export function AccountView({
  account,
  manage,
  params,
  timeZone,
}: {
  account: TradeAccountDetail;
  manage: boolean;
  params: { orgType: OrganisationTypeSegment; orgId: string };
  timeZone?: string | undefined;
}) {
  return (
    <div className="space-y-5">
      {manage ? (
        <div className="flex flex-wrap items-start gap-2">
          <AccountSteps account={account} />
          <ChangeAccountTerms account={account} supplierId={account.supplier.id} />
        </div>
      ) : null}
      <AccountReason account={account} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Panel title="Terms">
          <div className="mt-1">
            <AccountTerms account={account} timeZone={timeZone} />
          </div>
        </Panel>
        <Panel title="History">
          <div className="mt-2">
            <AccountHistory events={account.events} timeZone={timeZone} />
          </div>
        </Panel>
      </div>
      {account.applications.length > 0 ? (
        <Panel title="Applications">
          <ul className="mt-1 divide-y divide-line">
            {account.applications.map((application) => (
              <li key={application.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <Link
                  to="/dash/$orgType/$orgId/trade-accounts/applications/$applicationId"
                  params={{ ...params, applicationId: application.id }}
                  className="font-medium text-malt-700 underline-offset-4 hover:underline"
                >
                  Sent {formatDate(application.submittedAt, timeZone)}
                </Link>
                <ApplicationStatusChip status={application.status} />
                {application.declineReason ? (
                  <span className="min-w-0 break-words text-ink-soft">“{application.declineReason}”</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </div>
  );
}
