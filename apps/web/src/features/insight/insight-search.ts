import { INSIGHT_MAX_DAYS, insightDaysBetween } from '@tapline/contracts';
import { z } from 'zod';
import { addDays } from '@/features/standing-orders';

// The period an analytics or spend page shows, in its address: a preset ending today, or a custom from–to. The same
// picker on both pages (issue 39); the days are the organisation's, so "today" is today where it is.

export const insightPresets = [
  { key: '4w', label: '4 weeks', days: 28 },
  { key: '13w', label: '13 weeks', days: 91 },
  { key: '12m', label: '12 months', days: 365 },
] as const;
export type InsightPreset = (typeof insightPresets)[number]['key'];

const day = z.iso.date().optional().catch(undefined);
export const insightSearch = z.object({
  period: z.enum(['4w', '13w', '12m', 'custom']).optional().catch(undefined),
  from: day,
  to: day,
});
export type InsightSearch = z.infer<typeof insightSearch>;

/** The period to ask for: a custom one as given (when it is one the server takes), else the preset (13 weeks unless told) ending today. */
export function periodOf(search: InsightSearch, today: string): { from: string; to: string; preset: InsightPreset | 'custom' } {
  if (
    search.period === 'custom' &&
    search.from &&
    search.to &&
    search.from <= search.to &&
    insightDaysBetween(search.from, search.to) < INSIGHT_MAX_DAYS
  )
    return { from: search.from, to: search.to, preset: 'custom' };
  const preset = insightPresets.find((option) => option.key === search.period) ?? insightPresets[1];
  return { from: addDays(today, -(preset.days - 1)), to: today, preset: preset.key };
}
