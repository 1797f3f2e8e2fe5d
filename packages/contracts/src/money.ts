/**
 * Money as a person types it, dollars and cents ("48.50", "$1,250", "9.5"), and cents back as text to edit. One
 * reader for every form and the catalogue file (docs/domain.md, Money, tax and time). Without zod: the forms'
 * scripts import it, and a plain function needs no schema.
 */

/**
 * The most digits before the point: $9,999,999.99. Every money field's own bound is below it (a SKU's price and a
 * minimum order at most $1,000,000, a serving at most $10,000), so the contract's bound is the one a person meets;
 * this one keeps a typed number exact and short.
 */
export const MONEY_DOLLAR_DIGITS_MAX = 7;

/** Why a text isn't an amount: `empty`, `negative`, `not_dollars` (letters, two points, ".5"), `too_many_cents_digits` (1.234), `too_many_dollar_digits`. */
export type MoneyProblem = 'empty' | 'negative' | 'not_dollars' | 'too_many_cents_digits' | 'too_many_dollar_digits';

export type ParsedMoney = { ok: true; cents: number } | { ok: false; problem: MoneyProblem; message: string };

const AMOUNT = /^(\d+)(?:\.(\d+))?$/;

const MESSAGES: Record<MoneyProblem, string> = {
  empty: 'enter an amount in dollars, e.g. 12.50',
  negative: 'must not be negative',
  not_dollars: 'is not an amount in dollars, e.g. 12.50',
  too_many_cents_digits: 'has more than two digits after the point (cents)',
  too_many_dollar_digits: `has more than ${MONEY_DOLLAR_DIGITS_MAX} digits before the point`,
};

function refused(problem: MoneyProblem): ParsedMoney {
  return { ok: false, problem, message: MESSAGES[problem] };
}

/**
 * Dollars text → integer cents, without floating point: "48.5" → 4850, "$1,234.05" → 123405. A leading `$`,
 * thousands commas and surrounding spaces are allowed; a minus sign, more than two decimals or more than
 * MONEY_DOLLAR_DIGITS_MAX digits before the point are refused, each with its own problem.
 */
export function parseMoney(text: string): ParsedMoney {
  const trimmed = text.trim();
  if (trimmed === '') return refused('empty');
  // "-5", "-$5" and "$-5" are all a negative amount
  const sign = /^(-?)\s*\$?\s*(-?)/.exec(trimmed)!;
  const value = trimmed.slice(sign[0].length).replaceAll(',', '');
  const match = AMOUNT.exec(value);
  if (!match) return refused('not_dollars');
  if (sign[1] || sign[2]) return refused('negative');
  const [, dollars = '', fraction] = match;
  if (fraction !== undefined && fraction.length > 2) return refused('too_many_cents_digits');
  if (dollars.replace(/^0+(?=\d)/, '').length > MONEY_DOLLAR_DIGITS_MAX) return refused('too_many_dollar_digits');
  return { ok: true, cents: Number(dollars) * 100 + Number((fraction ?? '').padEnd(2, '0')) };
}

/**
 * Integer cents (0 or more) → the dollars a person would type, without `$` or separators: 4850 → "48.50", 0 → "0.00". With
 * `wholeDollarsShort`, whole dollars drop their cents (25000 → "250"), as the minimum order shows them.
 */
export function formatMoneyInput(cents: number, { wholeDollarsShort = false }: { wholeDollarsShort?: boolean } = {}): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  if (wholeDollarsShort && rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

export { formatMoney } from './money-format';
