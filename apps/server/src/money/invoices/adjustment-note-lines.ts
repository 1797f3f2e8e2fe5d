import type { FieldIssue } from '@tapline/contracts';
import { taxOf, type TaxDocumentLineRow } from '@tapline/db';
import { formatMoney } from '@tapline/contracts';

// The lines of an adjustment note (decision 0161): each credits one line of its invoice, by units at the line's
// price or by an amount off it (a price correction), GST per line by taxOf at the line's rate. What each invoice line
// still has is its amounts less what earlier notes credited of it, so a note never credits a line twice.

/** What an invoice line still has after earlier notes, ex GST and GST. */
export interface LineLeft {
  lineTotalCents: number;
  gstCents: number;
}

/** Each invoice line less what the earlier notes' lines credited of it. */
export function linesLeft(invoiceLines: TaxDocumentLineRow[], earlierNoteLines: TaxDocumentLineRow[]): LineLeft[] {
  const left = invoiceLines.map((line) => ({ lineTotalCents: line.lineTotalCents, gstCents: line.gstCents }));
  for (const credited of earlierNoteLines) {
    const line = credited.invoiceLineIndex === undefined ? undefined : left[credited.invoiceLineIndex];
    if (!line) continue;
    line.lineTotalCents -= credited.lineTotalCents;
    line.gstCents -= credited.gstCents;
  }
  return left;
}

/** The note's line crediting `qty` units of invoice line `index`, or `amountCents` off its price. */
function creditLine(line: TaxDocumentLineRow, index: number, credit: { qty: number } | { amountCents: number }): TaxDocumentLineRow {
  const qty = 'qty' in credit ? credit.qty : 1;
  const unitPriceCents = 'qty' in credit ? line.unitPriceCents : credit.amountCents;
  const lineTotalCents = qty * unitPriceCents;
  return {
    description: 'qty' in credit ? line.description : `Price correction: ${line.description}`,
    skuCode: line.skuCode,
    qty,
    unitPriceCents,
    taxRateBasisPoints: line.taxRateBasisPoints,
    lineTotalCents,
    gstCents: taxOf(lineTotalCents, line.taxRateBasisPoints),
    invoiceLineIndex: index,
    ...kegMarkOf(line),
  };
}

/** A keg deposit line's mark (issue 37): a note crediting it names the keg type too, so Xero posts it to deposits. */
function kegMarkOf(line: TaxDocumentLineRow): Pick<TaxDocumentLineRow, 'kegTypeId'> {
  return line.kegTypeId === undefined ? {} : { kegTypeId: line.kegTypeId };
}

type Credited = { lines: TaxDocumentLineRow[]; issues: [] } | { lines: []; issues: FieldIssue[] };

const refused = (issues: FieldIssue[]): Credited => ({ lines: [], issues });

/** The invoice a note credits: its lines, and the words its refusals use. */
export interface CreditedInvoice {
  number: string;
  currency: string;
  lines: TaxDocumentLineRow[];
}

const stillHas = (invoice: CreditedInvoice, line: TaxDocumentLineRow) =>
  `what “${line.description}” still has on ${invoice.number} after earlier adjustment notes`;
const notALine = (invoice: CreditedInvoice) => `is not a line of ${invoice.number} (its lines are 0 to ${invoice.lines.length - 1})`;

/** Units credited per invoice line (quantities not supplied, or sent back), each no more than the line still has. */
export function quantityCredit(invoice: CreditedInvoice, left: LineLeft[], credits: { lineIndex: number; qty: number }[]): Credited {
  const issues = credits.flatMap((credit, index): FieldIssue[] => {
    const line = invoice.lines[credit.lineIndex];
    if (!line) return [{ field: `lines.${index}.lineIndex`, message: notALine(invoice) }];
    const most = line.unitPriceCents > 0 ? Math.floor(left[credit.lineIndex]!.lineTotalCents / line.unitPriceCents) : 0;
    if (credit.qty > most) return [{ field: `lines.${index}.qty`, message: `can be at most ${most}, ${stillHas(invoice, line)}` }];
    return [];
  });
  if (issues.length > 0) return refused(issues);
  return {
    lines: credits.map((credit) => creditLine(invoice.lines[credit.lineIndex]!, credit.lineIndex, { qty: credit.qty })),
    issues: [],
  };
}

/** An amount ex GST off one line's price; the line may go unnamed when the invoice has only one. */
export function amountCredit(invoice: CreditedInvoice, left: LineLeft[], amountCents: number, lineIndex: number | undefined): Credited {
  if (lineIndex === undefined && invoice.lines.length > 1)
    return refused([
      { field: 'lineIndex', message: `is required: ${invoice.number} has ${invoice.lines.length} lines, name the one corrected` },
    ]);
  const index = lineIndex ?? 0;
  const line = invoice.lines[index];
  if (!line) return refused([{ field: 'lineIndex', message: notALine(invoice) }]);
  const most = Math.max(left[index]!.lineTotalCents, 0);
  if (amountCents > most)
    return refused([
      { field: 'amountCents', message: `can be at most ${formatMoney(most, invoice.currency)} ex GST, ${stillHas(invoice, line)}` },
    ]);
  return { lines: [creditLine(line, index, { amountCents })], issues: [] };
}

/**
 * Everything the invoice still has (a cancellation): each line's amounts left, its GST being exactly the GST left, so
 * the invoice and its notes net to zero to the cent. A line never credited prints its units and price again.
 */
export function remainderCredit(invoiceLines: TaxDocumentLineRow[], left: LineLeft[]): TaxDocumentLineRow[] {
  return invoiceLines.flatMap((line, index) => {
    const { lineTotalCents, gstCents } = left[index]!;
    if (lineTotalCents <= 0 && gstCents <= 0) return [];
    const wholeUnits = line.unitPriceCents > 0 && lineTotalCents % line.unitPriceCents === 0;
    return [
      {
        description: line.description,
        skuCode: line.skuCode,
        qty: wholeUnits ? lineTotalCents / line.unitPriceCents : 1,
        unitPriceCents: wholeUnits ? line.unitPriceCents : lineTotalCents,
        taxRateBasisPoints: line.taxRateBasisPoints,
        lineTotalCents,
        gstCents,
        invoiceLineIndex: index,
        ...kegMarkOf(line),
      },
    ];
  });
}

/** The note's totals: the sums of its lines. */
export function totalsOf(lines: TaxDocumentLineRow[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const gstCents = lines.reduce((sum, line) => sum + line.gstCents, 0);
  return { subtotalCents, gstCents, totalCents: subtotalCents + gstCents };
}
