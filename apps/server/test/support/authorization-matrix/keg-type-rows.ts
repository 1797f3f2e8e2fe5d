import { insertKegTypeTesting } from '../queries/keg-types-testing.queries';
import { managerChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/** Keg types and keg settings (issue 37, decision 0175): the supplier's members read them, its owners and admins change them. */
export function kegTypeRows(world: MatrixWorld): Row[] {
  const { target } = world;
  const supplier = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  let posted = 0;
  /** a name of its own for each call: a name is unique among a supplier's keg types */
  const newKegType = () => {
    posted += 1;
    return { name: `Matrix keg ${posted}`, litres: 50, depositCents: 5_000 };
  };
  const freshKegType = () => insertKegTypeTesting(world.t.database.db, target.supplier.id);
  return [
    { route: 'GET /api/suppliers/:id/keg-types', expected: readers(200), request: () => ({ url: supplier('/keg-types') }) },
    {
      route: 'POST /api/suppliers/:id/keg-types',
      expected: managerChanges(201),
      request: () => ({ url: supplier('/keg-types'), payload: newKegType() }),
    },
    {
      route: 'PUT /api/keg-types/:id',
      type: 'supplier',
      expected: managerChanges(200),
      request: async () => {
        const kegType = await freshKegType();
        return { url: `/api/keg-types/${kegType.id}`, payload: { name: kegType.name, litres: 30, depositCents: 4_000 } };
      },
    },
    {
      route: 'DELETE /api/keg-types/:id',
      type: 'supplier',
      expected: managerChanges(200),
      request: async () => ({ url: `/api/keg-types/${(await freshKegType()).id}` }),
    },
    { route: 'GET /api/suppliers/:id/keg-settings', expected: readers(200), request: () => ({ url: supplier('/keg-settings') }) },
    {
      route: 'PUT /api/suppliers/:id/keg-settings',
      expected: managerChanges(200),
      request: () => ({ url: supplier('/keg-settings'), payload: { collectionPromiseDays: 5, kegOutDays: 45 } }),
    },
  ];
}
