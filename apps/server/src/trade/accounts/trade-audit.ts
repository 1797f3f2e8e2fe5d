import type { Database } from '@tapline/db';
import { recordAudit } from '../../identity';

// The supplier's decisions on trade applications and its changes to accounts, in the audit log (decision 0178): in
// both organisations' logs, the supplier's (whose people act) and the venue's (whose account it is), as an order step
// that ends an order is (decision 0131). Each row names both, so the log's sentence can be told from either side
// (identity's auditSummary: "Rita Rep approved The Local Tavern's trade account: Net 30 days, credit limit $5,000.00").

type TradeAuditAction =
  | 'trade_application.approved'
  | 'trade_application.declined'
  | 'trade_account.held'
  | 'trade_account.released'
  | 'trade_account.closed'
  | 'trade_account.reopened'
  | 'trade_account.changed';

interface Named {
  id: string;
  name: string;
}

export interface TradeAuditEntry {
  action: TradeAuditAction;
  actorId: string;
  supplier: Named;
  venue: Named;
  /** the application decided, or the account acted on */
  target: { type: 'trade_application' | 'trade_account'; id: string };
  /** what it was: the account's status, the fields a change changed */
  before?: Record<string, string> | null;
  /** what it is now: the status, the reason, the terms approved, the fields' new values */
  after: Record<string, string | null>;
}

/** Writes the action to both organisations' logs, in the transaction of the change. */
export function auditTrade(tx: Database, entry: TradeAuditEntry): Promise<void> {
  const row = {
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    before: entry.before ?? null,
    after: { supplierName: entry.supplier.name, venueName: entry.venue.name, ...entry.after },
  };
  return recordAudit(tx, [
    { ...row, organisationId: entry.supplier.id },
    { ...row, organisationId: entry.venue.id },
  ]);
}
