import { ADJUSTMENT_REASON_MAX } from '@tapline/contracts';
import type { Database, TaxDocumentLineRow } from '@tapline/db';
import type { CollectedKegs, KegDepositRefunder } from '../../trade';
import { linesLeft } from '../invoices/adjustment-note-lines';
import { issueAdjustmentNote, type IssuedDocumentFollower } from '../invoices/adjustment-notes.service';
import { listNoteLinesAgainst, lockDepositInvoices } from './keg-deposit-refunds.queries';

// The deposit refund of kegs collected (decision 0177): by adjustment note, for what was collected, never what was
// asked. The kegs of each supplier-owned type are credited against the deposit lines of the pair's tax invoices,
// oldest invoice with deposit left first, one note per invoice ("Keg deposit refund: 5 × 50 L keg collected 3 Dec
// 2026"), each line's GST by taxOf at the line's rate, its credit allocated to its invoice while that owes. Kegs
// beyond what the invoices charged get no refund; a pool keg never reaches here.

interface Credit {
  lineIndex: number;
  qty: number;
}

/** One note's worth: the invoice, its deposit lines credited, and the kegs per type for its reason. */
interface PlannedNote {
  invoiceId: string;
  credits: Credit[];
  kegs: { name: string; qty: number }[];
}

/** Units of a deposit line still to credit: what is left of its amount after earlier notes, in whole kegs. */
function kegsLeft(line: TaxDocumentLineRow, leftCents: number): number {
  return line.unitPriceCents > 0 ? Math.max(Math.floor(leftCents / line.unitPriceCents), 0) : 0;
}

/** The notes to issue, oldest invoice first, crediting up to the kegs collected of each type. */
function planRefund(
  invoices: readonly { id: string; lines: TaxDocumentLineRow[] }[],
  earlierNoteLines: ReadonlyMap<string, TaxDocumentLineRow[]>,
  kegs: readonly { kegTypeId: string; name: string; qty: number }[],
): PlannedNote[] {
  const toRefund = new Map(kegs.map((keg) => [keg.kegTypeId, keg.qty]));
  const names = new Map(kegs.map((keg) => [keg.kegTypeId, keg.name]));
  return invoices.flatMap((invoice): PlannedNote[] => {
    const left = linesLeft(invoice.lines, earlierNoteLines.get(invoice.id) ?? []);
    const credits: (Credit & { kegTypeId: string })[] = [];
    invoice.lines.forEach((line, lineIndex) => {
      const wanted = line.kegTypeId === undefined ? 0 : (toRefund.get(line.kegTypeId) ?? 0);
      const qty = Math.min(wanted, kegsLeft(line, left[lineIndex]!.lineTotalCents));
      if (qty <= 0) return;
      toRefund.set(line.kegTypeId!, wanted - qty);
      credits.push({ lineIndex, qty, kegTypeId: line.kegTypeId! });
    });
    if (credits.length === 0) return [];
    const perType = new Map<string, number>();
    for (const credit of credits) perType.set(credit.kegTypeId, (perType.get(credit.kegTypeId) ?? 0) + credit.qty);
    return [
      {
        invoiceId: invoice.id,
        credits: credits.map(({ lineIndex, qty }) => ({ lineIndex, qty })),
        kegs: [...perType.entries()].map(([kegTypeId, qty]) => ({ name: names.get(kegTypeId) ?? 'keg', qty })),
      },
    ];
  });
}

const DAY = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Keg deposit refund: 5 × 50 L keg collected 3 Dec 2026" */
function reasonOf(note: PlannedNote, collectedOn: string): string {
  const kegs = note.kegs.map((keg) => `${keg.qty} × ${keg.name}`).join(', ');
  const text = `Keg deposit refund: ${kegs} collected ${DAY.format(new Date(`${collectedOn}T00:00:00Z`))}`;
  return text.length > ADJUSTMENT_REASON_MAX ? `${text.slice(0, ADJUSTMENT_REASON_MAX - 1)}…` : text;
}

/** The money context's refund of collected kegs' deposits, for the trade context's collections (wired in app.ts). */
export function kegDepositRefunder(follower: IssuedDocumentFollower): KegDepositRefunder {
  return {
    async refund(tx: Database, collected: CollectedKegs, now: Date) {
      const invoices = await lockDepositInvoices(
        tx,
        collected,
        collected.kegs.map((keg) => keg.kegTypeId),
      );
      const earlier = new Map<string, TaxDocumentLineRow[]>();
      for (const note of await listNoteLinesAgainst(
        tx,
        invoices.map((invoice) => invoice.id),
      ))
        earlier.set(note.invoiceId!, [...(earlier.get(note.invoiceId!) ?? []), ...note.lines]);
      const notes: { id: string; number: string }[] = [];
      for (const planned of planRefund(invoices, earlier, collected.kegs)) {
        const reason = reasonOf(planned, collected.collectedOn);
        const input = { invoiceId: planned.invoiceId, reason, credit: { lines: planned.credits }, supplierId: collected.supplierId };
        const note = await issueAdjustmentNote(tx, input, now);
        notes.push({ id: note!.id, number: note!.number });
      }
      if (notes.length > 0)
        await follower.follow(
          tx,
          notes.map((note) => note.id),
        );
      return notes;
    },
    wake: () => follower.wake(),
  };
}
