import type { Database } from '@tapline/db';
import { addDays, localDate } from '../../shared/calendar';
import { DELIVERY_HORIZON_DAYS, type DeliveryRules } from '../../shared/delivery-dates';
import { closedDaysOf, stateCodeOf } from '../../shared/public-holidays';
import { findDeliveryAddress, listClosuresBetween, listSupplierDeliveryTerms } from './delivery-zones.queries';

// How a supplier delivers one venue (docs/domain.md, Delivery zones; decision 0172): in the zone the venue falls in
// (its trade account's, else its address's by postcode and suburb, else by postcode), on that zone's days with its
// cut-off, lead days, minimum and fee (a rule the zone leaves empty is the supplier's); never on a public holiday in
// the venue's state (its address's, never its postcode's) nor on one of the supplier's closures. A supplier without
// zones delivers anywhere on its own rules, without a fee. The cart, checkout and the supplier's accept all ask here.

export interface DeliveryTerms {
  /** the zone it delivers the venue in; null when the supplier has no zones (or the venue is in none) */
  zone: { id: string; name: string } | null;
  /** why the supplier can't deliver to the venue (it has zones and the venue is in none); null when it can */
  outside: string | null;
  /** the days it delivers, the closed days among them */
  rules: DeliveryRules;
  minimumOrderCents: number | null;
  /** ex GST, GST at the standard rate */
  deliveryFeeCents: number;
}

/** The latest day a delivery can be asked for: the cut-off's day, the most lead days a supplier or zone may set, the horizon. */
const CALENDAR_DAYS = 1 + 60 + DELIVERY_HORIZON_DAYS;

type TermsRow = Awaited<ReturnType<typeof listSupplierDeliveryTerms>>[number];
type Address = Awaited<ReturnType<typeof findDeliveryAddress>>;

function outsideMessage(row: TermsRow, venueName: string, address: Address): string {
  return address
    ? `${row.supplierName} doesn’t deliver to ${address.suburb.trim()} ${address.postcode.trim()}`
    : `${row.supplierName} delivers only to the areas it serves, and ${venueName} has no delivery address: add one in its settings`;
}

function termsOf(row: TermsRow, venueName: string, address: Address, closedDays: ReadonlyMap<string, string>): DeliveryTerms {
  const own = {
    rules: { deliveryWeekdays: row.deliveryWeekdays, orderCutoffTime: row.orderCutoffTime, leadDays: row.leadDays, closedDays },
    minimumOrderCents: row.minimumOrderCents,
  };
  const { zone } = row;
  if (!zone) return { zone: null, outside: row.hasZones ? outsideMessage(row, venueName, address) : null, ...own, deliveryFeeCents: 0 };
  return {
    zone: { id: zone.id, name: zone.name },
    outside: null,
    rules: {
      deliveryWeekdays: zone.deliveryWeekdays,
      orderCutoffTime: zone.orderCutoffTime ?? row.orderCutoffTime,
      leadDays: zone.leadDays ?? row.leadDays,
      closedDays,
    },
    minimumOrderCents: zone.minimumOrderCents ?? row.minimumOrderCents,
    deliveryFeeCents: zone.deliveryFeeCents,
  };
}

/**
 * How each of the suppliers delivers the venue, by supplier id, read in one round of statements (within `db`, so
 * checkout reads them in its transaction). `pinnedZoneId`: a zone that wins over the venue's own (an order keeps the
 * zone it was placed in).
 */
export async function deliveryTermsFor(
  db: Database,
  venue: { id: string; name: string; timeZone: string },
  supplierIds: readonly string[],
  now: Date,
  pinnedZoneId: string | null = null,
): Promise<Map<string, DeliveryTerms>> {
  const ids = [...new Set(supplierIds)];
  if (ids.length === 0) return new Map();
  const from = localDate(now, venue.timeZone);
  const to = addDays(from, CALENDAR_DAYS);
  const [address, rows, closures] = await Promise.all([
    findDeliveryAddress(db, venue.id),
    listSupplierDeliveryTerms(db, venue.id, ids, pinnedZoneId),
    listClosuresBetween(db, ids, from, to),
  ]);
  const state = stateCodeOf(address?.state);
  return new Map(
    rows.map((row) => {
      const own = closures.filter((closure) => closure.supplierId === row.supplierId);
      return [row.supplierId, termsOf(row, venue.name, address, closedDaysOf(state, own, from, to))];
    }),
  );
}
