import type { TaxDocumentLineRow } from '@tapline/db';
import type { XeroDeps } from './xero-access';
import type { LimitsSeen } from './xero-call';
import { XeroValidationError } from './xero-errors';
import type { NewXeroLineItem, XeroTenantContext } from './xero-types';

// A tax document's lines as Xero's line items (decision 0162): the price ex GST, and the GST Tapline computed for the
// line (TaxAmount), so Xero's per-line rounding can never differ from the document by a cent.

type Side = 'supplier' | 'venue';

/** The tax types a document's lines take in one organisation: the mapped one, and a GST-free one when a line is. */
export interface LineTaxTypes {
  taxable: string | undefined;
  gstFree: string | undefined;
}

/** Xero's standard GST-free codes, preferred when the organisation has them (a renamed or custom 0 % rate otherwise). */
const STANDARD_GST_FREE: Record<Side, string> = { supplier: 'EXEMPTOUTPUT', venue: 'EXEMPTEXPENSES' };

/**
 * The tax types for these lines: the integration's own for taxable lines; for a GST-free line, a 0 % rate of the
 * organisation that applies to sales (supplier) or purchases (venue), read from its Xero (one call, only when a line
 * is GST-free). None: a ValidationError naming what to add in Xero.
 */
export async function lineTaxTypesFor(
  xero: XeroDeps,
  context: XeroTenantContext,
  limits: LimitsSeen,
  side: Side,
  taxType: string | null,
  lines: readonly TaxDocumentLineRow[],
): Promise<LineTaxTypes> {
  const taxable = taxType ?? undefined;
  if (!lines.some((line) => line.taxRateBasisPoints === 0)) return { taxable, gstFree: undefined };
  const rates = limits.take(await xero.client.listTaxRates(context));
  const fits = rates.filter(
    (rate) =>
      rate.Status === 'ACTIVE' && rate.EffectiveRate === 0 && (side === 'supplier' ? rate.CanApplyToRevenue : rate.CanApplyToExpenses),
  );
  const chosen = fits.find((rate) => rate.TaxType === STANDARD_GST_FREE[side]) ?? fits[0];
  if (!chosen) {
    const message = `A line is GST-free, and this Xero organisation has no active 0 % tax rate for ${side === 'supplier' ? 'sales' : 'purchases'}: add one in Xero, then retry.`;
    throw new XeroValidationError([message], [], {});
  }
  return { taxable, gstFree: chosen.TaxType };
}

/** Where an integration posts lines: the sales (or expense) account, and keg deposits' own (null = the same). */
export interface LineAccounts {
  accountCode: string | null;
  depositAccountCode: string | null;
}

/**
 * The lines as Xero's line items: quantity, unit price and GST as the document has them (dollars, 2 dp). A keg deposit
 * line (it names its keg type: issue 37), and a note's line crediting one, goes to the deposits account when one is set.
 */
export function xeroLinesOf(lines: readonly TaxDocumentLineRow[], accounts: LineAccounts, taxTypes: LineTaxTypes): NewXeroLineItem[] {
  return lines.map((line) => ({
    Description: line.skuCode ? `${line.description} · ${line.skuCode}` : line.description,
    Quantity: line.qty,
    UnitAmount: line.unitPriceCents / 100,
    AccountCode: (line.kegTypeId !== undefined ? (accounts.depositAccountCode ?? accounts.accountCode) : accounts.accountCode) ?? undefined,
    TaxType: line.taxRateBasisPoints === 0 ? taxTypes.gstFree : taxTypes.taxable,
    TaxAmount: line.gstCents / 100,
  }));
}
