// The one money formatter, in a file of its own: the web app's every page loads it, and nothing else of money.ts.

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents → money as a person reads it (en-AU): 123450 → "$1,234.50", −550 → "-$5.50". The one formatter of
 * the PDFs, the mails and the screens, so a figure reads the same everywhere.
 */
export function formatMoney(cents: number, currency = 'AUD'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}
