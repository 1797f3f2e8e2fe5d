import type { Cart, CartGroup, CheckoutProblem } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { approvalNotice, heldReason, sendPlan } from './send-plan';

const supplierIds = [
  '00000000-0000-4000-8000-00000000000a',
  '00000000-0000-4000-8000-00000000000b',
  '00000000-0000-4000-8000-00000000000c',
] as const;

function group(
  supplierId: string,
  totals: [number, number],
  lines: number,
  problems: CheckoutProblem[] = [],
  shortOfMinimumCents = 0,
): CartGroup {
  return {
    supplier: { id: supplierId, slug: supplierId, name: supplierId, logoUrl: null },
    lines: Array.from({ length: lines }, (_, index) => ({
      id: `${supplierId.slice(0, -1)}${index}`,
      skuId: supplierId,
      skuCode: 'X',
      skuName: 'Keg',
      product: { id: supplierId, slug: 'x', name: 'X', imageUrl: null },
      qty: 1,
      unitPriceCents: 100,
      listPriceCents: 100,
      taxRateBasisPoints: 1000,
      lineTotalCents: 100,
      substitutionPreference: 'ask',
      stockOnHand: null,
      problem: null,
      price: { source: 'list', label: 'List price' },
    })),
    subtotalCents: totals[0],
    deliveryFeeCents: 0,
    deposits: [],
    zone: null,
    closedDays: [],
    tradeAccount: null,
    holdReason: null,
    taxCents: totals[1],
    totalCents: totals[0] + totals[1],
    minimumOrderCents: null,
    shortOfMinimumCents,
    deliveryDates: ['2026-12-01'],
    orderCutoffTime: null,
    canCheckout: problems.length === 0,
    problems,
  };
}

const [a, b, c] = supplierIds;
const belowMinimum: CheckoutProblem = { code: 'below_minimum', message: 'B has a minimum', supplierId: b, cartItemId: null };
const overStock: CheckoutProblem = {
  code: 'not_enough_stock',
  message: 'Gin: Only 2 on hand',
  supplierId: c,
  cartItemId: '00000000-0000-4000-8000-0000000000c1',
};
const cart: Cart = {
  venue: { id: a, slug: 'local', name: 'The Local', timeZone: 'Australia/Sydney' },
  currency: 'AUD',
  groups: [group(a, [60_000, 6_000], 1), group(b, [14_550, 1_455], 1, [belowMinimum], 25_450), group(c, [45_000, 4_500], 2, [overStock])],
  lineCount: 4,
  subtotalCents: 60_000,
  taxCents: 6_000,
  totalCents: 66_000,
  approval: { role: 'buyer', orderLimitCents: null, weekLimitCents: null, weekSpentCents: 0 },
};

describe('approvalNotice', () => {
  it('says why sending goes for approval: staff, over the order limit, over the week with what is left', () => {
    const as = (approval: Cart['approval']) => ({ approval, currency: 'AUD' });
    expect(approvalNotice(as({ role: 'staff', orderLimitCents: null, weekLimitCents: null, weekSpentCents: 0 }), 100)).toBe(
      'Staff can’t place orders: this goes to an owner or admin for approval',
    );
    expect(approvalNotice(as({ role: 'buyer', orderLimitCents: 50_000, weekLimitCents: null, weekSpentCents: 0 }), 50_000)).toBeNull();
    expect(approvalNotice(as({ role: 'buyer', orderLimitCents: 50_000, weekLimitCents: null, weekSpentCents: 0 }), 50_001)).toBe(
      'Over your $500.00 limit per order: this goes to an owner or admin for approval',
    );
    expect(approvalNotice(as({ role: 'buyer', orderLimitCents: null, weekLimitCents: 100_000, weekSpentCents: 80_000 }), 30_000)).toBe(
      'Over your $1,000.00 weekly limit ($200.00 left this week): this goes to an owner or admin for approval',
    );
    expect(approvalNotice(as({ role: 'owner', orderLimitCents: 1, weekLimitCents: 1, weekSpentCents: 5 }), 30_000)).toBeNull();
  });
});

describe('sendPlan', () => {
  it('Send all sends the groups checkout would take, and its totals are theirs only (the server’s cart totals too)', () => {
    const plan = sendPlan(cart);
    expect(plan.sent.map((sent) => sent.supplier.id)).toEqual([a]);
    expect(plan.held.map((held) => held.supplier.id)).toEqual([b, c]);
    expect(plan).toMatchObject({ lineCount: 1, subtotalCents: cart.subtotalCents, taxCents: cart.taxCents, totalCents: cart.totalCents });
  });

  it('a group asked for that can’t be sent stays in the cart; groups not asked for stay too', () => {
    expect(sendPlan(cart, [b])).toMatchObject({ sent: [], lineCount: 0, totalCents: 0 });
    const plan = sendPlan(cart, [a]);
    expect(plan.sent.map((sent) => sent.supplier.id)).toEqual([a]);
    expect(plan.held.map((held) => held.supplier.id)).toEqual([b, c]);
  });
});

describe('heldReason', () => {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  it('says what holds each group back in a few words', () => {
    expect(heldReason(cart.groups[1]!, money)).toBe('add $254.50 more to reach its minimum');
    expect(heldReason(cart.groups[2]!, money)).toBe('a line needs fixing');
    expect(heldReason(cart.groups[0]!, money)).toBe('not in this order');
  });

  it('says a venue outside every delivery zone of the supplier is outside its area', () => {
    const outside: CheckoutProblem = {
      code: 'outside_delivery_area',
      message: 'B doesn’t deliver to Newtown 2042',
      supplierId: b,
      cartItemId: null,
    };
    expect(heldReason(group(b, [14_550, 1_455], 1, [outside]), money)).toBe('your venue is outside its delivery area');
  });
});
