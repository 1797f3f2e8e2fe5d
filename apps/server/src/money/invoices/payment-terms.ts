import type { PaymentTerms } from '@tapline/contracts';
import { addDays } from '../../shared/calendar';

// When an invoice falls due (docs/domain.md, Invoices; decision 0160): a pure rule over calendar dates, YYYY-MM-DD,
// so the issue date it starts from is already the supplier's (its time zone) and no clock or zone reaches in here.

function partsOf(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** Date.UTC carries days and months past their ends into the next, which is what each rule wants. */
function dateOf(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/**
 * The due date of an invoice issued on `issueDate`:
 * - `net_days`: that many days after the issue date;
 * - `days_after_month_end`: that many days after the last day of the issue date's month;
 * - `day_of_next_month`: that day of the following month, or its last day when the month is shorter;
 * - `on_delivery`: the delivery date (the issue date when there is none, or when it came before).
 */
export function dueDateOf(terms: PaymentTerms, issueDate: string, deliveryDate?: string | null): string {
  const [year, month] = partsOf(issueDate);
  switch (terms.kind) {
    case 'net_days':
      return addDays(issueDate, terms.days);
    case 'days_after_month_end':
      // day 0 of the next month is this month's last day
      return dateOf(year, month, terms.days);
    case 'day_of_next_month': {
      const lastDay = Number(dateOf(year, month + 1, 0).slice(8));
      return dateOf(year, month, Math.min(terms.day, lastDay));
    }
    case 'on_delivery':
      return deliveryDate && deliveryDate > issueDate ? deliveryDate : issueDate;
  }
}
