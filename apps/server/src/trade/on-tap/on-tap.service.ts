import {
  TAP_NUMBER_MAX,
  type FieldIssue,
  type MenuEntry,
  type OnTapAvailability,
  type OnTapCreate,
  type OnTapEntry,
  type OnTapList,
  type OnTapOrder,
  type OnTapUpdate,
  type TapStatus,
  type VenueMenu,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError, type WebhookOutbox } from '../../platform';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import {
  findDeliveredOrderWithProduct,
  findEntry,
  findLastChange,
  findLastServingSizes,
  findPourableProduct,
  findSkuOfProduct,
  insertEntry,
  kickEntry,
  listCurrentEntries,
  listCurrentSlots,
  listKegOffers,
  listKickedEntries,
  lockOnTapList,
  updateEntry,
  type OnTapEntryChange,
  type OnTapEntryRow,
  type OnTapSlot,
} from './on-tap.queries';
import { changesPouring, checkOrder, orderWith, settleLists } from './on-tap-order';
import { recordKickedKeg } from '../kegs/keg-ledger.service';
import { emitMenuUpdated } from './on-tap-webhooks';

// The venue's On Tap editor (decision 0110). Every write takes the venue's list lock first, checks on the
// settled list, and answers the clear 409s; the unique indexes stay the last word (their violation is the same 409).

const HISTORY_LIMIT = 50;
const OFFER_DAYS = 30;
const DAY_MS = 86_400_000;

// ---- answers ----

function availabilityOf(row: OnTapEntryRow): OnTapAvailability {
  if (row.productId === null) return 'listed';
  if (row.supplierStatus !== 'active') return 'supplier_suspended';
  if (row.productStatus !== 'active') return 'product_archived';
  return 'listed';
}

function toMenuEntry(row: OnTapEntryRow, availability: OnTapAvailability): MenuEntry {
  const isGuest = row.productId === null;
  return {
    id: row.id,
    status: row.status,
    tapNumber: row.tapNumber,
    name: (isGuest ? row.guestName : row.productName) ?? '',
    producer: (isGuest ? row.guestBrewery : row.supplierName) ?? '',
    style: (isGuest ? row.guestStyle : row.productStyle) || null,
    abv: isGuest ? row.guestAbv : row.productAbv,
    imageUrl: isGuest ? null : row.imageUrl,
    product:
      availability === 'listed' && row.productId && row.productSlug && row.supplierId && row.supplierSlug && row.supplierName
        ? {
            id: row.productId,
            slug: row.productSlug,
            supplier: {
              id: row.supplierId,
              slug: row.supplierSlug,
              name: row.supplierName,
            },
          }
        : null,
    servingSizes: row.servingSizes,
    note: row.note,
    since: row.since.toISOString(),
  };
}

function toEntry(row: OnTapEntryRow): OnTapEntry {
  const availability = availabilityOf(row);
  return {
    ...toMenuEntry(row, availability),
    position: row.position,
    productId: row.productId,
    guest:
      row.productId === null
        ? {
            name: row.guestName ?? '',
            brewery: row.guestBrewery ?? '',
            style: row.guestStyle,
            abv: row.guestAbv,
          }
        : null,
    availability,
    sku:
      row.skuId && row.skuName !== null
        ? {
            id: row.skuId,
            name: row.skuName,
            volumeMl: row.skuVolumeMl,
            orderable: row.skuStatus === 'active' && availability === 'listed',
          }
        : null,
    source:
      row.supplierOrderId && row.orderId && row.orderNumber
        ? {
            supplierOrderId: row.supplierOrderId,
            orderId: row.orderId,
            orderNumber: row.orderNumber,
          }
        : null,
    kickedAt: row.kickedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The lowest tap number no pouring entry uses; null when all are taken. */
function lowestFreeTap(slots: Pick<OnTapSlot, 'status' | 'tapNumber'>[]): number | null {
  const used = new Set(slots.filter((slot) => slot.status === 'pouring').map((slot) => slot.tapNumber));
  for (let tap = 1; tap <= TAP_NUMBER_MAX; tap += 1) if (!used.has(tap)) return tap;
  return null;
}

async function readList(db: Database, venueId: string): Promise<OnTapList> {
  const currentRows = await listCurrentEntries(db, venueId);
  const history = await listKickedEntries(db, venueId, HISTORY_LIMIT);
  const offers = await listKegOffers(db, venueId, new Date(Date.now() - OFFER_DAYS * DAY_MS));
  const updatedAt = await findLastChange(db, venueId);
  const entries = currentRows.map(toEntry);
  return {
    pouring: entries.filter((entry) => entry.status === 'pouring'),
    next: entries.filter((entry) => entry.status === 'next'),
    history: history.map(toEntry),
    offers: offers
      .sort((a, b) => b.deliveredAt.getTime() - a.deliveredAt.getTime() || a.productName.localeCompare(b.productName))
      .map((offer) => ({
        ...offer,
        deliveredAt: offer.deliveredAt.toISOString(),
      })),
    nextFreeTapNumber: lowestFreeTap(currentRows),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** The public menu's lists (GET /api/venues/{id}/menu): what pours now and what comes on next, in the venue's order. */
export async function readMenuLists(db: Database, venueId: string): Promise<Pick<VenueMenu, 'items' | 'next' | 'updatedAt'>> {
  const rows = await listCurrentEntries(db, venueId);
  const updatedAt = await findLastChange(db, venueId);
  const entries = rows.map((row) => toMenuEntry(row, availabilityOf(row)));
  return {
    items: entries.filter((entry) => entry.status === 'pouring'),
    next: entries.filter((entry) => entry.status === 'next'),
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

// ---- errors ----

function tapTaken(tapNumber: number, holder: string) {
  return new AppError('conflict', `Tap ${tapNumber} is already pouring ${holder}`, { field: 'tapNumber', tapNumber });
}

function alreadyListed(name: string, slot: Pick<OnTapSlot, 'status' | 'tapNumber'>) {
  const where = slot.status === 'next' ? 'in Next on' : slot.tapNumber === null ? 'pouring' : `pouring on tap ${slot.tapNumber}`;
  return new AppError('conflict', `${name} is already on the list (${where}): change that entry instead`, { field: 'productId' });
}

const noFreeTap = () =>
  new AppError('conflict', `Every tap from 1 to ${TAP_NUMBER_MAX} is pouring: give a tapNumber or kick a keg first`, {
    field: 'tapNumber',
  });
const entryNotFound = () => new AppError('not_found', 'On Tap entry not found');
const kicked = (at: Date) =>
  new AppError('conflict', `This keg was kicked on ${at.toISOString().slice(0, 10)}: the tap history can’t be changed`, {
    field: 'entryId',
  });

/** A tap number that no other pouring entry holds, or the 409 naming the beer that does. */
function assertTapFree(slots: OnTapSlot[], tapNumber: number, exceptId?: string) {
  const holder = slots.find((slot) => slot.status === 'pouring' && slot.tapNumber === tapNumber && slot.id !== exceptId);
  if (holder) throw tapTaken(tapNumber, holder.name);
}

/**
 * A write to the venue's list: by its member, in one transaction holding the list's lock. The unique indexes'
 * violations (a row written outside the API, or a race the lock didn't see) answer the same 409s as the checks.
 */
type OnTapWriter = { db: Database; /** where the writes' menu.updated events go */ webhooks?: WebhookOutbox | undefined };

async function writingList<T>(
  { db, webhooks }: OnTapWriter,
  user: ApiUser,
  venueIdOrSlug: string,
  work: (tx: Database, venueId: string, tried: { tapNumber: number | null }) => Promise<T>,
): Promise<T> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const tried: { tapNumber: number | null } = { tapNumber: null };
  try {
    const written = await db.transaction(async (tx) => {
      await lockOnTapList(tx, organisation.id);
      const result = await work(tx, organisation.id, tried);
      await emitMenuUpdated(tx, webhooks, organisation.id, (await listCurrentEntries(tx, organisation.id)).map(toEntry));
      return result;
    });
    webhooks?.wake();
    return written;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'on_tap_entries_pouring_tap_unique') {
      throw new AppError('conflict', `${tried.tapNumber ? `Tap ${tried.tapNumber}` : 'That tap'} is already pouring another beer`, {
        field: 'tapNumber',
        tapNumber: tried.tapNumber,
      });
    }
    if (constraint === 'on_tap_entries_current_product_unique')
      throw new AppError('conflict', 'That product is already on the list', { field: 'productId' });
    throw error;
  }
}

function invalid(field: string, message: string) {
  const issue: FieldIssue = { field, message };
  return AppError.validation([issue]);
}

// ---- reads ----

export async function getOnTapList(db: Database, user: ApiUser, venueIdOrSlug: string): Promise<OnTapList> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  return readList(db, organisation.id);
}

// ---- writes ----

async function checkSource(db: Database, venueId: string, input: OnTapCreate, productId: string | null) {
  if (productId === null) {
    if (input.skuId !== undefined) throw invalid('skuId', 'a guest beer has no SKU: give skuId with a productId');
    if (input.supplierOrderId !== undefined)
      throw invalid('supplierOrderId', 'a guest beer has no order: give supplierOrderId with a productId');
    return;
  }
  if (input.skuId !== undefined && !(await findSkuOfProduct(db, input.skuId, productId)))
    throw invalid('skuId', 'skuId is not a SKU of this product');
  if (input.supplierOrderId !== undefined && !(await findDeliveredOrderWithProduct(db, venueId, input.supplierOrderId, productId))) {
    throw invalid('supplierOrderId', 'supplierOrderId is not a delivered order of this venue holding this product');
  }
}

/**
 * The sizes a new entry pours (decision 0144): those given, else the ones the product last had on this venue's
 * taps. A keg put on from a delivery must have prices, so with none to take they are asked for (400).
 */
async function servingSizesFor(db: Database, venueId: string, input: OnTapCreate, productId: string | null, productName: string) {
  const sizes = input.servingSizes ?? (productId ? await findLastServingSizes(db, venueId, productId) : []);
  if (input.supplierOrderId !== undefined && sizes.length === 0) {
    throw invalid(
      'servingSizes',
      input.servingSizes === undefined
        ? `give servingSizes: ${productName} has not been on tap here before, so it has no prices to take`
        : 'a keg put on from a delivery needs at least one serving size with its price',
    );
  }
  return sizes;
}

export async function addOnTapEntry(list: OnTapWriter, user: ApiUser, venueIdOrSlug: string, input: OnTapCreate): Promise<OnTapEntry> {
  return writingList(list, user, venueIdOrSlug, async (tx, venueId, tried) => {
    const slots = await listCurrentSlots(tx, venueId);
    let productId: string | null = null;
    let productName = '';
    if (input.productId !== undefined) {
      const product = await findPourableProduct(tx, input.productId);
      if (!product) {
        throw new AppError('not_found', 'Product not found: productId names no product in the catalogue', [
          { field: 'productId', message: 'no such product' },
        ]);
      }
      const listed = slots.find((slot) => slot.productId === product.id);
      if (listed) throw alreadyListed(product.name, listed);
      productId = product.id;
      productName = product.name;
    }
    await checkSource(tx, venueId, input, productId);
    const servingSizes = await servingSizesFor(tx, venueId, input, productId, productName);
    let tapNumber = input.tapNumber ?? null;
    if (input.status === 'pouring' && input.tapNumber === undefined) {
      tapNumber = lowestFreeTap(slots);
      if (tapNumber === null) throw noFreeTap();
    }
    tried.tapNumber = tapNumber;
    if (input.status === 'pouring' && tapNumber !== null) assertTapFree(slots, tapNumber);
    const id = await insertEntry(tx, {
      venueId,
      status: input.status,
      position: slots.filter((slot) => slot.status === input.status).length,
      productId,
      guestName: input.guest?.name ?? null,
      guestBrewery: input.guest?.brewery ?? null,
      guestStyle: input.guest?.style ?? null,
      guestAbv: input.guest?.abv ?? null,
      skuId: input.skuId ?? null,
      supplierOrderId: input.supplierOrderId ?? null,
      tapNumber,
      servingSizes,
      note: input.note,
    });
    await settleLists(tx, venueId);
    return toEntry((await findEntry(tx, venueId, id))!);
  });
}

/** The current entry, or 404; a kicked one is history (409). */
async function requireCurrentEntry(db: Database, venueId: string, entryId: string) {
  const entry = await findEntry(db, venueId, entryId);
  if (!entry) throw entryNotFound();
  if (entry.kickedAt) throw kicked(entry.kickedAt);
  return entry;
}

export async function updateOnTapEntry(
  list: OnTapWriter,
  user: ApiUser,
  venueIdOrSlug: string,
  entryId: string,
  input: OnTapUpdate,
): Promise<OnTapEntry> {
  return writingList(list, user, venueIdOrSlug, async (tx, venueId, tried) => {
    const entry = await requireCurrentEntry(tx, venueId, entryId);
    if (input.guest && entry.productId !== null)
      throw invalid('guest', 'only a guest beer has guest details; this entry is a catalogue product');
    const slots = await listCurrentSlots(tx, venueId);
    const status = input.status ?? entry.status;
    const statusChanged = status !== entry.status;
    // a move within (or into) Pouring renumbers the taps in their new order (decision 0143)
    const move = input.position !== undefined;
    if (move && status === 'pouring' && input.tapNumber !== undefined) {
      throw invalid('tapNumber', 'a move numbers the taps in their new order: give position or tapNumber, not both');
    }
    let tapNumber = input.tapNumber !== undefined ? input.tapNumber : entry.tapNumber;
    if (move && status === 'pouring') tapNumber = null;
    else if (statusChanged && status === 'pouring' && tapNumber === null && input.tapNumber === undefined) {
      tapNumber = lowestFreeTap(slots);
      if (tapNumber === null) throw noFreeTap();
    }
    tried.tapNumber = tapNumber;
    if (status === 'pouring' && tapNumber !== null) assertTapFree(slots, tapNumber, entry.id);
    const change: OnTapEntryChange = { status, tapNumber };
    if (input.servingSizes !== undefined) change.servingSizes = input.servingSizes;
    if (input.note !== undefined) change.note = input.note;
    if (input.guest)
      Object.assign(change, {
        guestName: input.guest.name,
        guestBrewery: input.guest.brewery,
        guestStyle: input.guest.style,
        guestAbv: input.guest.abv,
      });
    // "since" is pouring since, or announced since: a move between the lists starts it again
    if (statusChanged) change.since = new Date();
    await updateEntry(tx, entry.id, change);
    const order = orderWith(slots, entry.id, status, input.position);
    if (move && status === 'pouring') await settleLists(tx, venueId, order);
    else await settleLists(tx, venueId, statusChanged || move ? { next: order.next } : {});
    return toEntry((await findEntry(tx, venueId, entry.id))!);
  });
}

/** Kicks the keg: the entry leaves the list for the history, its dates and source kept. */
export async function kickOnTapEntry(list: OnTapWriter, user: ApiUser, venueIdOrSlug: string, entryId: string): Promise<void> {
  await writingList(list, user, venueIdOrSlug, async (tx, venueId) => {
    const entry = await requireCurrentEntry(tx, venueId, entryId);
    await kickEntry(tx, entry.id);
    // a keg of a known keg type is now an empty waiting to go back to its supplier (docs/domain.md, Kegs)
    await recordKickedKeg(tx, { venueId, onTapEntryId: entry.id, skuId: entry.skuId });
    // its tap stands empty: the others keep their numbers and their order
    await settleLists(tx, venueId);
  });
}

/** Saves a drag: both lists as given; a changed pouring list is renumbered 1…n in its new order (decision 0143). */
export async function reorderOnTap(list: OnTapWriter, user: ApiUser, venueIdOrSlug: string, order: OnTapOrder): Promise<OnTapList> {
  return writingList(list, user, venueIdOrSlug, async (tx, venueId) => {
    const slots = await listCurrentSlots(tx, venueId);
    checkOrder(slots, order);
    const byId = new Map(slots.map((slot) => [slot.id, slot]));
    const moved = (list: TapStatus) => order[list].map((id) => byId.get(id)!).filter((slot) => slot.status !== list);
    // a beer taken off keeps the number it had, as the tap it will take again; one put on is numbered below
    for (const slot of moved('next')) await updateEntry(tx, slot.id, { status: 'next', since: new Date() });
    for (const slot of moved('pouring')) await updateEntry(tx, slot.id, { status: 'pouring', tapNumber: null, since: new Date() });
    await settleLists(tx, venueId, changesPouring(slots, order) ? order : { next: order.next });
    return readList(tx, venueId);
  });
}
