import { describe, expect, it } from 'vitest';
import { paymentTermsLabel, type PaymentTerms } from '@tapline/contracts';
import { dueDateOf } from './payment-terms';

const net = (days: number): PaymentTerms => ({ kind: 'net_days', days });
const eom = (days: number): PaymentTerms => ({ kind: 'days_after_month_end', days });
const nextMonth = (day: number): PaymentTerms => ({ kind: 'day_of_next_month', day });

describe('dueDateOf', () => {
  it('“20th of the next month” from 31 January is 20 February', () => {
    expect(dueDateOf(nextMonth(20), '2027-01-31')).toBe('2027-02-20');
  });

  it('“30 days after end of month” from 15 January 2027 is 2 March 2027', () => {
    expect(dueDateOf(eom(30), '2027-01-15')).toBe('2027-03-02');
  });

  it.each([
    // net days across month ends, a leap day and the year's end
    [net(14), '2027-01-20', '2027-02-03'],
    [net(30), '2027-01-31', '2027-03-02'],
    [net(1), '2028-02-28', '2028-02-29'],
    [net(1), '2027-02-28', '2027-03-01'],
    [net(7), '2026-12-28', '2027-01-04'],
    [net(0), '2027-05-05', '2027-05-05'],
    // days after the end of the month: from any day of the month, the same date
    [eom(30), '2027-01-01', '2027-03-02'],
    [eom(30), '2028-01-31', '2028-03-01'],
    [eom(0), '2027-02-10', '2027-02-28'],
    [eom(0), '2028-02-10', '2028-02-29'],
    [eom(7), '2026-12-15', '2027-01-07'],
    [eom(45), '2026-11-30', '2027-01-14'],
    // the day of the following month, never past its end
    [nextMonth(20), '2026-12-31', '2027-01-20'],
    [nextMonth(31), '2027-01-15', '2027-02-28'],
    [nextMonth(30), '2028-01-31', '2028-02-29'],
    [nextMonth(31), '2027-03-01', '2027-04-30'],
    [nextMonth(1), '2027-01-01', '2027-02-01'],
  ] as const)('%j from %s is %s', (terms, issued, due) => {
    expect(dueDateOf(terms, issued)).toBe(due);
  });

  it('on delivery: the delivery date, or the issue date when it was delivered already (or has no date)', () => {
    expect(dueDateOf({ kind: 'on_delivery' }, '2027-01-10', '2027-01-12')).toBe('2027-01-12');
    expect(dueDateOf({ kind: 'on_delivery' }, '2027-01-10', '2027-01-08')).toBe('2027-01-10');
    expect(dueDateOf({ kind: 'on_delivery' }, '2027-01-10', null)).toBe('2027-01-10');
  });
});

describe('paymentTermsLabel', () => {
  it.each([
    [net(30), 'Net 30 days'],
    [net(1), 'Net 1 day'],
    [eom(30), '30 days after the end of the month'],
    [nextMonth(20), '20th of the following month'],
    [nextMonth(1), '1st of the following month'],
    [nextMonth(22), '22nd of the following month'],
    [nextMonth(13), '13th of the following month'],
    [{ kind: 'on_delivery' } as const, 'On delivery'],
  ] as const)('%j reads %s', (terms, label) => expect(paymentTermsLabel(terms)).toBe(label));
});
