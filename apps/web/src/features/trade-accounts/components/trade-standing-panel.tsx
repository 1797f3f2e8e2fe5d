import { paymentTermsLabel } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Clock, FileText, ShieldAlert } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { userOrganisationsQueryOptions } from '@/features/organisations';
import { tradeStandingQueryOptions } from '../api/get-trade';
import { availableText, limitText, standingSummary, type StandingTone } from '../trade-words';
import { LimitBar } from './account-terms';

const TONE: Record<StandingTone, { box: string; icon: typeof BadgeCheck; iconClass: string }> = {
  good: { box: 'border-green-700/30 bg-green-50', icon: BadgeCheck, iconClass: 'text-green-800' },
  waiting: { box: 'border-malt-300 bg-malt-50', icon: Clock, iconClass: 'text-malt-800' },
  warning: { box: 'border-amber-300 bg-amber-50', icon: ShieldAlert, iconClass: 'text-amber-800' },
  none: { box: 'border-line bg-white', icon: FileText, iconClass: 'text-malt-700' },
};

const linkClass = 'font-semibold text-malt-700 underline-offset-4 hover:underline';

/**
 * On a supplier's public page, for a signed-in member of a venue: where the venue stands with the supplier (its account
 * with terms, limit and what is left; on hold and why; an application waiting or declined and why) and, for the venue's
 * owners while it may, "Apply for a trade account". Says nothing when the standing can't be read.
 */
export function TradeStandingPanel({
  venue,
  supplierId,
  canApply: isOwner,
}: {
  venue: { id: string; slug: string };
  supplierId: string;
  /** the person is one of the venue's owners, who apply */
  canApply: boolean;
}) {
  const standing = useQuery(tradeStandingQueryOptions(venue.id, supplierId));
  if (standing.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (standing.isError) return null;
  const { account, application, canApply } = standing.data;
  const summary = standingSummary(standing.data);
  const tone = TONE[summary.tone];
  const Icon = tone.icon;
  const params = { orgType: 'venues' as const, orgId: venue.slug };
  return (
    <section aria-labelledby="trade-standing-heading" className={`rounded-xl border p-4 ${tone.box}`}>
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${tone.iconClass}`} />
        <div className="min-w-0 flex-1 basis-60">
          <h2 id="trade-standing-heading" className="font-semibold text-ink">
            {summary.title}
          </h2>
          {summary.detail ? <p className="mt-0.5 break-words text-sm text-ink">{summary.detail}</p> : null}
          {account && account.status !== 'closed' ? (
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-ink-soft">Terms</dt>
                <dd className="font-medium text-ink">{paymentTermsLabel(account.terms)}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">Credit limit</dt>
                <dd className="font-medium tabular-nums text-ink">{limitText(account.creditLimitCents)}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">Available</dt>
                <dd className="font-medium tabular-nums text-ink">
                  {availableText(account)}
                  <LimitBar account={account} />
                </dd>
              </div>
            </dl>
          ) : null}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {account ? (
              <Link
                to="/dash/$orgType/$orgId/trade-accounts/$accountId"
                params={{ ...params, accountId: account.id }}
                className={linkClass}
              >
                See the account
              </Link>
            ) : null}
            {application && application.status === 'submitted' ? (
              <Link
                to="/dash/$orgType/$orgId/trade-accounts/applications/$applicationId"
                params={{ ...params, applicationId: application.id }}
                className={linkClass}
              >
                See your application
              </Link>
            ) : null}
            {canApply && !isOwner ? <span className="text-ink-soft">Your venue’s owners can apply for an account.</span> : null}
          </p>
        </div>
        {canApply && isOwner ? (
          <LinkButton
            to="/dash/$orgType/$orgId/trade-accounts/apply/$supplierId"
            params={{ ...params, supplierId }}
            className="max-sm:w-full"
          >
            Apply for a trade account
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}

/**
 * The panel on a supplier's public page, for the signed-in person's active venue: only its owners are offered the
 * application (their role comes from their organisations, which the dashboard has usually read already).
 */
export function SupplierPageStanding({
  userId,
  venue,
  supplierId,
}: {
  userId: string;
  venue: { id: string; slug: string };
  supplierId: string;
}) {
  const organisations = useQuery(userOrganisationsQueryOptions(userId));
  const role = organisations.data?.find((organisation) => organisation.id === venue.id)?.organisationRole;
  // not one of the venue's members (a platform admin's visit): the venue's standing isn't theirs to read
  if (organisations.isSuccess && !role) return null;
  return <TradeStandingPanel venue={venue} supplierId={supplierId} canApply={role === 'owner'} />;
}
