import { type PickList, type PickListLine, pickListEmptiesText } from '@tapline/contracts';
import { columnsOf, dateText, drawFacts, drawHeading, drawNote, drawTable, renderPdf } from '../../platform';

// A pick list on A4 (decision 0188): the day's load per zone, the whole load when there are several zones, and the
// empties to bring back; the same figures as GET …/pick-lists/{date}.

const LINE_COLUMNS = columnsOf([
  ['SKU', 3],
  ['Product', 6],
  ['Pack', 5],
  ['Qty', 2, 'right'],
  ['Picked', 2, 'right'],
]);
const EMPTIES_COLUMNS = columnsOf([
  ['Venue', 6],
  ['Empties to collect', 10],
]);

const cellsOf = (line: PickListLine) => [line.skuCode, line.productName, line.pack, String(line.qty), '']; // Picked: ticked by hand

export function pickListPdf(list: PickList, now: Date): Promise<Buffer> {
  return renderPdf({ title: `Pick list ${list.date}`, author: list.supplier.name, createdAt: now }, (doc) => {
    drawHeading(doc, 'Pick list', undefined);
    drawFacts(doc, [
      ['Supplier', list.supplier.name],
      ['Delivery day', dateText(list.date)],
      ['Orders', String(list.orderCount)],
    ]);
    if (list.orderCount === 0) drawNote(doc, 'No accepted orders for this day.');
    const zoned = list.zones.some((zone) => zone.zone !== null);
    for (const zone of list.zones) {
      if (zoned)
        drawNote(doc, `${zone.zone?.name ?? 'Outside every zone'}: ${zone.orderCount} ${zone.orderCount === 1 ? 'order' : 'orders'}`);
      drawTable(doc, LINE_COLUMNS, zone.lines.map(cellsOf));
    }
    if (list.zones.length > 1) {
      drawNote(doc, 'All zones');
      drawTable(doc, LINE_COLUMNS, list.totals.map(cellsOf));
    }
    if (list.empties.length > 0) {
      drawNote(doc, 'Empties to collect');
      drawTable(
        doc,
        EMPTIES_COLUMNS,
        list.empties.map((empties) => [empties.venue.name, pickListEmptiesText(empties)]),
      );
    }
  });
}
