import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import { deliveryDateProblem } from '../../shared/delivery-dates';
import { shortDayOf } from '../../identity';
import { localDate } from '../../shared/calendar';
import { findDeliveryRulesOf, moveDeliveryDate } from './order-delivery.queries';
import { deliveryTermsFor } from '../delivery-zones/delivery-terms.service';

// Accepting on another delivery day (decision 0129): the new day follows the rules checkout follows (the
// supplier's delivery weekdays, cut-off and lead days, in the venue's time zone; those of the zone the order was
// placed in, and never a public holiday or closure: decision 0172); once the day the venue asked for has passed, the
// order is accepted only on a new one.

export interface DeliveryMove {
  from: string | null;
  to: string;
}

const refused = (message: string) => AppError.validation([{ field: 'deliveryDate', message }], 'body');

/**
 * The accept's delivery day, moved when the supplier chose another valid one (the caller holds the row's lock);
 * undefined when it stays as asked. Refused (400, nothing changed) when it is not a day the supplier can deliver,
 * or when none is given for an order whose day has passed.
 */
export async function settleDeliveryDay(
  tx: Database,
  now: Date,
  supplierOrderId: string,
  current: {
    requestedDeliveryDate: string | null;
    askedDeliveryDate: string | null;
    venueId: string;
    supplierId: string;
    zoneId: string | null;
  },
  chosen: string | undefined,
): Promise<DeliveryMove | undefined> {
  const found = await findDeliveryRulesOf(tx, supplierOrderId);
  if (!found) throw AppError.notFound('Order');
  const asked = current.requestedDeliveryDate;
  if (chosen === undefined || chosen === asked) {
    if (asked !== null && asked < localDate(now, found.venueTimeZone)) {
      throw refused(`${found.venueName} asked for delivery on ${asked}, which has passed: choose a new delivery day`);
    }
    return undefined;
  }
  const venue = { id: current.venueId, name: found.venueName, timeZone: found.venueTimeZone };
  const terms = (await deliveryTermsFor(tx, venue, [current.supplierId], now, current.zoneId)).get(current.supplierId);
  const problem = deliveryDateProblem(chosen, now, found.venueTimeZone, terms?.rules ?? found.rules);
  if (problem) throw refused(problem);
  await moveDeliveryDate(tx, supplierOrderId, chosen, current.askedDeliveryDate ?? asked);
  return { from: asked, to: chosen };
}

/** The line the venue reads in its bell and its mail: "Delivery moved to Fri 27 Nov (you asked for Fri 20 Nov)." */
export function deliveryMoveLine(move: DeliveryMove): string {
  return `Delivery moved to ${shortDayOf(move.to)}${move.from ? ` (you asked for ${shortDayOf(move.from)})` : ''}.`;
}
