import { describe, expect, it } from 'vitest';
import { cartProblemText } from './cart-problems';

const line = { supplierName: 'Saltwater Brewing', stockOnHand: null };

describe('cartProblemText', () => {
  it('a suspended supplier is named: the venue sees who is not taking orders', () => {
    expect(cartProblemText({ ...line, reason: 'supplier_suspended' })).toBe('Saltwater Brewing is not taking orders');
  });

  it('a product taken off sale and an archived pack size read differently', () => {
    expect(cartProblemText({ ...line, reason: 'product_unavailable' })).toBe('Not on sale at the moment');
    expect(cartProblemText({ ...line, reason: 'sku_archived' })).toBe('No longer sold');
  });

  it('too few in stock says how many there are; none says out of stock', () => {
    expect(cartProblemText({ ...line, reason: 'not_enough_stock', stockOnHand: 3 })).toBe('Only 3 in stock');
    expect(cartProblemText({ ...line, reason: 'not_enough_stock', stockOnHand: 1 })).toBe('Only 1 in stock');
    expect(cartProblemText({ ...line, reason: 'not_enough_stock', stockOnHand: 0 })).toBe('Out of stock');
  });
});
