import { priceListLabel, type OrganisationRole, type PriceList, type PriceListInput, type PriceListList } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { withRetryingTransaction } from '../../shared/transactions';
import {
  countAccountsNaming,
  deletePriceList,
  findPriceListSupplier,
  insertPriceList,
  listPriceListItems,
  listPriceLists,
  listSupplierSkuIds,
  lockPriceList,
  replacePriceListItems,
  updatePriceList,
  type PriceListRow,
} from './price-lists.queries';

// A supplier's price lists (docs/domain.md, Price lists; decision 0171). Its members read them; its owners and admins
// make, change and delete them. Another supplier's list is 404, as no list at all. How a list prices a venue's line
// is shared/venue-price.queries.ts.

const MANAGERS: readonly OrganisationRole[] = ['owner', 'admin'];

/** price_lists' unique (supplier, name): a supplier tells its lists apart by name. */
const NAME_UNIQUE = 'price_lists_supplier_name_unique';

const nameTaken = (name: string) =>
  new AppError('conflict', `There is a price list called “${name}” already: choose another name`, [
    { field: 'name', message: 'another price list of this supplier has this name' },
  ]);

async function answerFor(db: Database, rows: readonly PriceListRow[]): Promise<PriceList[]> {
  const items = await listPriceListItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    percentOffBasisPoints: row.percentOffBasisPoints,
    label: priceListLabel(row),
    items: items.filter((item) => item.priceListId === row.id).map(({ priceListId: _list, ...item }) => item),
    accountCount: row.accountCount,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function loadPriceList(db: Database, id: string): Promise<PriceList> {
  const [list] = await answerFor(db, await listPriceLists(db, { id }));
  if (!list) throw AppError.notFound('Price list');
  return list;
}

/** The list's supplier, checked for the caller (`roles`: one of them); another supplier's list is 404. */
async function requirePriceList(db: Database, user: ApiUser, id: string, roles?: readonly OrganisationRole[]) {
  const supplierId = await findPriceListSupplier(db, id);
  if (supplierId === null) throw AppError.notFound('Price list');
  const { organisation } = await AppError.notFoundAs('Price list', requireOrganisationAccess(db, user, 'supplier', supplierId, roles));
  return organisation;
}

/** A list's items must be the supplier's own SKUs: every other one is named (`items.2.skuId`), and nothing is written. */
async function checkItems(db: Database, supplier: { id: string; name: string }, input: PriceListInput): Promise<void> {
  const own = await listSupplierSkuIds(
    db,
    supplier.id,
    input.items.map((item) => item.skuId),
  );
  const foreign = input.items.flatMap((item, index) =>
    own.has(item.skuId) ? [] : [{ field: `items.${index}.skuId`, message: `is not a SKU of ${supplier.name}` }],
  );
  if (foreign.length > 0) throw AppError.validation(foreign, 'body');
}

const valuesOf = (input: PriceListInput) => ({
  name: input.name,
  kind: input.kind,
  percentOffBasisPoints: input.percentOffBasisPoints,
});

/** A unique violation of the list's name, as the 409 that names it. */
function nameConflict(name: string) {
  return (error: unknown): never => {
    if (violatedUniqueConstraint(error) === NAME_UNIQUE) throw nameTaken(name);
    throw error;
  };
}

/** GET /api/suppliers/{id}/price-lists */
export async function listSupplierPriceLists(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<PriceListList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug);
  return { items: await answerFor(db, await listPriceLists(db, { supplierId: organisation.id })) };
}

/** POST /api/suppliers/{id}/price-lists: the list and its items in one transaction. */
export async function createPriceList(db: Database, user: ApiUser, supplierIdOrSlug: string, input: PriceListInput): Promise<PriceList> {
  const { organisation: supplier } = await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, MANAGERS);
  const id = await withRetryingTransaction(db, async (tx) => {
    await checkItems(tx, supplier, input);
    const created = await insertPriceList(tx, supplier.id, valuesOf(input));
    await replacePriceListItems(tx, created, input.items);
    return created;
  }).catch(nameConflict(input.name));
  return loadPriceList(db, id);
}

/** GET /api/price-lists/{id} */
export async function getPriceList(db: Database, user: ApiUser, id: string): Promise<PriceList> {
  await requirePriceList(db, user, id);
  return loadPriceList(db, id);
}

/** PUT /api/price-lists/{id}: name, kind and percentage, and the items replaced whole, in one transaction. */
export async function savePriceList(db: Database, user: ApiUser, id: string, input: PriceListInput): Promise<PriceList> {
  const supplier = await requirePriceList(db, user, id, MANAGERS);
  await withRetryingTransaction(db, async (tx) => {
    if (!(await lockPriceList(tx, id))) throw AppError.notFound('Price list');
    await checkItems(tx, supplier, input);
    await updatePriceList(tx, id, valuesOf(input));
    await replacePriceListItems(tx, id, input.items);
  }).catch(nameConflict(input.name));
  return loadPriceList(db, id);
}

/**
 * DELETE /api/price-lists/{id}: only a list no account names (closed ones included: they keep their terms as they
 * were); 409 says how many do. The list's row is locked first, so an account can't be pointed at it meanwhile.
 */
export async function removePriceList(db: Database, user: ApiUser, id: string): Promise<void> {
  await requirePriceList(db, user, id, MANAGERS);
  await withRetryingTransaction(db, async (tx) => {
    if (!(await lockPriceList(tx, id))) throw AppError.notFound('Price list');
    const accounts = await countAccountsNaming(tx, id);
    if (accounts > 0) {
      throw new AppError(
        'conflict',
        `${accounts} trade ${accounts === 1 ? 'account names' : 'accounts name'} this price list: give ${accounts === 1 ? 'it' : 'them'} another list first`,
        { accountCount: accounts },
      );
    }
    await deletePriceList(tx, id);
  });
}
