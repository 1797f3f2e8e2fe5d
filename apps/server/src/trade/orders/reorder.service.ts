import type { ReorderResult } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { findOrderVenue } from './order-reads.service';
import { withRetryingTransaction } from '../../shared/transactions';
import { addLineWithin } from '../cart/cart.service';
import { listReorderLines } from './reorder.queries';

/**
 * POST /api/orders/{id}/reorder: the order's lines, as ordered and with their substitution preferences, go into the
 * caller's cart at today's prices (the cart prices them); lines whose SKU is gone, archived, or whose product or supplier isn't available are reported.
 */
export async function reorder(db: Database, user: ApiUser, orderId: string): Promise<ReorderResult> {
  const order = await findOrderVenue(db, orderId);
  if (!order) throw AppError.notFound('Order');
  const { organisationRole } = await AppError.notFoundAs('Order', requireOrganisationAccess(db, user, 'venue', order.venueId));
  // reordering is a buyer's: staff fill the cart by hand or from a guide (decision 0183)
  if (organisationRole === 'staff') throw new AppError('forbidden', 'Staff can’t reorder: ask a buyer, an admin or an owner');
  if (organisationRole === null) throw AppError.notFound('Order');
  return withRetryingTransaction(db, async (tx) => {
    const result: ReorderResult = { added: [], skipped: [] };
    for (const line of await listReorderLines(tx, order.id)) {
      const reason =
        line.skuId === null || line.skuStatus === null
          ? 'no longer sold'
          : line.supplierStatus !== 'active'
            ? `${line.supplierName} isn’t taking orders`
            : line.productStatus !== 'active'
              ? 'the product is no longer available'
              : line.skuStatus !== 'active'
                ? 'this pack is no longer sold'
                : null;
      if (reason !== null) {
        result.skipped.push({ productName: line.productName, skuName: line.skuName, reason });
        continue;
      }
      // the line's substitution preference comes back with it (decision 0182)
      const item = {
        userId: user.id,
        venueId: order.venueId,
        skuId: line.skuId!,
        qty: line.orderedQty,
        substitutionPreference: line.substitutionPreference,
      };
      const refused = await addLineWithin(tx, item);
      if (refused === null)
        result.added.push({ skuId: line.skuId!, productName: line.productName, skuName: line.skuName, qty: line.orderedQty });
      else result.skipped.push({ productName: line.productName, skuName: line.skuName, reason: refused });
    }
    return result;
  });
}
