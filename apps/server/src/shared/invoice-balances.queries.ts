import { sql } from 'drizzle-orm';
import { creditAllocations, invoicePayments, taxDocuments } from '@tapline/db';

// What an invoice's balance is made of (decision 0161), as SQL over the tables, never stored: its payments, the
// credit allocated to it, the adjustment notes against it; a note's credit allocated from it. Each is a subquery on
// the outer query's tax_documents row, named in full: drizzle leaves a column bare in a query of one table, where
// `id` inside the subquery would be the subquery's own. The money context reads balances with them, and checkout's
// exposure (decision 0170) counts the same balances, so they live in the kernel.

const documentId = sql`${taxDocuments}.${sql.identifier('id')}`;

/** The payments against the (outer query's) invoice. */
export const paidCents = sql<number>`(select coalesce(sum(paid.amount_cents), 0)::bigint from ${invoicePayments} paid where paid.invoice_id = ${documentId})`;

/** The credit allocated to the invoice, from its own notes or earlier ones. */
export const allocatedToCents = sql<number>`(select coalesce(sum(allocated.amount_cents), 0)::bigint from ${creditAllocations} allocated where allocated.invoice_id = ${documentId})`;

/** The note's credit allocated so far. */
export const allocatedFromCents = sql<number>`(select coalesce(sum(allocated.amount_cents), 0)::bigint from ${creditAllocations} allocated where allocated.note_id = ${documentId})`;

/** The totals of the adjustment notes against the invoice. */
export const creditedCents = sql<number>`(select coalesce(sum(note.total_cents), 0)::bigint from ${taxDocuments} note where note.relates_to_id = ${documentId})`;
