import { WEBHOOK_EVENT_TYPES, type WebhookCatalogue, type WebhookEventType, webhookPayloadSchema } from '@tapline/contracts';

// The event catalogue (Settings → Developers → Webhooks → Events): each type, what it means, and an example payload
// checked against the type's own schema, so the example can't drift from what is sent.

const IDS = {
  venue: '0b9a3c1e-4f2d-4c8a-9b1e-2d3f4a5b6c7d',
  supplier: '1c2b3a4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  order: '2d3c4b5a-6f7e-4d8c-9b0a-1f2e3d4c5b6a',
  supplierOrder: '3e4d5c6b-7a8f-4e9d-8c1b-2a3f4e5d6c7b',
  line: '4f5e6d7c-8b9a-4f0e-9d2c-3b4a5f6e7d8c',
  sku: '5a6f7e8d-9c0b-4a1f-8e3d-4c5b6a7f8e9d',
  product: '6b7a8f9e-0d1c-4b2a-9f4e-5d6c7b8a9f0e',
  endpoint: '7c8b9a0f-1e2d-4c3b-8a5f-6e7d8c9b0a1f',
};

const supplierOrder = (status: string, previousStatus: string | null, note: string | null = null) => ({
  supplierOrderId: IDS.supplierOrder,
  orderId: IDS.order,
  status,
  previousStatus,
  note,
  venue: { id: IDS.venue, name: 'The Tap Room' },
  supplier: { id: IDS.supplier, name: 'Hop Valley Brewing' },
  requestedDeliveryDate: '2026-12-03',
  subtotalCents: 42000,
  taxCents: 4200,
  totalCents: 46200,
  lines: [
    {
      lineId: IDS.line,
      skuId: IDS.sku,
      productName: 'Hazy Pale Ale',
      skuName: '50 L keg',
      skuCode: 'HPA-50',
      qty: 2,
      orderedQty: 2,
      unitPriceCents: 21000,
      lineTotalCents: 42000,
    },
  ],
});

const EXAMPLES: Record<WebhookEventType, { description: string; data: unknown }> = {
  'order.placed': {
    description: 'A venue placed an order: to the supplier and to the venue, one event per supplier order',
    data: supplierOrder('submitted', null),
  },
  'supplier_order.accepted': { description: 'The supplier accepted the order', data: supplierOrder('accepted', 'submitted') },
  'supplier_order.rejected': {
    description: 'The supplier rejected the order (the note says why)',
    data: supplierOrder('rejected', 'submitted', 'Out of stock'),
  },
  'supplier_order.cancelled': {
    description: 'Either side cancelled the order (the note says why)',
    data: supplierOrder('cancelled', 'accepted', 'Venue closed'),
  },
  'supplier_order.dispatched': { description: 'The supplier sent the goods', data: supplierOrder('dispatched', 'accepted') },
  'supplier_order.delivered': { description: 'The supplier delivered the order', data: supplierOrder('delivered', 'dispatched') },
  'supplier_order.updated': {
    description: 'The order changed otherwise: a change accepted (its lines), a delivery attempt failed, a held order released',
    data: supplierOrder('submitted', 'held'),
  },
  'product.changed': {
    description: 'One of the supplier’s products or its packs changed (to the supplier’s own endpoints), as it now stands',
    data: {
      productId: IDS.product,
      supplierId: IDS.supplier,
      name: 'Hazy Pale Ale',
      slug: 'hop-valley-hazy-pale-ale',
      status: 'active',
      skus: [{ skuId: IDS.sku, code: 'HPA-50', name: '50 L keg', listPriceCents: 21000, status: 'active' }],
    },
  },
  'menu.updated': {
    description: 'The venue’s tap list changed',
    data: {
      venueId: IDS.venue,
      taps: [{ entryId: IDS.line, status: 'pouring', tapNumber: 3, name: 'Hazy Pale Ale', producer: 'Hop Valley Brewing', position: 0 }],
    },
  },
  'webhook.test': {
    description: 'Sent by “Send test”, to that endpoint alone',
    data: { endpointId: IDS.endpoint, message: 'A test event from Tapline' },
  },
};

/** Each type with an example payload, parsed by the type's payload schema (a wrong example fails here, in tests). */
export function webhookCatalogue(): WebhookCatalogue {
  return {
    items: WEBHOOK_EVENT_TYPES.map((type, index) => ({
      type,
      description: EXAMPLES[type].description,
      example: webhookPayloadSchema(type).parse({
        id: `evt_${String(index + 1).padStart(32, '0')}`,
        type,
        timestamp: '2026-12-01T09:30:00.000Z',
        sequence: index + 1,
        data: EXAMPLES[type].data,
      }),
    })),
  };
}
