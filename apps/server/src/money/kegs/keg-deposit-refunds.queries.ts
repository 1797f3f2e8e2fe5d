import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { taxDocuments, type Database } from '@tapline/db';

// The invoices a collection's deposit refund credits (decision 0177): the pair's tax invoices with a deposit line of
// the keg types collected, and what earlier adjustment notes already credited of them.

/**
 * The pair's tax invoices with a deposit line of one of the keg types, oldest first, their rows locked until the
 * transaction ends: a hand-made note against one of them waits, and the refund reads what is left after it.
 */
export async function lockDepositInvoices(tx: Database, pair: { supplierId: string; venueId: string }, kegTypeIds: readonly string[]) {
  if (kegTypeIds.length === 0) return [];
  const named = sql.join(
    kegTypeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return tx
    .select({ id: taxDocuments.id, lines: taxDocuments.lines })
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.supplierId, pair.supplierId),
        eq(taxDocuments.venueId, pair.venueId),
        eq(taxDocuments.kind, 'invoice'),
        sql`exists (select 1 from jsonb_array_elements(${taxDocuments.lines}) as line where line->>'kegTypeId' in (${named}))`,
      ),
    )
    .orderBy(asc(taxDocuments.issueDate), asc(taxDocuments.sequence))
    .for('update');
}

/** The lines of the adjustment notes against the invoices: what they already credited. */
export async function listNoteLinesAgainst(tx: Database, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return tx
    .select({ invoiceId: taxDocuments.relatesToId, lines: taxDocuments.lines })
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.relatesToId, [...invoiceIds]), eq(taxDocuments.kind, 'adjustment_note')));
}
