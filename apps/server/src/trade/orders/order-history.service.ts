import { listOrderLinesWithPacks, listVenueOrderedLines, listVenueOrderedSuppliers } from './order-history.queries';

// What the order guides (trade/guides) read of a venue's orders: the orders module owns these tables (decision 0031).
// The caller has checked who asks.

export type OrderedSupplier = Awaited<ReturnType<typeof listVenueOrderedSuppliers>>[number];

export { listOrderLinesWithPacks, listVenueOrderedLines, listVenueOrderedSuppliers };
