import { Link } from '@tanstack/react-router';
import { CheckCircle2, Circle, X } from 'lucide-react';
import type { GettingStartedStep } from '@/features/dashboard';
import type { dashboardParams } from '@/features/organisations';
import { plural } from '@/lib/format';
import { attentionLink } from './attention-link';

/**
 * A new organisation's checklist (decision 0080 for suppliers, 0137 for venues); gone once every step is done.
 * `dismiss`: an owner or admin may put it away for good (the venue's).
 */
export function GettingStarted({
  steps,
  canManage,
  readOnly,
  params,
  dismiss,
}: {
  steps: GettingStartedStep[];
  canManage: boolean;
  /** the read-only view (decision 0119): the steps without their links */
  readOnly: boolean;
  params: ReturnType<typeof dashboardParams>;
  dismiss?: { onDismiss: () => void; pending: boolean } | undefined;
}) {
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const linkTo = attentionLink(params);
  return (
    <section aria-labelledby="getting-started-heading" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="getting-started-heading" className="text-lg font-semibold text-ink">
          Getting started
        </h2>
        <p className="text-sm text-ink-soft">
          <span className="font-semibold tabular-nums text-ink">{done}</span> of {steps.length} done
        </p>
        {dismiss ? (
          <button
            type="button"
            onClick={dismiss.onDismiss}
            disabled={dismiss.pending}
            aria-label="Dismiss the getting-started checklist"
            className="-my-1 ml-auto inline-flex min-h-9 items-center gap-1 self-center rounded-lg px-2 text-sm font-medium text-ink-soft hover:bg-malt-50 hover:text-ink disabled:opacity-60"
          >
            <X aria-hidden="true" className="h-4 w-4" />
            Dismiss
          </button>
        ) : null}
      </div>
      <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
        <div className="h-full rounded-full bg-malt-600" style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <ol className="mt-3 divide-y divide-line">
        {steps.map((step) => (
          <li key={step.key} className="flex items-start gap-3 py-2.5 text-sm" data-done={step.done || undefined}>
            {step.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-stone-400" />
            )}
            <span className="min-w-0 flex-1">
              {step.done ? (
                <span className="text-ink-soft line-through">
                  {step.label}
                  <span className="sr-only"> (done)</span>
                </span>
              ) : readOnly ? (
                <span className="font-medium text-ink">{step.label}</span>
              ) : step.managersOnly && !canManage ? (
                <span className="font-medium text-ink">
                  {step.label} <span className="font-normal text-ink-soft">(an owner or admin can)</span>
                </span>
              ) : (
                <span className="font-semibold">{linkTo(step.target, step.label)}</span>
              )}
              {step.done ? null : <span className="block text-ink-soft">{step.why}</span>}
              {!step.done && !readOnly && step.suppliers && step.suppliers.length > 0 ? (
                <SuppliersToBrowse suppliers={step.suppliers} params={params} />
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A few suppliers to start with, each opening Discover with only its products. */
function SuppliersToBrowse({
  suppliers,
  params,
}: {
  suppliers: NonNullable<GettingStartedStep['suppliers']>;
  params: ReturnType<typeof dashboardParams>;
}) {
  return (
    <ul aria-label="Suppliers to start with" className="mt-2 flex flex-wrap gap-2">
      {suppliers.map((supplier) => (
        <li key={supplier.id} className="min-w-0">
          <Link
            to="/dash/$orgType/$orgId/discover"
            params={params}
            search={{ supplier: supplier.slug }}
            className="block rounded-2xl border border-line bg-malt-50 px-3 py-1 text-ink [overflow-wrap:anywhere] hover:border-malt-500 hover:bg-malt-100"
          >
            <span className="font-medium">{supplier.name}</span>
            <span className="text-ink-soft">
              {supplier.suburb ? ` · ${supplier.suburb}` : ''} · {plural(supplier.productCount, 'product')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
