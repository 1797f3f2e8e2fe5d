import { describe, expect, it } from 'vitest';
import { invoiceStates } from '@tapline/contracts';
import { emptyInvoicesTitle, formatInvoiceDate, INVOICE_FILTERS } from './invoice-states';
import { termsOf, termsValuesOf } from './payment-terms-form';
import { formatMonth, INVOICE_STATES, invoiceListSearch, monthIn, statementSearch } from './invoice-search';

describe('payment terms in a form', () => {
  it.each([
    [{ kind: 'net_days', days: 30 }],
    [{ kind: 'days_after_month_end', days: 0 }],
    [{ kind: 'day_of_next_month', day: 20 }],
    [{ kind: 'on_delivery' }],
  ] as const)('%j goes to the fields and back unchanged', (terms) => {
    expect(termsOf(termsValuesOf(terms))).toEqual({ ok: true, terms });
  });

  it('takes the number as typed, trimmed', () => {
    expect(termsOf({ kind: 'net_days', number: ' 14 ' })).toEqual({ ok: true, terms: { kind: 'net_days', days: 14 } });
    expect(termsOf({ kind: 'on_delivery', number: 'whatever' })).toEqual({ ok: true, terms: { kind: 'on_delivery' } });
  });

  it.each([
    ['net_days', '', 'Enter a whole number of days, 0 to 365'],
    ['net_days', '366', 'Enter a whole number of days, 0 to 365'],
    ['days_after_month_end', '1.5', 'Enter a whole number of days, 0 to 365'],
    ['day_of_next_month', '0', 'Enter a day of the month, 1 to 31'],
    ['day_of_next_month', '32', 'Enter a day of the month, 1 to 31'],
  ] as const)('%s with %j says %s', (kind, number, message) => {
    expect(termsOf({ kind, number })).toEqual({ ok: false, message });
  });
});

describe('the invoices list', () => {
  it('takes from the address exactly the states the contract has', () => {
    expect([...INVOICE_STATES].sort()).toEqual([...invoiceStates].sort());
  });

  it('filters by every state, All first', () => {
    expect(INVOICE_FILTERS.map((filter) => filter.label)).toEqual(['All', 'Open', 'Overdue', 'Part paid', 'Paid', 'Credited']);
  });

  it('keeps a known state and a page past the first from the address, and drops the rest', () => {
    expect(invoiceListSearch({ state: 'overdue', page: '3' })).toEqual({ state: 'overdue', page: 3 });
    expect(invoiceListSearch({ state: 'void', page: '1' })).toEqual({ state: undefined, page: undefined });
  });

  it('says what is empty', () => {
    expect(emptyInvoicesTitle(undefined, 'invoices')).toBe('No invoices yet');
    expect(emptyInvoicesTitle('part_paid', 'bills')).toBe('No part paid bills');
  });

  it('prints a calendar date with its year, whatever the browser’s zone', () => {
    expect(formatInvoiceDate('2027-03-02')).toBe('2 Mar 2027');
  });
});

describe('statement months', () => {
  it('keeps a month from the address and drops anything else', () => {
    expect(statementSearch({ month: '2026-11' })).toEqual({ month: '2026-11' });
    expect(statementSearch({ month: '2026-13' })).toEqual({ month: undefined });
    expect(statementSearch({ month: 202611 })).toEqual({ month: undefined });
  });

  it('names a month, and says which month it is in a time zone', () => {
    expect(formatMonth('2027-01')).toBe('January 2027');
    // 31 December 14:00 UTC is already 1 January in Sydney
    expect(monthIn('Australia/Sydney', new Date('2026-12-31T14:00:00Z'))).toBe('2027-01');
    expect(monthIn('UTC', new Date('2026-12-31T14:00:00Z'))).toBe('2026-12');
  });
});
