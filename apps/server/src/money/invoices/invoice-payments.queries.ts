import { and, eq, ne } from 'drizzle-orm';
import { integrations, invoicePayments, type Database } from '@tapline/db';

// Payments recorded by hand (decision 0161); Xero's are written by money/xero, once per Xero payment.

/** Whether the organisation's Xero is connected (or waits to be reconnected): its books then say what is paid. */
export async function hasXeroConnection(db: Database, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(
      and(eq(integrations.organisationId, organisationId), eq(integrations.provider, 'xero'), ne(integrations.status, 'disconnected')),
    );
  return row !== undefined;
}

export async function insertPayment(db: Database, values: typeof invoicePayments.$inferInsert) {
  await db.insert(invoicePayments).values(values);
}
