import type { XeroBackfillPreview, XeroBackfillResult } from '@tapline/contracts';
import { type ApiUser, recordAudit, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { countBackfillCandidates, insertBackfillRecords, listBackfillCandidates, type BackfillScope } from './xero-backfill.queries';
import type { SyncRecordsDeps } from './xero-sync-records.service';
import { listSyncingIntegrations } from './xero-sync.queries';
import { XERO_SYNC_QUEUE } from './xero-sync.queues';
import type { XeroSyncJob } from './xero-sync.service';

// Orders invoiced before Xero was connected (decisions 0132, 0162): only the step that issues an order's tax invoice
// queues its sync, so an order invoiced earlier never reached Xero. An owner or admin sends the last N days' orders
// with a tax invoice and nothing in their Xero, through the same records, queue and idempotency as every sync: a
// record per order and organisation (unique), a job per new record; the job looks the invoice up by its number first.

type OrganisationType = 'venue' | 'supplier';
const MANAGERS = ['owner', 'admin'] as const;
const DAY_MS = 86_400_000;

/** The organisation (owner or admin) and which of its invoiced orders to look at: those placed since `days` ago. */
async function scopeOf(deps: SyncRecordsDeps, user: ApiUser, type: OrganisationType, idOrSlug: string, days: number, now: Date) {
  const { organisation, organisationRole } = await requireOrganisationAccess(deps.db, user, type, idOrSlug, MANAGERS);
  if (!deps.available) throw new AppError('conflict', 'Xero isn’t available on this server, so nothing can be sent to it');
  const [integration] = await listSyncingIntegrations(deps.db, [organisation.id]);
  if (!integration)
    throw new AppError('conflict', 'Connect Xero and choose the account and tax rate first: then earlier orders can be sent');
  const scope: BackfillScope = { organisationId: organisation.id, side: type, since: new Date(now.getTime() - days * DAY_MS) };
  return { organisation, actorIsPlatformAdmin: organisationRole === null, scope };
}

/** GET …/integrations/xero/backfill?days=N: how many orders a send would queue now. */
export async function previewXeroBackfill(
  deps: SyncRecordsDeps,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  days: number,
): Promise<XeroBackfillPreview> {
  const { scope } = await scopeOf(deps, user, type, idOrSlug, days, new Date());
  return { days, since: scope.since.toISOString(), count: await countBackfillCandidates(deps.db, scope) };
}

/** POST …/integrations/xero/backfill {days}: queues them, in one transaction with their records and an audit entry. */
export async function startXeroBackfill(
  deps: SyncRecordsDeps,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  days: number,
): Promise<XeroBackfillResult> {
  const { organisation, actorIsPlatformAdmin, scope } = await scopeOf(deps, user, type, idOrSlug, days, new Date());
  const queued = await deps.db.transaction(async (tx) => {
    const due = await listBackfillCandidates(tx, scope);
    const inserted = await insertBackfillRecords(
      tx,
      due.map((order) => ({
        supplierOrderId: order.supplierOrderId,
        organisationId: organisation.id,
        side: type,
        createdAt: order.steppedAt,
      })),
    );
    await deps.queue.enqueueMany<XeroSyncJob>(
      tx,
      XERO_SYNC_QUEUE,
      inserted.map((record) => ({ syncRecordId: record.id })),
    );
    if (inserted.length > 0) {
      await recordAudit(tx, {
        organisationId: organisation.id,
        actorId: user.id,
        actorIsPlatformAdmin,
        action: 'integration.backfilled',
        targetType: 'integration',
        after: { provider: 'xero', days, orders: inserted.length },
      });
    }
    return inserted.length;
  });
  if (queued > 0) deps.queue.wake(XERO_SYNC_QUEUE);
  return { days, since: scope.since.toISOString(), queued };
}
