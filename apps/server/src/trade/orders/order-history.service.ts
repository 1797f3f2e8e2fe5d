import { listOrderLinesWithPacks, listVenueOrderedLines, listVenueOrderedSuppliers } from './order-history.queries';

// What the order guides (trade/guides) read of a venue's orders: the orders module owns these tables (decision 0031).
// The caller has checked who asks.

export type OrderedLine = Awaited<ReturnType<typeof listVenueOrderedLines>>[number];
export type OrderedSupplier = Awaited<ReturnType<typeof listVenueOrderedSuppliers>>[number];
export type OrderLineWithPack = Awaited<ReturnType<typeof listOrderLinesWithPacks>>[number];

export { listOrderLinesWithPacks, listVenueOrderedLines, listVenueOrderedSuppliers };
