import { createOrder, createProduct, createSku } from '@tapline/db/testing';
import { callAs } from '../auth-kit';
import { insertTestStopOutcome } from '../queries/run-sheets-testing.queries';
import { memberChanges, readers, type MatrixWorld, type PersonaName, type Row } from './matrix-world';

/**
 * Run sheets and the driver's stops (decisions 0190–0192): every member of the supplier reads, arranges and records;
 * a platform admin who is no member reads only. A stop's proof photo is read by the supplier's and the venue's members
 * alone (the other type's persona is the stop's venue's member here), never by a platform admin.
 */
export function runSheetRows(world: MatrixWorld): Row[] {
  const { target, freshOrganisation, people } = world;
  const db = () => world.t.database.db;
  let days = 0;
  /** a day of its own in 2031, with an accepted order to the target supplier from `venueId` (a fresh venue by default) */
  const freshDay = async (venueId?: string) => {
    days += 1;
    const date = new Date(Date.UTC(2031, 0, 1 + days)).toISOString().slice(0, 10);
    const venue = venueId ?? (await freshOrganisation('venue')).id;
    const product = await createProduct(db(), { supplierId: target.supplier.id, status: 'active' });
    const sku = await createSku(db(), { productId: product.id, supplierId: target.supplier.id });
    await createOrder(db(), {
      venueId: venue,
      requestedDeliveryDate: date,
      supplierOrders: [{ supplierId: target.supplier.id, status: 'accepted', lines: [{ sku, productName: product.name, qty: 2 }] }],
    });
    return { date, venueId: venue, url: `/api/suppliers/${target.supplier.slug}/run-sheets/${date}` };
  };
  /** a stop of venue A recorded, with a photo the owner took */
  const photographed = async () => {
    const day = await freshDay(target.venue.id);
    await insertTestStopOutcome(db(), { supplierId: target.supplier.id, venueId: day.venueId, deliveryDate: day.date });
    const answer = await callAs(world.t, people.owner.supplier, 'POST', `${day.url}/stops/${day.venueId}/photo`, world.pngForm('photo'));
    return (answer.json() as { outcome: { photoUrl: string } }).outcome.photoUrl;
  };
  let photoUrl: Promise<string> | undefined;
  return [
    {
      route: 'GET /api/suppliers/:id/run-sheets',
      expected: readers(200),
      request: () => ({ url: `/api/suppliers/${target.supplier.slug}/run-sheets` }),
    },
    {
      route: 'GET /api/suppliers/:id/run-sheets/:date',
      expected: readers(200),
      request: async () => ({ url: (await freshDay()).url }),
    },
    {
      route: 'GET /api/suppliers/:id/run-sheets/:date/pdf',
      expected: readers(200),
      request: async () => ({ url: `${(await freshDay()).url}/pdf` }),
    },
    {
      route: 'PUT /api/suppliers/:id/run-sheets/:date/order',
      expected: memberChanges(200),
      request: async () => {
        const day = await freshDay();
        return { url: `${day.url}/order`, payload: { version: 0, venueIds: [day.venueId] } };
      },
    },
    {
      route: 'POST /api/suppliers/:id/run-sheets/:date/stops/:venueId/outcome',
      expected: memberChanges(200),
      request: async () => {
        const day = await freshDay();
        return { url: `${day.url}/stops/${day.venueId}/outcome`, payload: { outcome: 'failed', reason: 'Closed' } };
      },
    },
    {
      route: 'POST /api/suppliers/:id/run-sheets/:date/stops/:venueId/photo',
      expected: memberChanges(200),
      request: async () => {
        const day = await freshDay();
        await insertTestStopOutcome(db(), { supplierId: target.supplier.id, venueId: day.venueId, deliveryDate: day.date });
        return { url: `${day.url}/stops/${day.venueId}/photo`, payload: world.pngForm('photo') };
      },
    },
    {
      route: 'GET /api/run-stops/:id/photo',
      type: 'supplier',
      expected: { ...readers(200), otherType: 200, platformAdmin: 404 } satisfies Record<PersonaName, number>,
      request: async () => ({ url: await (photoUrl ??= photographed()) }),
    },
  ];
}
