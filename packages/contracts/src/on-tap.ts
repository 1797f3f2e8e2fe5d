import { z } from 'zod';
import { DateTime, text, Uuid } from './common';
import { MenuEntry, ServingSize, TapStatus } from './catalogue';

/**
 * The venue's own On Tap list: `GET/POST /api/venues/{id}/available-at`, `PATCH/DELETE …/{entryId}`,
 * `PUT …/order`. Venue owners, admins and members may edit; the public reads `GET /api/venues/{id}/menu`.
 */

export const TAP_NUMBER_MAX = 999;
export const SERVING_SIZES_MAX = 6;
export const SERVING_PRICE_CENTS_MAX = 1_000_000;

export const ServingSizeInput = z
  .object({
    label: text().trim().min(1, 'servingSizes label is required').max(40, 'servingSizes label must be at most 40 characters'),
    volumeMl: z
      .number()
      .int('servingSizes volumeMl must be whole millilitres')
      .min(1, 'servingSizes volumeMl must be at least 1 mL')
      .max(5_000, 'servingSizes volumeMl must be at most 5000 mL'),
    priceCents: z
      .number()
      .int('servingSizes priceCents must be whole cents')
      .min(0, 'servingSizes priceCents must not be negative')
      .max(SERVING_PRICE_CENTS_MAX, 'servingSizes priceCents must be at most 1000000'),
  })
  .strict();
export type ServingSizeInput = z.infer<typeof ServingSizeInput>;

const servingSizes = z.array(ServingSizeInput).max(SERVING_SIZES_MAX, `at most ${SERVING_SIZES_MAX} serving sizes`);
const tapNumber = z
  .number()
  .int('tapNumber must be a whole number')
  .min(1, 'tapNumber must be at least 1')
  .max(TAP_NUMBER_MAX, `tapNumber must be at most ${TAP_NUMBER_MAX}`);
const note = text().trim().max(200, 'note must be at most 200 characters');

/** A beer that isn't in Tapline's catalogue (a guest keg from a brewery not on Tapline). */
export const GuestBeer = z
  .object({
    name: text().trim().min(1, 'guest name is required').max(120, 'guest name must be at most 120 characters'),
    brewery: text().trim().min(1, 'guest brewery is required').max(120, 'guest brewery must be at most 120 characters'),
    style: text().trim().max(80, 'guest style must be at most 80 characters').nullable().default(null),
    abv: z.number().min(0, 'guest abv must not be negative').max(99.9, 'guest abv must be at most 99.9').nullable().default(null),
  })
  .strict();
export type GuestBeer = z.infer<typeof GuestBeer>;

/**
 * POST /api/venues/{id}/available-at: exactly one of `productId` and `guest`. `skuId` (a SKU of that product) and
 * `supplierOrderId` (a delivered order of this venue holding it) record where the keg came from ("Put on tap").
 * `servingSizes` omitted: a catalogue product takes the sizes and prices it last had on this venue's taps (none the
 * first time); a keg put on from a delivery must end up with at least one (given, or taken).
 */
export const OnTapCreate = z
  .object({
    productId: Uuid.optional(),
    guest: GuestBeer.optional(),
    skuId: Uuid.optional(),
    supplierOrderId: Uuid.optional(),
    tapNumber: tapNumber.nullable().optional(),
    servingSizes: servingSizes.optional(),
    note: note.nullable().default(null),
    status: TapStatus.default('pouring'),
  })
  .strict()
  .refine((value) => (value.productId === undefined) !== (value.guest === undefined), {
    message: 'give either productId or guest, not both',
    path: ['productId'],
  });
export type OnTapCreate = z.infer<typeof OnTapCreate>;
export type OnTapCreateInput = z.input<typeof OnTapCreate>;

/** PATCH /api/venues/{id}/available-at/{entryId}: only the fields given change. */
export const OnTapUpdate = z
  .object({
    tapNumber: tapNumber.nullable(),
    servingSizes,
    note: note.nullable(),
    status: TapStatus,
    /** 0-based place within its status's list; the others move to make room */
    position: z.number().int().min(0, 'position must not be negative'),
    guest: GuestBeer,
  })
  .partial()
  .strict();
export type OnTapUpdate = z.infer<typeof OnTapUpdate>;
export type OnTapUpdateInput = z.input<typeof OnTapUpdate>;

/** PUT /api/venues/{id}/available-at/order: every current entry's id, in order, per list (one atomic save). */
export const OnTapOrder = z
  .object({
    pouring: z.array(Uuid).max(TAP_NUMBER_MAX),
    next: z.array(Uuid).max(TAP_NUMBER_MAX),
  })
  .strict();
export type OnTapOrder = z.infer<typeof OnTapOrder>;

export const OnTapEntryParams = z.object({ id: Uuid, entryId: Uuid });

/** Why a poured catalogue product no longer shows as listed (it can still be poured; the editor says so). */
export const OnTapAvailability = z.enum(['listed', 'product_archived', 'supplier_archived', 'supplier_suspended']);
export type OnTapAvailability = z.infer<typeof OnTapAvailability>;

/** One entry as the venue manages it: the public line plus what only the venue sees. */
export const OnTapEntry = MenuEntry.extend({
  position: z.number().int(),
  productId: Uuid.nullable(),
  guest: GuestBeer.nullable(),
  availability: OnTapAvailability,
  /** the keg SKU it came from, when known ("Kicked — order again" puts it in the cart) */
  sku: z.object({ id: Uuid, name: z.string(), volumeMl: z.number().int().nullable(), orderable: z.boolean() }).nullable(),
  /** the delivered order it came from, when put on tap from one */
  source: z.object({ supplierOrderId: Uuid, orderId: Uuid, orderNumber: z.string() }).nullable(),
  /** set once kicked: the entry then lives in the history */
  kickedAt: DateTime.nullable(),
  updatedAt: DateTime,
});
export type OnTapEntry = z.infer<typeof OnTapEntry>;

/** A keg product of a delivered order not yet on tap: the editor's one-click "Put on tap". */
export const PutOnTapOffer = z.object({
  supplierOrderId: Uuid,
  orderId: Uuid,
  orderNumber: z.string(),
  deliveredAt: DateTime,
  productId: Uuid,
  productName: z.string(),
  supplierName: z.string(),
  skuId: Uuid,
  skuName: z.string(),
  volumeMl: z.number().int().nullable(),
  /** the sizes and prices this beer last had on this venue's taps; empty when it was never poured here (then asked for) */
  servingSizes: z.array(ServingSize),
});
export type PutOnTapOffer = z.infer<typeof PutOnTapOffer>;

/** GET /api/venues/{id}/available-at */
export const OnTapList = z.object({
  pouring: z.array(OnTapEntry),
  next: z.array(OnTapEntry),
  /** kicked entries, newest first (the last 50) */
  history: z.array(OnTapEntry),
  /** delivered keg products not on tap yet (orders delivered in the last 30 days) */
  offers: z.array(PutOnTapOffer),
  /** the lowest tap number no pouring entry uses */
  nextFreeTapNumber: z.number().int().nullable(),
  updatedAt: DateTime.nullable(),
});
export type OnTapList = z.infer<typeof OnTapList>;
