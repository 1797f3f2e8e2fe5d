import { describe, expect, it } from 'vitest';
import { todayIn } from '@/features/standing-orders';
import { INSIGHT_MAX_DAYS } from '@tapline/contracts';
import { insightSearch, LONGEST_PERIOD_DAYS, periodOf } from './insight-search';

describe('periodOf (the period picker)', () => {
  it('ends a preset today, 13 weeks unless told', () => {
    expect(periodOf({}, '2026-11-30')).toEqual({ from: '2026-09-01', to: '2026-11-30', preset: '13w' });
    expect(periodOf({ period: '4w' }, '2026-11-30')).toEqual({ from: '2026-11-03', to: '2026-11-30', preset: '4w' });
    expect(periodOf({ period: '12m' }, '2026-11-30')).toEqual({ from: '2025-12-01', to: '2026-11-30', preset: '12m' });
  });

  it('takes a custom period as given, and falls back when it is backwards or too long', () => {
    expect(periodOf({ period: 'custom', from: '2026-01-01', to: '2026-01-31' }, '2026-11-30').preset).toBe('custom');
    expect(periodOf({ period: 'custom', from: '2026-02-01', to: '2026-01-31' }, '2026-11-30').preset).toBe('13w');
    expect(periodOf({ period: 'custom', from: '2024-01-01', to: '2026-01-31' }, '2026-11-30').preset).toBe('13w');
  });

  it('ends today where the organisation is: 23:30 UTC on the 29th is the 30th in Sydney', () => {
    expect(periodOf({ period: '4w' }, todayIn('Australia/Sydney', new Date('2026-11-29T23:30:00Z'))).to).toBe('2026-11-30');
    expect(periodOf({ period: '4w' }, todayIn('UTC', new Date('2026-11-29T23:30:00Z'))).to).toBe('2026-11-29');
  });

  it('reads the address without trusting it, and keeps to the API’s longest period', () => {
    expect(insightSearch({ period: 'custom', from: '2026-01-01', to: 'soon' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: undefined,
    });
    expect(insightSearch({ period: '5y', from: 20260101 })).toEqual({ period: undefined, from: undefined, to: undefined });
    expect(LONGEST_PERIOD_DAYS).toBe(INSIGHT_MAX_DAYS);
  });
});
