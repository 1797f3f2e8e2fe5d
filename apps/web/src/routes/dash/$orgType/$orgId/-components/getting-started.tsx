import type { OrganisationSettings, SupplierOverview } from '@tapline/contracts';
import { CheckCircle2, Circle } from 'lucide-react';
import { gettingStartedSteps } from '@/features/dashboard/getting-started';
import type { dashboardParams } from '@/features/organisations/organisation-ref';
import { attentionLink } from './attention-link';

/** The checklist a new supplier can finish (decision 0080); gone once every step is done. */
export function GettingStarted({
  overview,
  settings,
  canManage,
  readOnly,
  params,
}: {
  overview: SupplierOverview;
  settings: OrganisationSettings;
  canManage: boolean;
  /** the read-only view (decision 0119): the steps without their links */
  readOnly: boolean;
  params: ReturnType<typeof dashboardParams>;
}) {
  const steps = gettingStartedSteps(overview, settings);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const linkTo = attentionLink(params);
  return (
    <section aria-labelledby="getting-started-heading" className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="getting-started-heading" className="text-lg font-semibold text-ink">
          Getting started
        </h2>
        <p className="text-sm text-ink-soft">
          <span className="font-semibold tabular-nums text-ink">{done}</span> of {steps.length} done
        </p>
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
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
