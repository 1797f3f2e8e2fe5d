import { formatMoney } from '@/lib/format';

/** Money from integer cents: `$1,234.50` (en-AU, the organisation's currency), in tabular figures so columns line up. */
export function Price({ cents, currency = 'AUD', className = '' }: { cents: number; currency?: string; className?: string }) {
  return <span className={`tabular-nums ${className}`.trim()}>{formatMoney(cents, currency)}</span>;
}
