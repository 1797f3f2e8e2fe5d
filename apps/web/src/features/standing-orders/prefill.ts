import type { QueryClient } from '@tanstack/react-query';
import { publicOrganisationQueryOptions } from '@/features/directory';
import { orderQueryOptions } from '@/features/orders';
import { productQueryOptions } from '@/features/products';
import { isNotFound } from '@/lib/api-client';
import { choosableWeekdays, weekdayOf } from './schedule-words';
import { linesFromOrder, type LeftOutLine, type StandingFormValues } from './standing-form';
import type { ChosenSupplier } from './components/supplier-chooser';

export interface StandingPrefill {
  supplier: ChosenSupplier;
  values: Pick<StandingFormValues, 'supplierId' | 'deliveryWeekdays' | 'lines'>;
  leftOut: LeftOutLine[];
}

/**
 * "Make this a standing order" (issue 35, part 4): one supplier's part of a past order as a new standing order's start: its
 * lines whose packs are still sold (at the venue's price today), and the order's delivery weekday when the supplier
 * still delivers on it. Null when the order has no such part.
 */
export async function loadStandingPrefill(
  queryClient: QueryClient,
  venueId: string,
  orderId: string,
  supplierOrderId: string,
): Promise<StandingPrefill | null> {
  const order = await queryClient.ensureQueryData(orderQueryOptions(orderId));
  const supplierOrder = order.supplierOrders.find((candidate) => candidate.id === supplierOrderId);
  if (!supplierOrder) return null;
  const productIds = [...new Set(supplierOrder.lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const [supplier, ...products] = await Promise.all([
    queryClient.ensureQueryData(publicOrganisationQueryOptions('supplier', supplierOrder.supplier.id)),
    // a product no longer on sale is not found: its lines are left out, and said to be
    ...productIds.map((productId) =>
      queryClient.ensureQueryData(productQueryOptions(productId, venueId)).catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      }),
    ),
  ]);
  const current = new Map(products.flatMap((product) => (product ? [[product.id, product] as const] : [])));
  const { lines, leftOut } = linesFromOrder(supplierOrder.lines, current);
  const day = supplierOrder.requestedDeliveryDate ? weekdayOf(supplierOrder.requestedDeliveryDate) : null;
  const served = choosableWeekdays(supplier.orderingRules.deliveryWeekdays);
  return {
    supplier: { id: supplier.id, name: supplier.name, logoUrl: supplier.logoUrl },
    values: { supplierId: supplier.id, deliveryWeekdays: day !== null && served.includes(day) ? [day] : [], lines },
    leftOut,
  };
}
