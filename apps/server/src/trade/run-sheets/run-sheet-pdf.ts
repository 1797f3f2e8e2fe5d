import type { RunSheet } from '@tapline/contracts';
import { columnsOf, dateText, drawFacts, drawHeading, drawNote, drawTable, renderPdf } from '../../platform';

// The run sheet on A4 (decision 0190), on the page money's documents use: per stop in run order, the venue and its
// address, the contact, the orders and their items, the empties to collect and the notes.

const ITEM_COLUMNS = columnsOf([
  ['Order', 2],
  ['Item', 5],
  ['Code', 2],
  ['Qty', 1, 'right'],
]);

export function runSheetPdf(sheet: RunSheet, createdAt: Date): Promise<Buffer> {
  return renderPdf({ title: `Run sheet ${sheet.date}`, author: sheet.supplier.name, createdAt }, (doc) => {
    drawHeading(doc, 'Run sheet', undefined);
    drawFacts(doc, [
      ['Supplier', sheet.supplier.name],
      ['Delivery day', dateText(sheet.date)],
      ['Stops', String(sheet.stops.length)],
    ]);
    sheet.stops.forEach((stop, index) => {
      if (doc.y > doc.page.height - 200) doc.addPage();
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(`${index + 1}. ${stop.venue.name}`);
      doc.font('Helvetica').fontSize(10);
      const contact = [stop.contactName, stop.contactPhone].filter(Boolean).join(', ');
      const empties = stop.empties.map((empty) => `${empty.qty} × ${empty.kegTypeName}`).join(', ');
      const notes = stop.orders.flatMap((order) => (order.notes ? [`${order.orderNumber}: ${order.notes}`] : [])).join(' · ');
      drawFacts(doc, [
        ['Address', stop.address ?? 'No delivery address'],
        ['Contact', contact || '—'],
        ['Empties to collect', empties || 'None'],
        ...(notes ? ([['Notes', notes]] as const) : []),
        ...(stop.outcome ? ([['Recorded', stop.outcome.outcome.replace('_', ' ')]] as const) : []),
      ]);
      drawTable(
        doc,
        ITEM_COLUMNS,
        stop.orders.flatMap((order) =>
          order.lines.map((line) => [order.orderNumber, `${line.productName} (${line.skuName})`, line.skuCode, String(line.qty)]),
        ),
      );
      drawNote(doc, 'Received by: ______________________________   Signature: ______________________');
      doc.moveDown();
    });
  });
}
