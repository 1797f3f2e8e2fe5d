import {
  GUIDE_UNITS_MAX,
  GUIDES_PER_VENUE_MAX,
  type FieldIssue,
  type LeftOutLine,
  type OrderGuide,
  type OrderGuideCreate,
  type OrderGuideCreated,
  type OrderGuideItem,
  type OrderGuideItemsInput,
  type OrderGuideList,
  type OrderGuidePatch,
  type OrderGuideSummary,
  type OrganisationRole,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, managesOrganisation, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { findOrderVenue } from '../orders/order-reads.service';
import { listOrderLinesWithPacks } from '../orders/order-history.service';
import { guidePackOf, orderedItems, statusProblem, type PackState } from './guide-rules';
import {
  countGuides,
  deleteGuide,
  findActiveSupplier,
  findGuide,
  insertGuide,
  listCountLines,
  listGuideItems,
  listGuides,
  listLastCounts,
  listPacks,
  lockGuide,
  replaceGuideItems,
  touchGuide,
  type GuideItemValues,
  type GuideRow,
  type LastCountRow,
} from './guides.queries';

// A venue's order guides (docs/domain.md, Order guides; decision 0165). Any member of the venue reads them, counts
// and adds to the cart; owners and admins make, change and delete them, par levels included. Another venue's guide
// is 404, as no guide at all.

const MANAGERS: readonly OrganisationRole[] = ['owner', 'admin'];

interface VenueLink {
  id: string;
  slug: string;
  name: string;
  currency: string;
}

function personOf(id: string | null, name: string | null, email: string | null) {
  return id === null ? null : { id, name: name || email || 'Someone' };
}

/** The guide and the caller's access to its venue; `roles` asks for one of them. */
export async function requireGuide(db: Database, user: ApiUser, guideId: string, roles?: readonly OrganisationRole[]) {
  const guide = await findGuide(db, guideId);
  if (!guide) throw AppError.notFound('Order guide');
  const access = await AppError.notFoundAs('Order guide', requireOrganisationAccess(db, user, 'venue', guide.venueId, roles));
  return { guide, venue: access.organisation, role: access.organisationRole };
}

function countRefOf(count: LastCountRow | undefined) {
  return count
    ? {
        id: count.id,
        countedAt: count.countedAt.toISOString(),
        countedBy: personOf(count.countedById, count.countedByName, count.countedByEmail),
      }
    : null;
}

function summaryOf(row: GuideRow, venue: VenueLink, lastCount: LastCountRow | undefined): OrderGuideSummary {
  return {
    id: row.id,
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    name: row.name,
    supplier:
      row.supplierId !== null && row.supplierSlug !== null && row.supplierName !== null
        ? { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName, logoUrl: row.supplierLogoUrl }
        : null,
    itemCount: row.itemCount,
    sections: row.sections,
    lastCount: countRefOf(lastCount),
    createdBy: personOf(row.createdById, row.createdByName, row.createdByEmail),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The guide as its page shows it: its items in order with the packs as the venue orders them today and the last count. */
async function loadGuide(db: Database, guideId: string, venue: VenueLink, canEdit: boolean): Promise<OrderGuide> {
  const row = await findGuide(db, guideId);
  if (!row) throw AppError.notFound('Order guide');
  const items = await listGuideItems(db, guideId);
  const packs = new Map(
    (
      await listPacks(
        db,
        row.venueId,
        items.map((item) => item.skuId),
      )
    ).map((pack) => [pack.skuId, pack]),
  );
  const [lastCount] = await listLastCounts(db, [guideId]);
  const counted = new Map(lastCount ? (await listCountLines(db, lastCount.id)).map((line) => [line.skuId, line.onHand]) : []);
  return {
    ...summaryOf(row, venue, lastCount),
    items: items.flatMap((item): OrderGuideItem[] => {
      const pack = packs.get(item.skuId);
      if (!pack) return [];
      return [{ ...guidePackOf(pack), ...item, lastOnHand: counted.get(item.skuId) ?? null }];
    }),
    currency: venue.currency,
    canEdit,
  };
}

export async function listVenueGuides(db: Database, user: ApiUser, venueIdOrSlug: string): Promise<OrderGuideList> {
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const rows = await listGuides(db, venue.id);
  const lastCounts = new Map(
    (
      await listLastCounts(
        db,
        rows.map((row) => row.id),
      )
    ).map((count) => [count.guideId, count]),
  );
  return { items: rows.map((row) => summaryOf(row, venue, lastCounts.get(row.id))) };
}

export async function getGuide(db: Database, user: ApiUser, guideId: string): Promise<OrderGuide> {
  const { guide, venue, role } = await requireGuide(db, user, guideId);
  return loadGuide(db, guide.id, venue, managesOrganisation(user, role));
}

/** "Save as a guide": the order's lines as items, par = the quantity ordered in units, and the lines it can't take. */
function itemsFromOrder(lines: Awaited<ReturnType<typeof listOrderLinesWithPacks>>, packs: Map<string, PackState>) {
  const manySuppliers = new Set(lines.map((line) => line.supplierId)).size > 1;
  const items: GuideItemValues[] = [];
  const leftOut: LeftOutLine[] = [];
  for (const line of lines) {
    const pack = line.skuId === null ? undefined : packs.get(line.skuId);
    const problem = pack ? statusProblem(pack) : { message: 'No longer sold' };
    if (!pack || problem) {
      leftOut.push({ productName: line.productName, skuName: line.skuName, reason: problem!.message });
      continue;
    }
    if (items.some((item) => item.skuId === pack.skuId)) continue;
    items.push({
      skuId: pack.skuId,
      // across suppliers a section per supplier; from one supplier a section per style
      section: (manySuppliers ? line.supplierName : line.productStyle || line.supplierName).slice(0, 60),
      position: items.length,
      parQty: Math.min(GUIDE_UNITS_MAX, line.orderedQty * pack.unitsPerPack),
    });
  }
  return { items: orderedItems(items), leftOut, supplierId: manySuppliers || lines.length === 0 ? null : lines[0]!.supplierId };
}

export async function createGuide(db: Database, user: ApiUser, venueIdOrSlug: string, input: OrderGuideCreate): Promise<OrderGuideCreated> {
  const { organisation: venue } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug, MANAGERS);
  let plan: { items: GuideItemValues[]; leftOut: LeftOutLine[]; supplierId: string | null } = {
    items: [],
    leftOut: [],
    supplierId: input.supplierId ?? null,
  };
  if (input.fromOrderId !== undefined) {
    if (input.supplierId !== undefined) {
      throw AppError.validation(
        [{ field: 'supplierId', message: 'a guide saved from an order takes the order’s supplier: leave supplierId out' }],
        'body',
      );
    }
    const order = await findOrderVenue(db, input.fromOrderId);
    if (!order || order.venueId !== venue.id) throw AppError.notFound('Order');
    const lines = await listOrderLinesWithPacks(db, order.id);
    const skuIds = lines.flatMap((line) => (line.skuId === null ? [] : [line.skuId]));
    plan = itemsFromOrder(lines, new Map((await listPacks(db, venue.id, skuIds)).map((pack) => [pack.skuId, pack])));
  } else if (plan.supplierId !== null && !(await findActiveSupplier(db, plan.supplierId))) {
    throw AppError.validation([{ field: 'supplierId', message: 'no such supplier taking orders' }], 'body');
  }
  // two guides made at once may both pass: a venue one over the most is harmless
  if ((await countGuides(db, venue.id)) >= GUIDES_PER_VENUE_MAX) {
    throw new AppError('conflict', `A venue keeps at most ${GUIDES_PER_VENUE_MAX} guides: delete one first`);
  }
  const guideId = await db.transaction(async (tx) => {
    const id = await insertGuide(tx, { venueId: venue.id, name: input.name, supplierId: plan.supplierId, createdBy: user.id });
    await replaceGuideItems(tx, id, plan.items);
    return id;
  });
  return { ...(await loadGuide(db, guideId, venue, true)), leftOut: plan.leftOut };
}

function staleGuide(sent: number, current: number): AppError {
  return new AppError(
    'conflict',
    `Someone else changed this guide since you opened it (you edited version ${sent}, it is now version ${current}): reload it and make your change again`,
    { version: current },
  );
}

/** A change by an owner or admin, on the guide locked at the version they read (when they said which). */
async function changingGuide(
  db: Database,
  user: ApiUser,
  guideId: string,
  version: number | undefined,
  change: (tx: Database, guide: NonNullable<Awaited<ReturnType<typeof lockGuide>>>) => Promise<void>,
): Promise<OrderGuide> {
  const { guide, venue } = await requireGuide(db, user, guideId, MANAGERS);
  await withRetryingTransaction(db, async (tx) => {
    const locked = await lockGuide(tx, guide.id);
    if (!locked) throw AppError.notFound('Order guide');
    if (version !== undefined && locked.version !== version) throw staleGuide(version, locked.version);
    await change(tx, locked);
  });
  return loadGuide(db, guide.id, venue, true);
}

export function renameGuide(db: Database, user: ApiUser, guideId: string, input: OrderGuidePatch): Promise<OrderGuide> {
  return changingGuide(db, user, guideId, input.version, (tx, guide) => touchGuide(tx, guide.id, { name: input.name }));
}

export async function removeGuide(db: Database, user: ApiUser, guideId: string): Promise<void> {
  const { guide } = await requireGuide(db, user, guideId, MANAGERS);
  await deleteGuide(db, guide.id);
}

/**
 * Each item names a pack that exists and, for the guide's supplier when it has one, is that supplier's; a pack new to
 * the guide must be one anyone may order now (one already on it stays, with its problem shown, until removed).
 */
function itemIssues(
  items: readonly { skuId: string }[],
  packs: Map<string, PackState>,
  onGuide: ReadonlySet<string>,
  supplierId: string | null,
): FieldIssue[] {
  return items.flatMap((item, index): FieldIssue[] => {
    const field = `items.${index}.skuId`;
    const pack = packs.get(item.skuId);
    if (!pack) return [{ field, message: 'no such SKU' }];
    if (supplierId !== null && pack.supplierId !== supplierId)
      return [{ field, message: `${pack.productName} (${pack.skuName}) is not this guide’s supplier’s` }];
    const problem = onGuide.has(item.skuId) ? null : statusProblem(pack);
    return problem ? [{ field, message: `${pack.productName} (${pack.skuName}) can’t be ordered: ${problem.message.toLowerCase()}` }] : [];
  });
}

/** PUT …/items: the whole list, in the order given (each section kept together), replacing what was there. */
export function saveGuideItems(db: Database, user: ApiUser, guideId: string, input: OrderGuideItemsInput): Promise<OrderGuide> {
  const items = input.items.map((item) => ({ ...item, section: item.section ?? '' }));
  return changingGuide(db, user, guideId, input.version, async (tx, guide) => {
    const packs = new Map(
      (
        await listPacks(
          tx,
          guide.venueId,
          items.map((item) => item.skuId),
        )
      ).map((pack) => [pack.skuId, pack]),
    );
    const onGuide = new Set((await listGuideItems(tx, guide.id)).map((item) => item.skuId));
    const issues = itemIssues(items, packs, onGuide, guide.supplierId);
    if (issues.length > 0) throw AppError.validation(issues, 'body');
    await replaceGuideItems(tx, guide.id, orderedItems(items));
    await touchGuide(tx, guide.id);
  });
}
