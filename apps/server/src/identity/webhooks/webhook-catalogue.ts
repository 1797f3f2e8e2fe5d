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
  invoice: '8d9c0b1a-2f3e-4d4c-9b6a-7f8e9d0c1b2a',
  note: '9e0d1c2b-3a4f-4e5d-8c7b-8a9f0e1d2c3b',
};

/** A tax document as the supplier's endpoints receive it (a venue's carry its own links: /api/venues/…/bills/…). */
const taxDocument = (kind: 'invoice' | 'adjustment_note', paidCents: number) => {
  const id = kind === 'invoice' ? IDS.invoice : IDS.note;
  const totalCents = kind === 'invoice' ? 46200 : 23100;
  const balanceCents = totalCents - paidCents;
  return {
    id,
    kind,
    title: kind === 'invoice' ? 'Tax invoice' : 'Adjustment note',
    number: kind === 'invoice' ? 'INV-000123' : 'CN-000045',
    supplierOrderId: IDS.supplierOrder,
    orderId: IDS.order,
    orderNumber: 'TL-10042',
    relatesToId: kind === 'invoice' ? null : IDS.invoice,
    relatesToNumber: kind === 'invoice' ? null : 'INV-000123',
    reason: kind === 'invoice' ? null : 'One keg arrived damaged',
    issuedAt: '2026-12-01T09:30:00.000Z',
    issueDate: '2026-12-01',
    dueDate: '2026-12-31',
    paymentTerms: { kind: 'net_days', days: 30 },
    paymentTermsLabel: 'Net 30 days',
    seller: { id: IDS.supplier, name: 'Hop Valley Brewing', abn: '51 824 753 556' },
    buyer: { id: IDS.venue, name: 'The Tap Room', abn: null },
    currency: 'AUD',
    subtotalCents: totalCents - totalCents / 11,
    gstCents: totalCents / 11,
    totalCents,
    paidCents,
    creditedCents: 0,
    balanceCents,
    state: balanceCents === 0 ? 'paid' : paidCents > 0 ? 'part_paid' : 'open',
    links: { api: `/api/suppliers/${IDS.supplier}/invoices/${id}`, pdf: `/api/suppliers/${IDS.supplier}/invoices/${id}/pdf` },
  };
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
    description:
      'A product or its packs changed, as it now stands: to the supplier’s endpoints at list price; to each venue’s while the product is public, its active packs with priceCents, the price that venue pays (shown here)',
    data: {
      productId: IDS.product,
      supplierId: IDS.supplier,
      name: 'Hazy Pale Ale',
      slug: 'hop-valley-hazy-pale-ale',
      status: 'active',
      skus: [{ skuId: IDS.sku, code: 'HPA-50', name: '50 L keg', listPriceCents: 21000, priceCents: 19500, status: 'active' }],
    },
  },
  'invoice.issued': {
    description: 'The supplier issued a tax invoice for an order: to the supplier and to the venue billed, each with its own links',
    data: taxDocument('invoice', 0),
  },
  'adjustment_note.issued': {
    description: 'The supplier issued an adjustment note (a credit) against an invoice: to the supplier and to the venue',
    data: taxDocument('adjustment_note', 0),
  },
  'payment.recorded': {
    description: 'A payment of an invoice was recorded: to the supplier and to the venue, with the invoice as it now stands',
    data: {
      payment: { amountCents: 20000, paidOn: '2026-12-10', reference: 'EFT 88121', source: 'manual' },
      invoice: taxDocument('invoice', 20000),
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
