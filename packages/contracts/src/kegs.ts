import { z } from 'zod';

// Kegs (docs/domain.md, Kegs; issue 37): a supplier's keg types and their deposits, the ledger of kegs each venue
// holds per supplier and keg type, the empties a venue has kicked, and their collection back to the supplier.

/** who owns a keg type: the supplier itself (a deposit may apply) or a pool such as Kegstar (never a deposit) */
export const kegOwnerKinds = ['supplier', 'pool'] as const;
export const KegOwnerKind = z.enum(kegOwnerKinds);
export type KegOwnerKind = z.infer<typeof KegOwnerKind>;

/**
 * Why a keg ledger entry was written: delivered (a delivered order, +), returned (a collection, −), written off
 * (lost or broken, −), adjusted (by hand, with a reason, ±; also a return beyond what the venue held).
 */
export const kegLedgerReasons = ['delivered', 'returned', 'written_off', 'adjusted'] as const;
export const KegLedgerReason = z.enum(kegLedgerReasons);
export type KegLedgerReason = z.infer<typeof KegLedgerReason>;

/** a collection of empties: asked for by the venue, recorded as collected by the supplier, or cancelled */
export const kegCollectionStatuses = ['requested', 'collected', 'cancelled'] as const;
export const KegCollectionStatus = z.enum(kegCollectionStatuses);
export type KegCollectionStatus = z.infer<typeof KegCollectionStatus>;
