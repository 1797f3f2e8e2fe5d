/**
 * Plain values of the contracts, in a module without zod: the web app's scripts that every page loads import
 * these, and a module that builds schemas at its top level would bring zod with it (docs/decisions/0087).
 */

/** The closed set of error codes every API error carries. Statuses live in the server's one table. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'mfa_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  /** a checkout broke a rule; details.problems lists every one (docs/domain.md, Checkout rules) */
  'checkout_refused',
  /** an Idempotency-Key already used with another request */
  'idempotency_key_reused',
  /** an ABN that fails the ABR's checksum; details name the field */
  'invalid_abn',
  /** an adjustment note or payment its invoice can't take (more than it still has, paid after today); details name the field */
  'invoice_refused',
  /** a standing order asks for a delivery weekday its supplier doesn't serve; details name the field and the valid days */
  'standing_order_refused',
  /** a trade application or account a rule refuses (a licence already expired, a price list of another supplier); details name the field */
  'trade_refused',
  /** a keg type, keg ledger or collection rule refuses the input (a deposit on a pool keg, a write-off or a return beyond the venue's balance); details name the field */
  'keg_refused',
  'rate_limited',
  'internal',
  'service_unavailable',
] as const;

/** Header every /api call carries. */
export const FUNCTIONS_KEY_HEADER = 'x-functions-key';

/** GET /api/products' sort orders. */
export const productSorts = ['relevance', 'name', 'price-asc', 'price-desc', 'abv-desc', 'newest'] as const;

/** A pack's format, from its SKU (decision 0097). */
export const packFormats = ['keg', 'can', 'bottle', 'other'] as const;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
/** Deep offsets get slow and are never useful to a person: page is bounded. */
export const PAGE_MAX = 1000;

/** A product's status as its supplier sees it (docs/domain.md, Catalogue). */
export const productStatuses = ['draft', 'active', 'archived'] as const;

/** GET /api/suppliers/{id}/catalogue's sort orders. */
export const catalogueSorts = ['name', 'updated', 'newest', 'price-asc', 'price-desc'] as const;

/**
 * A supplier order's status (docs/domain.md, Order lifecycle): the contracts, the database enum and the web's tabs read
 * this list. `held`: placed over the venue's credit limit or with its account on hold; its supplier releases it
 * (submitted) or declines it (rejected) (issue 36).
 */
export const supplierOrderStatuses = ['held', 'submitted', 'accepted', 'dispatched', 'delivered', 'rejected', 'cancelled'] as const;

/** An order's own status, derived from its supplier orders (docs/domain.md, Order status). */
export const orderStatuses = ['submitted', 'in_progress', 'completed', 'rejected', 'cancelled'] as const;

/** How Tapline writes a moment, in a mail and on screen: "3 Dec 2026, 4:05 pm" (docs/ui.md, Dates, money and numbers). */
export const dateTimeParts = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
} as const satisfies Intl.DateTimeFormatOptions;
