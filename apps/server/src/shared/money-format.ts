const moneyFormats = new Map<string, Intl.NumberFormat>();

/** `$1,234.50`, as the web app writes money (en-AU): for messages and mail that name an amount. */
export function formatMoney(cents: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-AU', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}
