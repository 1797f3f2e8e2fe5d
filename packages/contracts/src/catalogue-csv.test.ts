import { describe, expect, it } from 'vitest';
import { parseCatalogueCsvRow, quoteFormulaText, unquoteFormulaText } from './catalogue-csv';

// CSV injection (OWASP, decision 0142): text a spreadsheet would run goes out behind one quote and comes back as it was.

describe('formula text in the catalogue file', () => {
  const formulaStarts = ['=1+1', '+61 2 9999 0000', '-5 degrees', '@SUM(A1)', '\tindented', '\rcarriage', "=cmd|' /C calc'!A0"];

  it('quotes text that starts like a formula, and only that', () => {
    for (const text of formulaStarts) expect(quoteFormulaText(text)).toBe(`'${text}`);
    for (const text of ['Pale Ale', '', "'plain quote", 'a=b', ' =spaced', '4.5']) expect(quoteFormulaText(text)).toBe(text);
    // quotes before a formula start get one more, so the import's one-quote rule gives them back
    expect(quoteFormulaText("'=1+1")).toBe("''=1+1");
  });

  it('unquotes exactly one quote before a formula start; a quote before other text stays', () => {
    for (const text of formulaStarts) expect(unquoteFormulaText(`'${text}`)).toBe(text);
    expect(unquoteFormulaText("''=1+1")).toBe("'=1+1");
    expect(unquoteFormulaText("'plain quote")).toBe("'plain quote");
    expect(unquoteFormulaText("''plain")).toBe("''plain");
    expect(unquoteFormulaText('=1+1')).toBe('=1+1');
  });

  it('round-trips every text exactly', () => {
    for (const text of [...formulaStarts, "'=1", "''-2", "'x", "'", "''", 'plain', ''])
      expect(unquoteFormulaText(quoteFormulaText(text))).toBe(text);
  });

  it('an imported row takes the quote off its text columns, never off its numbers', () => {
    const present = new Set(['product_name', 'style', 'sku_code', 'sku_name', 'price', 'stock_on_hand']);
    const { row } = parseCatalogueCsvRow(
      { product_name: '\'=HYPERLINK("x")', style: "'-Sour", sku_code: 'K-1', sku_name: "'@keg", price: '12.50', stock_on_hand: '' },
      0,
      present,
    );
    expect(row?.product).toMatchObject({ name: '=HYPERLINK("x")', style: '-Sour' });
    expect(row?.sku).toMatchObject({ name: '@keg', unitPriceCents: 1250 });
    const quotedNumber = parseCatalogueCsvRow({ product_name: 'Ale', sku_code: 'K-2', sku_name: 'Keg', price: "'12.50" }, 0, present);
    expect(quotedNumber.issues).toEqual([expect.objectContaining({ field: 'price' })]);
  });
});
