import { formatMoney, type Statement } from '@tapline/contracts';
import { columnsOf, dateText, drawFacts, drawHeading, drawNote, drawParties, drawTable, drawTotals, renderPdf } from '../../platform';

// A statement of account as a PDF (decision 0163): the same figures as GET …/statements/{id}, in the same order.

const KIND_WORDS = { invoice: 'Tax invoice', adjustment_note: 'Adjustment note', payment: 'Payment' } as const;

const LINE_COLUMNS = columnsOf([
  ['Date', 3],
  ['Document', 4],
  ['Reference', 5],
  ['Amount', 3, 'right'],
  ['Balance', 3, 'right'],
]);
const AGEING_COLUMNS = columnsOf([
  ['Current', 1, 'right'],
  ['1–30 days', 1, 'right'],
  ['31–60 days', 1, 'right'],
  ['61–90 days', 1, 'right'],
  ['Over 90 days', 1, 'right'],
  ['Total', 1, 'right'],
]);
const OPEN_ITEM_COLUMNS = columnsOf([
  ['Document', 4],
  ['Issued', 3],
  ['Due', 3],
  ['Days overdue', 2.5, 'right'],
  ['Balance', 3, 'right'],
]);

/** "November 2026" */
export function monthText(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-AU', { timeZone: 'UTC', month: 'long', year: 'numeric' });
}

export function statementTitle(statement: Pick<Statement, 'month'>): string {
  return `Statement ${monthText(statement.month)}`;
}

export function statementPdf(statement: Statement, logo: Buffer | undefined): Promise<Buffer> {
  const money = (cents: number) => formatMoney(cents, statement.currency);
  const { ageing } = statement;
  const createdAt = new Date(`${statement.asOf}T00:00:00Z`);
  return renderPdf({ title: statementTitle(statement), author: statement.supplier.name, createdAt }, (doc) => {
    drawHeading(doc, 'Statement', logo);
    drawParties(doc, [
      { label: 'From', name: statement.supplier.name, abn: statement.supplier.abn },
      { label: 'To', name: statement.venue.name, abn: statement.venue.abn },
    ]);
    drawFacts(doc, [
      ['Month', monthText(statement.month)],
      ['Period', `${dateText(statement.from)} – ${dateText(statement.to)}`],
      ['Ages counted at', dateText(statement.asOf)],
    ]);
    drawTotals(doc, [['Opening balance', money(statement.openingCents)]]);
    drawTable(
      doc,
      LINE_COLUMNS,
      statement.lines.map((line) => [
        dateText(line.date),
        KIND_WORDS[line.kind],
        line.kind === 'invoice' ? line.reference : `${line.reference} (${line.description})`,
        money(line.amountCents),
        money(line.balanceCents),
      ]),
    );
    drawTotals(doc, [['Closing balance', money(statement.closingCents)]]);
    drawNote(doc, `Owing by days past due at ${dateText(statement.asOf)}:`);
    drawTable(doc, AGEING_COLUMNS, [
      [ageing.current, ageing.days1To30, ageing.days31To60, ageing.days61To90, ageing.over90, ageing.total].map(money),
    ]);
    if (statement.openItems.length > 0) {
      drawNote(doc, `Open items at ${dateText(statement.asOf)}:`);
      drawTable(
        doc,
        OPEN_ITEM_COLUMNS,
        statement.openItems.map((item) => [
          item.number,
          dateText(item.issueDate),
          item.kind === 'invoice' ? dateText(item.dueDate) : 'credit',
          item.daysPastDue > 0 ? String(item.daysPastDue) : '',
          money(item.balanceCents),
        ]),
      );
    }
  });
}
