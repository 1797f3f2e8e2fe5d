import { withXeroAccess, type XeroDeps } from './xero-access';
import { XeroError, XeroRateLimitedError, type XeroRateLimits } from './xero-errors';
import { updateIntegrationSyncState } from './xero-sync.queries';
import type { XeroResult, XeroTenantContext } from './xero-types';

/** below this many calls left in Xero's day, the tenant waits for the next UTC day (docs/protocols/xero.md, Rate limits) */
const DAY_LIMIT_RESERVE = 20;
/** a 429 without Retry-After (the app-wide limit): wait this long */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

// ---- calling Xero for an integration ----

/** The quota the answers reported; the lowest day remainder seen wins. */
export class LimitsSeen {
  dayRemaining: number | undefined;

  note(limits: XeroRateLimits | undefined): void {
    const day = limits?.dayRemaining;
    if (day !== undefined && (this.dayRemaining === undefined || day < this.dayRemaining)) this.dayRemaining = day;
  }

  /** the answer's data, its limits noted */
  take<T>(result: XeroResult<T>): T {
    this.note(result.limits);
    return result.data;
  }
}

export type XeroCall<T> = { ok: true; value: T } | { ok: false; deferSeconds: number; reason: string };

function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Runs `work` against the integration's tenant unless the tenant is paused, and pauses it when Xero says so: a 429
 * pauses it for Retry-After; a day nearly spent pauses it until the next UTC day. A pause answers `deferSeconds`
 * (the caller puts its job off that long) and is no failed attempt. Other errors go to the caller.
 */
export async function callXero<T>(
  xero: XeroDeps,
  integration: { id: string; blockedUntil: Date | null },
  work: (context: XeroTenantContext, limits: LimitsSeen) => Promise<T>,
  onAttempt?: () => Promise<void>,
): Promise<XeroCall<T>> {
  const now = xero.clock();
  if (integration.blockedUntil && integration.blockedUntil > now) {
    return {
      ok: false,
      deferSeconds: (integration.blockedUntil.getTime() - now.getTime()) / 1000,
      reason: 'Waiting for Xero’s limit to reset',
    };
  }
  await onAttempt?.();
  const limits = new LimitsSeen();
  try {
    return { ok: true, value: await withXeroAccess(xero, integration.id, (context) => work(context, limits)) };
  } catch (error) {
    if (error instanceof XeroError) limits.note(error.limits);
    if (!(error instanceof XeroRateLimitedError)) throw error;
    const seconds = error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
    await updateIntegrationSyncState(xero.db, integration.id, { blockedUntil: new Date(now.getTime() + seconds * 1000) });
    return { ok: false, deferSeconds: seconds, reason: error.message };
  } finally {
    if (limits.dayRemaining !== undefined) {
      const spent = limits.dayRemaining < DAY_LIMIT_RESERVE;
      await updateIntegrationSyncState(xero.db, integration.id, {
        dayLimitRemaining: limits.dayRemaining,
        ...(spent ? { blockedUntil: nextUtcDay(now) } : {}),
      });
    }
  }
}
