import { PICK_LIST_DAYS_MAX, type PickList, type PickListDays, type PickListLine, type PickListZone } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { localDate } from '../../shared/calendar';
import { getSupplierToDo } from '../kegs/keg-collection-reads.service';
import { pickListPdf } from './pick-list-pdf';
import { countPickListOrders, listPickListDays, sumPickListLines } from './pick-lists.queries';

// Pick lists (decision 0188): any member of the supplier (owner, admin, member) reads them; another organisation's
// are as absent as one that never was.

const byProduct = (a: PickListLine, b: PickListLine) =>
  a.productName.localeCompare(b.productName) || a.pack.localeCompare(b.pack) || a.skuCode.localeCompare(b.skuCode);

/** The same SKU's lines from several zones as one. */
function summed(lines: readonly PickListLine[]): PickListLine[] {
  const bySku = new Map<string, PickListLine>();
  for (const line of lines) {
    const seen = bySku.get(line.skuCode);
    bySku.set(line.skuCode, seen ? { ...seen, qty: seen.qty + line.qty, orderCount: seen.orderCount + line.orderCount } : line);
  }
  return [...bySku.values()].sort(byProduct);
}

/** GET /api/suppliers/{id}/pick-lists/{date} */
export async function getPickList(db: Database, user: ApiUser, supplierIdOrSlug: string, date: string, now: Date): Promise<PickList> {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const [rows, counts, toDo] = await Promise.all([
    sumPickListLines(db, supplier.id, date),
    countPickListOrders(db, supplier.id, date),
    getSupplierToDo(db, user, supplier.id, now),
  ]);
  const zones = new Map<string | null, PickListZone>();
  for (const { zoneId, zoneName, ...line } of rows) {
    const zone = zones.get(zoneId) ?? {
      zone: zoneId && zoneName ? { id: zoneId, name: zoneName } : null,
      orderCount: counts.find((count) => count.zoneId === zoneId)?.orderCount ?? 0,
      lines: [],
    };
    zone.lines.push(line);
    zones.set(zoneId, zone);
  }
  const sortedZones = [...zones.values()]
    .map((zone) => ({ ...zone, lines: zone.lines.sort(byProduct) }))
    .sort((a, b) => (a.zone === null ? 1 : b.zone === null ? -1 : a.zone.name.localeCompare(b.zone.name)));
  const empties = (toDo.days.find((day) => day.date === date)?.collections ?? []).map(({ collection }) => ({
    venue: { id: collection.venue.id, slug: collection.venue.slug, name: collection.venue.name },
    swapAtDelivery: collection.swapAtDelivery,
    kegs: collection.requested.map((count) => ({ kegType: count.kegType.name, qty: count.qty })),
  }));
  return {
    date,
    supplier: { id: supplier.id, slug: supplier.slug, name: supplier.name },
    orderCount: counts.reduce((sum, count) => sum + count.orderCount, 0),
    totals: summed(rows),
    zones: sortedZones,
    empties,
  };
}

/** GET /api/suppliers/{id}/pick-lists/{date}/pdf */
export async function getPickListPdf(db: Database, user: ApiUser, supplierIdOrSlug: string, date: string, now: Date) {
  const list = await getPickList(db, user, supplierIdOrSlug, date, now);
  return { filename: `pick-list-${date}.pdf`, content: await pickListPdf(list, now) };
}

/** GET /api/suppliers/{id}/pick-lists */
export async function getPickListDays(db: Database, user: ApiUser, supplierIdOrSlug: string, now: Date): Promise<PickListDays> {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  const today = localDate(now, supplier.timeZone);
  return { today, days: await listPickListDays(db, supplier.id, today, PICK_LIST_DAYS_MAX) };
}
