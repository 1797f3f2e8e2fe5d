import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { insightPresets, type InsightPreset } from '../insight-search';

const chipClass = (on: boolean) =>
  `min-h-10 rounded-lg border px-3 text-sm font-semibold ${on ? 'border-malt-700 bg-malt-700 text-white' : 'border-line bg-white text-ink hover:bg-malt-50'}`;
const dateClass = 'mt-1 block h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base sm:w-44';

/**
 * The period of the analytics and spend pages, in the address: 4 weeks, 13 weeks or 12 months ending today, or a
 * custom from–to (both days included); each compared with the period of the same length just before it.
 */
export function PeriodPicker({ preset, from, to, today }: { preset: InsightPreset | 'custom'; from: string; to: string; today: string }) {
  const navigate = useNavigate();
  const [custom, setCustom] = useState(preset === 'custom');
  const [range, setRange] = useState({ from, to });
  const go = (search: { period: InsightPreset | 'custom'; from?: string; to?: string }) =>
    void navigate({ to: '.', search, replace: true, resetScroll: false });
  return (
    <fieldset className="flex flex-wrap items-end gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">Period</legend>
      {insightPresets.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={!custom && preset === option.key}
          className={chipClass(!custom && preset === option.key)}
          onClick={() => {
            setCustom(false);
            go({ period: option.key });
          }}
        >
          {option.label}
        </button>
      ))}
      <button type="button" aria-pressed={custom} className={chipClass(custom)} onClick={() => setCustom(true)}>
        Custom
      </button>
      {custom ? (
        <form
          className="flex w-full flex-wrap items-end gap-2 sm:w-auto"
          onSubmit={(event) => {
            event.preventDefault();
            if (range.from && range.to && range.from <= range.to) go({ period: 'custom', from: range.from, to: range.to });
          }}
        >
          <label className="block text-sm font-medium text-ink">
            From
            <input
              type="date"
              className={dateClass}
              value={range.from}
              max={today}
              onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
            />
          </label>
          <label className="block text-sm font-medium text-ink">
            To
            <input
              type="date"
              className={dateClass}
              value={range.to}
              max={today}
              onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
            />
          </label>
          <Button type="submit" variant="secondary" disabled={!range.from || !range.to || range.from > range.to}>
            Show
          </Button>
        </form>
      ) : null}
    </fieldset>
  );
}
