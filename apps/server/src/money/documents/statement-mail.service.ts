import { formatMoney } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../identity';
import { type JobQueue, type Outbox, type QueueDefinition, loggableError } from '../../platform';
import { monthBefore } from '../statements/statement-period';
import { listSummaries } from '../statements/statements.service';
import { listOwnerEmails } from './documents.queries';
import { statementAttachment } from './documents.service';
import { monthText, statementTitle } from './statement-pdf';
import { claimStatementMailing, listMailedVenues, listSuppliersMailingStatements } from './statement-mail.queries';

// The monthly statements (decision 0163): from the first of the month in the supplier's calendar, each venue that owes
// the supplier, or had anything issued or paid last month, gets last month's statement, to its owners, with the PDF.
// An hourly tick (pg-boss cron, one job per slot across every instance) finds the suppliers whose month has turned;
// each venue's mail is written in the transaction that records it in statement_mailings, so it goes once, whatever
// instance or retried tick gets there.

export const STATEMENT_TICK_QUEUE = 'statement-mail-tick';
export const STATEMENT_TICK_CRON = '7 * * * *';
/** a server down on the first still mails the month's statements when it is back, but not weeks later */
const MAILING_DAYS = 7;

export const statementMailQueues: readonly QueueDefinition[] = [
  { name: STATEMENT_TICK_QUEUE, retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 30 * 60 },
];

export interface StatementMailDeps {
  db: Database;
  outbox: Outbox;
  log: FastifyBaseLogger;
}

async function mailStatement(
  deps: StatementMailDeps,
  supplier: { id: string; name: string },
  pair: { venueId: string; venueName: string; closingCents: number; overdueCents: number },
  month: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await claimStatementMailing(tx, supplier.id, pair.venueId, `${month}-01`))) return false;
    const title = statementTitle({ month });
    const overdue = pair.overdueCents > 0 ? `, of which ${formatMoney(pair.overdueCents)} is overdue` : '';
    const body = [
      `${supplier.name}'s statement of account for ${pair.venueName}, ${monthText(month)}: ${formatMoney(pair.closingCents)} owing at the end of the month${overdue}.`,
      'The statement is attached as a PDF.',
    ].join('\n\n');
    const owners = await listOwnerEmails(tx, pair.venueId);
    await deps.outbox.emails(
      tx,
      owners.map((to) => ({
        to,
        subject: `${title} from ${supplier.name}`,
        body,
        template: 'statement',
        secrets: [],
        attachment: statementAttachment(supplier.id, pair.venueId, month),
      })),
    );
    return owners.length > 0;
  });
}

/** One tick: last month's statements of every supplier whose month has turned, each venue's in its own transaction. */
async function mailDueStatements(deps: StatementMailDeps, now: Date): Promise<{ mailed: number }> {
  let mailed = 0;
  for (const supplier of await listSuppliersMailingStatements(deps.db, now, MAILING_DAYS)) {
    const month = monthBefore(supplier.today);
    try {
      const [summaries, done] = await Promise.all([
        listSummaries(deps.db, { supplierId: supplier.id }, month, now),
        listMailedVenues(deps.db, supplier.id, `${month}-01`),
      ]);
      for (const summary of summaries) {
        if (done.has(summary.counterparty.id) || !(summary.active || summary.closingCents > 0)) continue;
        const pair = { venueId: summary.counterparty.id, venueName: summary.counterparty.name, ...summary };
        if (await mailStatement(deps, supplier, pair, month)) mailed += 1;
      }
    } catch (error) {
      deps.log.error({ err: loggableError(error), supplierId: supplier.id }, 'statements: a supplier failed; the next tick tries again');
    }
  }
  if (mailed > 0) deps.outbox.wake();
  return { mailed };
}

/** Works the tick queue and puts the tick on the schedule (once for every instance: pg-boss keeps one schedule row). */
export async function startStatementMail(deps: StatementMailDeps, queue: JobQueue, clock: Clock): Promise<void> {
  await queue.work(STATEMENT_TICK_QUEUE, async () => {
    await mailDueStatements(deps, clock());
  });
  await queue.schedule(STATEMENT_TICK_QUEUE, STATEMENT_TICK_CRON);
}
