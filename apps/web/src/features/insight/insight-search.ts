import { urlChoice, type UrlSearchInput } from '@/lib/url-search';

// The period an analytics or spend page shows, in its address: a preset ending today, or a custom from–to. The same
// picker on both pages (issue 39); the days are the organisation's, so "today" is today where it is. `insightSearch`
// is a route's `validateSearch`, in the scripts every page loads (decision 0087): no zod, no contracts' values here.

export const insightPresets = [
  { key: '4w', label: '4 weeks', days: 28 },
  { key: '13w', label: '13 weeks', days: 91 },
  { key: '12m', label: '12 months', days: 365 },
] as const;
export type InsightPreset = (typeof insightPresets)[number]['key'];

/** the longest period the API takes (INSIGHT_MAX_DAYS in the contracts; a test holds the two together) */
export const LONGEST_PERIOD_DAYS = 366;

const PERIODS = ['4w', '13w', '12m', 'custom'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface InsightSearch {
  period?: (typeof PERIODS)[number] | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const dayOf = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;

export function insightSearch(input: UrlSearchInput): InsightSearch {
  return { period: urlChoice(input.period, PERIODS), from: dayOf(input.from), to: dayOf(input.to) };
}

const time = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period to ask for: a custom one as given (when the API takes it), else the preset (13 weeks unless told) ending today. */
export function periodOf(search: InsightSearch, today: string): { from: string; to: string; preset: InsightPreset | 'custom' } {
  const { from, to } = search;
  if (search.period === 'custom' && from && to && from <= to && (time(to) - time(from)) / 86_400_000 < LONGEST_PERIOD_DAYS)
    return { from, to, preset: 'custom' };
  const preset = insightPresets.find((option) => option.key === search.period) ?? insightPresets[1];
  return { from: dateOf(time(today) - (preset.days - 1) * 86_400_000), to: today, preset: preset.key };
}
