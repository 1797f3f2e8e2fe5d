/**
 * The fake Xero's rate limits (docs/protocols/xero.md, Rate limits): each tenant's calls counted in a minute and a day window,
 * with Xero's remaining-calls headers on every answer. Test infrastructure only; fake-xero-api.ts counts with it.
 */
import type { Outcome } from './fake-xero-books';
import type { State } from './fake-xero-context';

/** Counts the call against the tenant's windows; a 429 when a window is full (docs/protocols/xero.md, Rate limits). */
export function countCall(
  state: Pick<State, 'counters' | 'limits'>,
  at: number,
  tenantId: string,
): { headers: Record<string, string>; limited?: Outcome & { headers: Record<string, string> } } {
  const counter = state.counters.get(tenantId) ?? { minuteStart: at, minute: 0, dayStart: at, day: 0 };
  if (at - counter.minuteStart >= 60_000) Object.assign(counter, { minuteStart: at, minute: 0 });
  if (at - counter.dayStart >= 86_400_000) Object.assign(counter, { dayStart: at, day: 0 });
  state.counters.set(tenantId, counter);
  const remaining = () => ({
    'X-MinLimit-Remaining': String(Math.max(0, state.limits.minute - counter.minute)),
    'X-DayLimit-Remaining': String(Math.max(0, state.limits.day - counter.day)),
    'X-AppMinLimit-Remaining': '9999',
  });
  const full = counter.minute >= state.limits.minute ? 'minute' : counter.day >= state.limits.day ? 'day' : undefined;
  if (full) {
    const windowEnd = full === 'minute' ? counter.minuteStart + 60_000 : counter.dayStart + 86_400_000;
    const headers = {
      ...remaining(),
      'Retry-After': String(Math.max(1, Math.ceil((windowEnd - at) / 1000))),
      'X-Rate-Limit-Problem': full,
    };
    return { headers, limited: { status: 429, body: '', headers } };
  }
  counter.minute += 1;
  counter.day += 1;
  return { headers: remaining() };
}
