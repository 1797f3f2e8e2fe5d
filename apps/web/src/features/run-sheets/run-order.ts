import type { RunSheet, RunStop, RunStopOutcomeKind } from '@tapline/contracts';

/** The sheet with the stop `activeId` moved to where `overId` is; null when nothing moves. */
export function moveStop(sheet: RunSheet, activeId: string, overId: string): RunSheet | null {
  const from = sheet.stops.findIndex((stop) => stop.venue.id === activeId);
  const to = sheet.stops.findIndex((stop) => stop.venue.id === overId);
  if (from === -1 || to === -1 || from === to) return null;
  const stops = [...sheet.stops];
  const [moved] = stops.splice(from, 1);
  stops.splice(to, 0, moved!);
  return { ...sheet, stops };
}

/** "stop 2 of 5", as a move is read out. */
export function stopPosition(sheet: RunSheet, venueId: string): string {
  return `stop ${sheet.stops.findIndex((stop) => stop.venue.id === venueId) + 1} of ${sheet.stops.length}`;
}

export const OUTCOME_WORDS: Record<RunStopOutcomeKind, string> = {
  delivered: 'Delivered',
  partly_delivered: 'Partly delivered',
  failed: 'Failed',
};

/**
 * The partly-delivered input from what the driver typed per line (delivered qty as text): the lines short only, per
 * order. Null when a qty is not a whole number from 0 to what was sent.
 */
export function shortOrders(stop: RunStop, delivered: Record<string, string>) {
  const orders: { supplierOrderId: string; lines: { lineId: string; qty: number }[] }[] = [];
  for (const order of stop.orders) {
    const lines: { lineId: string; qty: number }[] = [];
    for (const line of order.lines) {
      const text = delivered[line.lineId] ?? String(line.qty);
      if (!/^\d+$/.test(text.trim())) return null;
      const qty = Number(text.trim());
      if (qty > line.qty) return null;
      if (qty < line.qty) lines.push({ lineId: line.lineId, qty });
    }
    if (lines.length > 0) orders.push({ supplierOrderId: order.supplierOrderId, lines });
  }
  return orders;
}
