import { eq } from 'drizzle-orm';
import { taxDocuments, type Database } from '@tapline/db';
import { allocatedFromCents, allocatedToCents, creditedCents, paidCents } from '../../shared/invoice-balances.queries';

// An invoice's balance (decision 0161): its sums' SQL is the kernel's (checkout's exposure counts them too).

export { allocatedFromCents, allocatedToCents, creditedCents, paidCents };

/** The invoice's payments, credit allocated to it and notes against it (read after its row's lock: they are current). */
export async function findInvoiceSums(db: Database, invoiceId: string) {
  const [row] = await db
    .select({
      paidCents: paidCents.mapWith(Number),
      allocatedCents: allocatedToCents.mapWith(Number),
      creditedCents: creditedCents.mapWith(Number),
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, invoiceId));
  return row ?? { paidCents: 0, allocatedCents: 0, creditedCents: 0 };
}
