import {
  DEFAULT_KEG_SETTINGS,
  type FieldIssue,
  type KegSettings,
  type KegType,
  type KegTypeInput,
  type KegTypeList,
  type KegTypeRemoval,
  type OrganisationRole,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { isUniqueViolation } from '../../shared/database-errors';
import { withRetryingTransaction } from '../../shared/transactions';
import {
  archiveKegType,
  countKegTypeUses,
  deleteKegType,
  findKegSettings,
  findKegTypeSupplier,
  insertKegType,
  kegTypeNameTaken,
  listKegTypeRows,
  listOwnKegTypes,
  lockKegType,
  updateKegType,
  upsertKegSettings,
  type KegTypeRow,
  type KegTypeValues,
} from './keg-types.queries';

// A supplier's keg types and keg settings (docs/domain.md, Kegs; decision 0175): its members read them, its owners and
// admins change them; another supplier's keg type is 404, as none at all. A name is unique among the supplier's
// unarchived types (409). A pool keg names its pool and never carries a deposit (422 `keg_refused`). A type something
// names (a SKU, an order line, the keg ledger) is archived instead of deleted, and the answer says so.

const MANAGERS: readonly OrganisationRole[] = ['owner', 'admin'];

function kegRefused(issues: FieldIssue[]): AppError {
  return new AppError('keg_refused', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), issues);
}

const nameTaken = (name: string) =>
  new AppError('conflict', `There is a keg type called “${name}” already: choose another name, or archive that one first`, [
    { field: 'name', message: 'another keg type of this supplier has this name' },
  ]);

function kegTypeOf(row: KegTypeRow): KegType {
  return {
    id: row.id,
    name: row.name,
    litres: row.litres,
    ownerKind: row.ownerKind,
    poolName: row.poolName,
    depositCents: row.depositCents,
    depositTaxable: row.depositTaxable,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    skuCount: row.skuCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The input as stored, or 422 naming each rule of pool and own kegs it breaks. */
function valuesOf(input: KegTypeInput): KegTypeValues {
  const issues: FieldIssue[] = [];
  if (input.ownerKind === 'pool') {
    if (input.poolName === null) issues.push({ field: 'poolName', message: 'a pool keg names its pool (Kegstar, Konvoy…)' });
    if (input.depositCents > 0)
      issues.push({ field: 'depositCents', message: 'a pool keg carries no deposit: its pool owns the keg, not you' });
  } else if (input.poolName !== null) {
    issues.push({ field: 'poolName', message: 'only a pool keg names a pool: leave it out for a keg of your own' });
  }
  if (issues.length > 0) throw kegRefused(issues);
  return {
    name: input.name,
    litres: input.litres,
    ownerKind: input.ownerKind,
    poolName: input.poolName,
    depositCents: input.depositCents,
    depositTaxable: input.depositTaxable,
  };
}

/** A write that met the unique name after its check passed: another change took the name meanwhile. */
function orNameTaken(name: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  };
}

async function requireSupplier(db: Database, user: ApiUser, supplierIdOrSlug: string, roles?: readonly OrganisationRole[]) {
  return (await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, roles)).organisation;
}

/** The keg type's supplier, checked as the caller's (another supplier's type is 404, as no type at all). */
async function requireKegTypeSupplier(db: Database, user: ApiUser, kegTypeId: string) {
  const supplierId = await findKegTypeSupplier(db, kegTypeId);
  if (!supplierId) throw AppError.notFound('Keg type');
  return AppError.notFoundAs('Keg type', requireSupplier(db, user, supplierId, MANAGERS));
}

async function readKegType(db: Database, supplierId: string, kegTypeId: string): Promise<KegType> {
  const [row] = await listKegTypeRows(db, supplierId, kegTypeId);
  if (!row) throw AppError.notFound('Keg type');
  return kegTypeOf(row);
}

/**
 * The supplier's keg types, archived ones last, with no access check: what another context reads of them (the keg
 * ledger, collections), through the catalogue's index once one does.
 */
async function kegTypesOf(db: Database, supplierId: string): Promise<KegType[]> {
  return (await listKegTypeRows(db, supplierId)).map(kegTypeOf);
}

/** GET /api/suppliers/{id}/keg-types */
export async function listKegTypes(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<KegTypeList> {
  const supplier = await requireSupplier(db, user, supplierIdOrSlug);
  return { items: await kegTypesOf(db, supplier.id) };
}

/** POST /api/suppliers/{id}/keg-types */
export async function createKegType(db: Database, user: ApiUser, supplierIdOrSlug: string, input: KegTypeInput): Promise<KegType> {
  const supplier = await requireSupplier(db, user, supplierIdOrSlug, MANAGERS);
  const values = valuesOf(input);
  const id = await withRetryingTransaction(db, async (tx) => {
    if (await kegTypeNameTaken(tx, supplier.id, values.name, null)) throw nameTaken(values.name);
    return insertKegType(tx, supplier.id, values);
  }).catch(orNameTaken(values.name));
  return readKegType(db, supplier.id, id);
}

/** PUT /api/keg-types/{id}: every field (orders placed keep the deposit they snapshot). */
export async function saveKegType(db: Database, user: ApiUser, kegTypeId: string, input: KegTypeInput): Promise<KegType> {
  const supplier = await requireKegTypeSupplier(db, user, kegTypeId);
  const values = valuesOf(input);
  await withRetryingTransaction(db, async (tx) => {
    const locked = await lockKegType(tx, supplier.id, kegTypeId);
    if (!locked) throw AppError.notFound('Keg type');
    // an archived type's name is free for others: only an unarchived one is checked
    if (locked.archivedAt === null && (await kegTypeNameTaken(tx, supplier.id, values.name, kegTypeId))) throw nameTaken(values.name);
    if (!(await updateKegType(tx, supplier.id, kegTypeId, values))) throw AppError.notFound('Keg type');
  }).catch(orNameTaken(values.name));
  return readKegType(db, supplier.id, kegTypeId);
}

function inUseWords(uses: Awaited<ReturnType<typeof countKegTypeUses>>): string {
  const parts = [
    uses.skus > 0 ? `${uses.skus} ${uses.skus === 1 ? 'SKU' : 'SKUs'}` : '',
    uses.orderLines > 0 ? 'orders' : '',
    uses.kegs > 0 ? 'the keg ledger' : '',
  ].filter(Boolean);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
}

/**
 * DELETE /api/keg-types/{id}: deleted when nothing names it; archived instead when a SKU, an order line or the keg
 * ledger does (they keep naming it), and the answer says which. The row is locked while its uses are counted.
 */
export async function removeKegType(db: Database, user: ApiUser, kegTypeId: string): Promise<KegTypeRemoval> {
  const supplier = await requireKegTypeSupplier(db, user, kegTypeId);
  return withRetryingTransaction(db, async (tx) => {
    const locked = await lockKegType(tx, supplier.id, kegTypeId);
    if (!locked) throw AppError.notFound('Keg type');
    const uses = await countKegTypeUses(tx, kegTypeId);
    if (uses.skus + uses.orderLines + uses.kegs === 0) {
      await deleteKegType(tx, kegTypeId);
      return { outcome: 'deleted' as const, message: `${locked.name} is deleted` };
    }
    await archiveKegType(tx, kegTypeId);
    return {
      outcome: 'archived' as const,
      message: `${locked.name} is archived, not deleted: it is named by ${inUseWords(uses)}. No SKU can take it now; what names it keeps it.`,
    };
  });
}

/**
 * The SKUs' keg types, each the supplier's own and not archived (one a SKU names already may stay, archived or not):
 * 422 `keg_refused` naming each field otherwise. `wanted` lists each keg type given, its field and the SKU's current one.
 */
export async function refuseForeignKegTypes(
  db: Database,
  supplierId: string,
  wanted: readonly { field: string; kegTypeId: string | null | undefined; current?: string | null }[],
): Promise<void> {
  const asked = wanted.filter((want) => want.kegTypeId && want.kegTypeId !== want.current);
  if (asked.length === 0) return;
  const own = new Map(
    (
      await listOwnKegTypes(
        db,
        supplierId,
        asked.map((want) => want.kegTypeId!),
      )
    ).map((row) => [row.id, row]),
  );
  const issues = asked.flatMap((want): FieldIssue[] => {
    const kegType = own.get(want.kegTypeId!);
    if (!kegType) return [{ field: want.field, message: 'is not a keg type of this supplier' }];
    if (kegType.archivedAt !== null) return [{ field: want.field, message: 'is an archived keg type: choose one in use' }];
    return [];
  });
  if (issues.length > 0) throw kegRefused(issues);
}

/**
 * The supplier's keg settings, its defaults when it set none, with no access check: what another context reads of
 * them ("needs attention"), through the catalogue's index once one does.
 */
async function kegSettingsOf(db: Database, supplierId: string): Promise<KegSettings> {
  return (await findKegSettings(db, supplierId)) ?? DEFAULT_KEG_SETTINGS;
}

/** GET /api/suppliers/{id}/keg-settings */
export async function getKegSettings(db: Database, user: ApiUser, supplierIdOrSlug: string): Promise<KegSettings> {
  const supplier = await requireSupplier(db, user, supplierIdOrSlug);
  return kegSettingsOf(db, supplier.id);
}

/** PUT /api/suppliers/{id}/keg-settings */
export async function saveKegSettings(db: Database, user: ApiUser, supplierIdOrSlug: string, input: KegSettings): Promise<KegSettings> {
  const supplier = await requireSupplier(db, user, supplierIdOrSlug, MANAGERS);
  await upsertKegSettings(db, supplier.id, input);
  return kegSettingsOf(db, supplier.id);
}
