import { z } from 'zod';
import { IdParams, text, Uuid } from './common';
import { TaxInvoiceSummary } from './invoices';

// Webhooks by the Standard Webhooks specification (issue 40; decisions 0197 to 0199): the events an organisation's
// endpoints receive, their payloads, and the API that manages endpoints and reads their deliveries.

export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'supplier_order.accepted',
  'supplier_order.rejected',
  'supplier_order.cancelled',
  'supplier_order.dispatched',
  'supplier_order.delivered',
  'supplier_order.updated',
  'product.changed',
  'invoice.issued',
  'adjustment_note.issued',
  'payment.recorded',
  'menu.updated',
  'webhook.test',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** A secret: `whsec_` and the base64 of 32 random bytes (the specification allows 24 to 64). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** after a rotation the previous secret signs too, for this long */
export const WEBHOOK_ROTATION_GRACE_HOURS = 24;
/** the retry schedule of the specification, in seconds after the attempt before (the first attempt is at once) */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 2048;

const Party = z.object({ id: Uuid, name: z.string() });

export const WebhookSupplierOrderData = z.object({
  supplierOrderId: Uuid,
  orderId: Uuid,
  status: z.string().describe('the supplier order’s status after the step'),
  previousStatus: z.string().nullable().describe('its status before the step (null when placed)'),
  note: z.string().nullable().describe('the step’s note: a rejection’s or cancellation’s reason'),
  venue: Party,
  supplier: Party,
  requestedDeliveryDate: z.string().nullable(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  lines: z.array(
    z.object({
      lineId: Uuid,
      skuId: Uuid.nullable(),
      productName: z.string(),
      skuName: z.string(),
      skuCode: z.string(),
      qty: z.number().int(),
      orderedQty: z.number().int(),
      unitPriceCents: z.number().int(),
      lineTotalCents: z.number().int(),
    }),
  ),
});
export type WebhookSupplierOrderData = z.infer<typeof WebhookSupplierOrderData>;

/**
 * A product of the supplier as it stands after the change, with its packs: at list price to the supplier's own
 * endpoints; to a venue's, `priceCents` is what that venue pays (its own price, price list or break), never another's.
 */
export const WebhookProductData = z.object({
  productId: Uuid,
  supplierId: Uuid,
  name: z.string(),
  slug: z.string(),
  status: z.string(),
  skus: z.array(
    z.object({
      skuId: Uuid,
      code: z.string(),
      name: z.string(),
      listPriceCents: z.number().int(),
      priceCents: z.number().int().optional().describe('a venue’s endpoints only: the unit price ex GST this venue pays'),
      status: z.string(),
    }),
  ),
});
/** A tax invoice or adjustment note as it stands (amounts ex and inc GST, due date, state), with the receiver's own links. */
export const WebhookTaxDocumentData = TaxInvoiceSummary.extend({
  links: z.object({
    api: z.string().describe('the document in the API, at the receiving organisation’s own path'),
    pdf: z.string().describe('its PDF, at the receiving organisation’s own path'),
  }),
});
export const WebhookPaymentData = z.object({
  payment: z.object({
    amountCents: z.number().int(),
    paidOn: z.string(),
    reference: z.string().nullable(),
    source: z.enum(['manual', 'xero']),
  }),
  invoice: WebhookTaxDocumentData.describe('the invoice after the payment: its paid amount, balance and state'),
});
export const WebhookMenuData = z.object({
  venueId: Uuid,
  /** the list as it stands after the change: pouring first, then what is on next, each in the venue's order */
  taps: z.array(
    z.object({
      entryId: Uuid,
      status: z.enum(['pouring', 'next']),
      tapNumber: z.number().int().nullable(),
      name: z.string(),
      producer: z.string(),
      position: z.number().int(),
    }),
  ),
});
export const WebhookTestData = z.object({ endpointId: Uuid, message: z.string() });

/** each type's data */
export const WEBHOOK_EVENT_DATA = {
  'order.placed': WebhookSupplierOrderData,
  'supplier_order.accepted': WebhookSupplierOrderData,
  'supplier_order.rejected': WebhookSupplierOrderData,
  'supplier_order.cancelled': WebhookSupplierOrderData,
  'supplier_order.dispatched': WebhookSupplierOrderData,
  'supplier_order.delivered': WebhookSupplierOrderData,
  'supplier_order.updated': WebhookSupplierOrderData,
  'product.changed': WebhookProductData,
  'invoice.issued': WebhookTaxDocumentData,
  'adjustment_note.issued': WebhookTaxDocumentData,
  'payment.recorded': WebhookPaymentData,
  'menu.updated': WebhookMenuData,
  'webhook.test': WebhookTestData,
} as const satisfies Record<WebhookEventType, z.ZodType>;

/** The body of every delivery: the specification's {type, timestamp, data}, with the event's id and its sequence. */
export function webhookPayloadSchema<T extends WebhookEventType>(type: T) {
  return z.object({
    id: z.string().describe('the event’s id (evt_…), also its webhook-id header: the same on every retry and resend'),
    type: z.literal(type),
    timestamp: z.string().describe('when the event happened (ISO 8601)'),
    sequence: z.number().int().describe('monotonic per organisation: a receiver drops an event older than the last it saw'),
    data: WEBHOOK_EVENT_DATA[type],
  });
}

export const WebhookEndpointInput = z.object({
  url: z.url().max(2000),
  description: text().max(200).default(''),
  eventTypes: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInput>;
export const WebhookEndpointUpdate = z.object({
  url: z.url().max(2000).optional(),
  description: text().max(200).optional(),
  eventTypes: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length).optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.infer<typeof WebhookEndpointUpdate>;

export const WebhookEndpoint = z.object({
  id: Uuid,
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(WebhookEventType),
  enabled: z.boolean(),
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  /** the share of the last 24 hours' finished deliveries that succeeded (null: none finished) */
  successRate: z.number().nullable(),
  /** until then the previous secret signs too (null: no rotation under way) */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
export const WebhookEndpointList = z.object({ items: z.array(WebhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointList>;
export const WebhookEndpointCreated = WebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;
export const WebhookSecret = z.object({
  secret: z.string(),
  previousSecret: z.string().nullable(),
  previousSecretExpiresAt: z.string().nullable(),
});
export type WebhookSecret = z.infer<typeof WebhookSecret>;

export const WebhookAttempt = z.object({
  id: Uuid,
  at: z.string(),
  durationMs: z.number().int(),
  requestHeaders: z.record(z.string(), z.string()),
  responseStatus: z.number().int().nullable(),
  responseExcerpt: z.string(),
  error: z.string().nullable(),
});
export const WebhookDelivery = z.object({
  id: Uuid,
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed', 'skipped']),
  attemptCount: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  requestBody: z.string(),
  attempts: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryList = z.object({ items: z.array(WebhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WebhookEndpointParams = IdParams.extend({ endpointId: Uuid });
export const WebhookDeliveryParams = WebhookEndpointParams.extend({ deliveryId: Uuid });
export const WebhookRecoverInput = z.object({ since: z.iso.datetime({ offset: true }) });
export const WebhookRecovered = z.object({ requeued: z.number().int() });
export const WebhookDeliveryListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

export const WebhookCatalogue = z.object({
  items: z.array(z.object({ type: WebhookEventType, description: z.string(), example: z.unknown() })),
});
export type WebhookCatalogue = z.infer<typeof WebhookCatalogue>;
