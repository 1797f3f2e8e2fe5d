import type { KegHolding, KegTypeSummary } from '@tapline/contracts';

// Putting a side's keg reads together (docs/domain.md, Kegs; decision 0176): one holding per supplier, venue and keg
// type that has kegs out or empties waiting, the balance always the ledger's sum. Pure: the reads come in as rows.

export interface PairKeyed {
  supplierId: string;
  venueId: string;
  kegTypeId: string;
}

export interface HoldingReads {
  balances: readonly (PairKeyed & { balance: number })[];
  empties: readonly (PairKeyed & { waiting: number; oldestEmptiedAt: Date | null; late: number })[];
  outstanding: readonly (PairKeyed & { oldestOutSince: Date | null; overdueKegs: number })[];
}

export interface KegTypeFacts {
  id: string;
  supplierId: string;
  name: string;
  litres: number;
  ownerKind: 'supplier' | 'pool';
  poolName: string | null;
  depositCents: number;
  archivedAt: Date | null;
}

export type PairHolding = PairKeyed & KegHolding;

const keyOf = (row: PairKeyed) => `${row.supplierId}:${row.venueId}:${row.kegTypeId}`;

/** What the deposit of `kegs` kegs of the type comes to, ex GST: a pool keg's is nothing. */
export function depositOf(kegType: Pick<KegTypeFacts, 'ownerKind' | 'depositCents'> | undefined, kegs: number): number {
  if (!kegType || kegType.ownerKind !== 'supplier') return 0;
  return Math.max(kegs, 0) * kegType.depositCents;
}

export function kegTypeSummaryOf(row: KegTypeFacts): KegTypeSummary {
  return {
    id: row.id,
    name: row.name,
    litres: row.litres,
    ownerKind: row.ownerKind,
    poolName: row.poolName,
    depositCents: row.depositCents,
    archived: row.archivedAt !== null,
  };
}

/**
 * The holdings the reads name (a keg type with kegs out or empties waiting), and those `alsoKeys` name (deposits paid
 * on kegs all returned since), each once, for keg types known.
 */
export function holdingsOf(reads: HoldingReads, kegTypes: readonly KegTypeFacts[], alsoKeys: readonly PairKeyed[] = []): PairHolding[] {
  const holdings = new Map<string, PairHolding>();
  const holdingOf = (row: PairKeyed) => {
    let holding = holdings.get(keyOf(row));
    if (!holding) {
      holding = {
        supplierId: row.supplierId,
        venueId: row.venueId,
        kegTypeId: row.kegTypeId,
        balance: 0,
        oldestOutSince: null,
        overdueKegs: 0,
        emptiesWaiting: 0,
        oldestEmptySince: null,
        lateEmpties: 0,
        depositHeldCents: 0,
      };
      holdings.set(keyOf(row), holding);
    }
    return holding;
  };
  for (const row of reads.balances) if (row.balance !== 0) holdingOf(row).balance = row.balance;
  for (const key of alsoKeys) holdingOf(key);
  for (const row of reads.empties) {
    const holding = holdingOf(row);
    holding.emptiesWaiting = row.waiting;
    holding.oldestEmptySince = row.oldestEmptiedAt?.toISOString() ?? null;
    holding.lateEmpties = row.late;
  }
  for (const row of reads.outstanding) {
    const holding = holdings.get(keyOf(row));
    if (!holding) continue;
    holding.oldestOutSince = row.oldestOutSince?.toISOString() ?? null;
    holding.overdueKegs = row.overdueKegs;
  }
  const typeById = new Map(kegTypes.map((kegType) => [kegType.id, kegType]));
  const known = [...holdings.values()].filter((holding) => typeById.get(holding.kegTypeId)?.supplierId === holding.supplierId);
  for (const holding of known) holding.depositHeldCents = depositOf(typeById.get(holding.kegTypeId), holding.balance);
  return known;
}

/** A holding as the contract has it, without its pair's ids. */
export function holdingAnswer({ supplierId: _supplierId, venueId: _venueId, ...holding }: PairHolding): KegHolding {
  return holding;
}

/** Holdings by litres then name of their keg type. */
export function byKegType(kegTypes: readonly KegTypeFacts[]) {
  const order = new Map(kegTypes.map((kegType, index) => [kegType.id, index]));
  return (a: { kegTypeId: string }, b: { kegTypeId: string }) => (order.get(a.kegTypeId) ?? 0) - (order.get(b.kegTypeId) ?? 0);
}
