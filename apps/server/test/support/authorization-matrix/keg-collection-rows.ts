import { insertTestKegDelivery, insertTestKegType, insertTestRequest } from '../queries/keg-collections-testing.queries';
import { memberChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/**
 * Keg collections (decision 0177): both sides' members read theirs; any member of the venue asks and cancels; any
 * member of the supplier records. A venue's rows ask a fresh supplier; a supplier's rows record for a fresh venue, so
 * the other side's otherType is a stranger to them.
 */
export function kegCollectionRows(world: MatrixWorld): Row[] {
  const { target, freshOrganisation } = world;
  const db = () => world.t.database.db;
  /** a fresh supplier's pool keg type (no deposit), and `kegs` of them delivered to the venue */
  let types = 0;
  const heldKegs = async (supplierId: string, venueId: string, kegs = 1) => {
    types += 1;
    const kegType = await insertTestKegType(db(), supplierId, { name: `Matrix keg ${types}`, pool: 'Kegstar' });
    await insertTestKegDelivery(db(), { supplierId, venueId, kegType, kegs, invoiceDate: null });
    return kegType.id;
  };
  let asking: Promise<{ supplierId: string; kegTypeId: string }> | undefined;
  /** one supplier whose kegs venue A holds plenty of: each ask replaces the open request */
  const askedOf = () =>
    (asking ??= freshOrganisation('supplier').then(async (supplier) => ({
      supplierId: supplier.id,
      kegTypeId: await heldKegs(supplier.id, target.venue.id, 50),
    })));
  const venueOpenRequest = async () => {
    const supplier = await freshOrganisation('supplier');
    const pair = { supplierId: supplier.id, venueId: target.venue.id };
    return insertTestRequest(db(), pair, await heldKegs(supplier.id, target.venue.id));
  };
  const supplierOpenRequest = async () => {
    const venue = await freshOrganisation('venue');
    const kegTypeId = await heldKegs(target.supplier.id, venue.id);
    return { id: await insertTestRequest(db(), { supplierId: target.supplier.id, venueId: venue.id }, kegTypeId), kegTypeId };
  };
  return [
    {
      route: 'GET /api/venues/:id/keg-collections',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/keg-collections` }),
    },
    {
      route: 'GET /api/venues/:id/keg-collections/history',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/keg-collections/history` }),
    },
    {
      route: 'POST /api/venues/:id/keg-collections',
      expected: memberChanges(200),
      request: async () => {
        const { supplierId, kegTypeId } = await askedOf();
        return { url: `/api/venues/${target.venue.slug}/keg-collections`, payload: { supplierId, kegs: [{ kegTypeId, qty: 1 }] } };
      },
    },
    {
      route: 'POST /api/keg-collections/:id/cancel',
      type: 'venue',
      expected: memberChanges(200),
      request: async () => ({ url: `/api/keg-collections/${await venueOpenRequest()}/cancel` }),
    },
    {
      route: 'GET /api/suppliers/:id/keg-collections/to-do',
      expected: readers(200),
      request: () => ({ url: `/api/suppliers/${target.supplier.slug}/keg-collections/to-do` }),
    },
    {
      route: 'GET /api/suppliers/:id/keg-collections',
      expected: readers(200),
      request: () => ({ url: `/api/suppliers/${target.supplier.slug}/keg-collections` }),
    },
    {
      route: 'POST /api/suppliers/:id/keg-collections',
      expected: memberChanges(201),
      request: async () => {
        const venue = await freshOrganisation('venue');
        const kegTypeId = await heldKegs(target.supplier.id, venue.id);
        return {
          url: `/api/suppliers/${target.supplier.slug}/keg-collections`,
          payload: { venueId: venue.id, kegs: [{ kegTypeId, qty: 1 }] },
        };
      },
    },
    {
      route: 'POST /api/keg-collections/:id/record',
      type: 'supplier',
      expected: memberChanges(200),
      request: async () => {
        const { id, kegTypeId } = await supplierOpenRequest();
        return { url: `/api/keg-collections/${id}/record`, payload: { version: 1, kegs: [{ kegTypeId, qty: 1 }] } };
      },
    },
  ];
}
