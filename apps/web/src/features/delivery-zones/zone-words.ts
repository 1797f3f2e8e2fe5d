import { shortWeekdays } from '@/features/standing-orders';

/** Monday first, as an Australian week is read (0 = Sunday … 6 = Saturday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** [5, 1, 3] → "Mon, Wed & Fri"; every day → "Every day" */
export function shortDays(days: readonly number[]): string {
  return new Set(days).size === 7 ? 'Every day' : shortWeekdays(days);
}

/** The supplier's own ordering rules: what a zone's empty cut-off, lead days or minimum stands for. */
export interface UsualRules {
  orderCutoffTime: string | null;
  leadDays: number | null;
  minimumOrderCents: number | null;
}
