import type { TaxDocumentLine } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { noteFieldOf, noteInputOf, noteValuesFor, paymentFieldOf, paymentInputOf, paymentValuesFor } from './money-trail-forms';

const line = (description: string, qty: number): TaxDocumentLine => ({
  description,
  skuCode: description.slice(0, 3).toUpperCase(),
  qty,
  unitPriceCents: 26_000,
  taxRateBasisPoints: 1000,
  lineTotalCents: qty * 26_000,
  gstCents: qty * 2_600,
});
const lines = [line('Pale keg', 4), line('Stout keg', 2)];

describe('recording a payment', () => {
  it('starts at today and the whole balance, and sends cents', () => {
    const values = paymentValuesFor(114_400, '2026-12-03');
    expect(values).toEqual({ paidOn: '2026-12-03', amount: '1144.00', reference: '' });
    expect(paymentInputOf({ ...values, amount: '$1,000.50', reference: ' EFT 1234 ' })).toEqual({
      ok: true,
      input: { paidOn: '2026-12-03', amountCents: 100_050, reference: 'EFT 1234' },
    });
    expect(paymentInputOf(values)).toEqual({ ok: true, input: { paidOn: '2026-12-03', amountCents: 114_400 } });
  });

  it('says what to fix: no day, an amount that is not one, nothing at all', () => {
    expect(paymentInputOf({ paidOn: '', amount: '12.345', reference: '' })).toEqual({
      ok: false,
      errors: { paidOn: 'Enter the day it was paid', amount: 'Enter an amount in dollars, like 250 or 249.50' },
    });
    expect(paymentInputOf({ paidOn: '2026-12-03', amount: '0', reference: '' })).toEqual({
      ok: false,
      errors: { amount: 'Enter an amount above $0.00' },
    });
  });

  it('puts the server’s refusal on the amount or the day', () => {
    expect(paymentFieldOf('amountCents')).toBe('amount');
    expect(paymentFieldOf('paidOn')).toBe('paidOn');
    expect(paymentFieldOf('other')).toBeUndefined();
  });
});

describe('making an adjustment note', () => {
  it('credits units of the lines given, skipping the empty ones', () => {
    const values = { ...noteValuesFor(lines), reason: ' Short by one keg ', units: ['', '1'] };
    expect(noteInputOf(values, lines)).toEqual({ ok: true, input: { reason: 'Short by one keg', lines: [{ lineIndex: 1, qty: 1 }] } });
  });

  it('or corrects a price on one line by an amount ex GST', () => {
    const values = { ...noteValuesFor(lines), reason: 'Wrong price', credit: 'amount' as const, amount: '20', lineIndex: '1' };
    expect(noteInputOf(values, lines)).toEqual({ ok: true, input: { reason: 'Wrong price', amountCents: 2_000, lineIndex: 1 } });
  });

  it('asks for a reason, units on some line, and no more units than invoiced', () => {
    expect(noteInputOf(noteValuesFor(lines), lines)).toEqual({
      ok: false,
      errors: { reason: 'Say why: a short delivery, a price correction, a return', units: 'Enter the units credited on at least one line' },
    });
    expect(noteInputOf({ ...noteValuesFor(lines), reason: 'Short', units: ['5', 'x'] }, lines)).toEqual({
      ok: false,
      errors: { 'units.0': 'At most 4, the units invoiced', 'units.1': 'Enter a whole number of units' },
    });
  });

  it('puts the server’s refusal on the line it names, by the lines sent', () => {
    const sent = { reason: 'Short', lines: [{ lineIndex: 1, qty: 2 }] };
    expect(noteFieldOf('lines.0.qty', sent)).toBe('units.1');
    expect(noteFieldOf('amountCents', { reason: 'x', amountCents: 5 })).toBe('amount');
    expect(noteFieldOf('reason', sent)).toBe('reason');
  });
});
