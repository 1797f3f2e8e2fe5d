import type { ApprovalStanding } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { findSpendLimits, sumWeekSpend } from './spend-limits.queries';
import { spendWeekOf } from './spend-week';

/**
 * What the person may place alone at the venue now (decision 0183): their venue role (a `member` a venue still has
 * counts as a buyer without limits, as before roles), their limits and the week's spend so far.
 */
export async function approvalStandingOf(
  db: Database,
  venue: { id: string; timeZone: string },
  userId: string,
  now: Date,
  { lock = false } = {},
): Promise<ApprovalStanding> {
  // the membership first: a lock must be held before the week is counted
  const limits = await findSpendLimits(db, venue.id, userId, { lock });
  const weekSpentCents = await sumWeekSpend(db, venue.id, userId, spendWeekOf(now, venue.timeZone));
  const role = limits?.role === 'owner' || limits?.role === 'admin' || limits?.role === 'staff' ? limits.role : 'buyer';
  return { role, orderLimitCents: limits?.orderLimitCents ?? null, weekLimitCents: limits?.weekLimitCents ?? null, weekSpentCents };
}
