import { describe, expect, it } from 'vitest';
import { formatMoneyInput, MONEY_DOLLAR_DIGITS_MAX, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['48.5', 4850],
    ['48.50', 4850],
    ['7', 700],
    ['0', 0],
    ['0.05', 5],
    ['$1,234.05', 123405],
    ['  $ 9.5  ', 950],
    ['9999999.99', 999_999_999],
    ['0009999999', 999_999_900],
  ])('%s → %i cents', (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-1', 'negative'],
    ['-$1.50', 'negative'],
    ['$-1.50', 'negative'],
    ['abc', 'not_dollars'],
    ['1.2.3', 'not_dollars'],
    ['.5', 'not_dollars'],
    ['5.', 'not_dollars'],
    ['1e3', 'not_dollars'],
    ['-abc', 'not_dollars'],
    ['1.234', 'too_many_cents_digits'],
    ['10000000', 'too_many_dollar_digits'],
    ['12,345,678.00', 'too_many_dollar_digits'],
  ])('refuses %j as %s, with a message naming the problem', (text, problem) => {
    const parsed = parseMoney(text);
    expect(parsed).toMatchObject({ ok: false, problem });
    expect(parsed.ok ? '' : parsed.message).not.toBe('');
  });

  it(`names the digit rule in its message (${MONEY_DOLLAR_DIGITS_MAX} before the point, two after)`, () => {
    expect(parseMoney('12345678')).toMatchObject({ message: 'has more than 7 digits before the point' });
    expect(parseMoney('1.234')).toMatchObject({ message: 'has more than two digits after the point (cents)' });
  });

  it('reads back exactly what formatMoneyInput writes, up to the largest amount', () => {
    // every cent of the first dollars, then an odd stride across the whole range, so the cents vary
    const samples = [...Array.from({ length: 1000 }, (_, index) => index), 999_999_999];
    for (let cents = 1000; cents < 999_999_999; cents += 1_234_567) samples.push(cents);
    for (const cents of samples) {
      for (const wholeDollarsShort of [false, true]) {
        expect(parseMoney(formatMoneyInput(cents, { wholeDollarsShort })), String(cents)).toEqual({ ok: true, cents });
      }
    }
  });
});

describe('formatMoneyInput', () => {
  it('writes dollars and two-digit cents, without $ or separators', () => {
    expect(formatMoneyInput(4850)).toBe('48.50');
    expect(formatMoneyInput(5)).toBe('0.05');
    expect(formatMoneyInput(0)).toBe('0.00');
    expect(formatMoneyInput(123_456_789)).toBe('1234567.89');
  });

  it('drops the cents of whole dollars when asked', () => {
    expect(formatMoneyInput(25000, { wholeDollarsShort: true })).toBe('250');
    expect(formatMoneyInput(24950, { wholeDollarsShort: true })).toBe('249.50');
  });
});
