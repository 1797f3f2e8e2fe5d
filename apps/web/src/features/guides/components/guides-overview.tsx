import type { OrderGuideSummary, UsualSupplier } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { ClipboardCheck, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate, plural } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { sectionLabel } from '../guide-sections';
import type { DashboardParams } from './guide-params';

const countLinkClass = 'relative z-10 min-h-10 px-3';

function GuideCard({ guide, params, timeZone }: { guide: OrderGuideSummary; params: DashboardParams; timeZone: string }) {
  const sections = guide.sections.map(sectionLabel).join(', ');
  return (
    <Card interactive className="flex w-full flex-col gap-3 p-4">
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold text-ink">
          <Link
            to="/dash/$orgType/$orgId/guides/$guideId"
            params={{ ...params, guideId: guide.id }}
            className="after:absolute after:inset-0 after:rounded-xl hover:underline"
          >
            {guide.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-soft">{guide.supplier ? guide.supplier.name : 'Across suppliers'}</p>
        <p className="mt-2 text-sm text-ink">
          {plural(guide.itemCount, 'item')}
          {sections ? <span className="text-ink-soft"> · {sections}</span> : null}
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          {guide.lastCount
            ? `Counted ${formatDateTime(guide.lastCount.countedAt, timeZone)}${guide.lastCount.countedBy ? ` by ${guide.lastCount.countedBy.name}` : ''}`
            : 'Not counted yet'}
        </p>
      </div>
      {guide.itemCount > 0 ? (
        <LinkButton
          to="/dash/$orgType/$orgId/guides/$guideId/count"
          params={{ ...params, guideId: guide.id }}
          className={`${countLinkClass} self-start`}
        >
          <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
          Count<span className="sr-only"> {guide.name}</span>
        </LinkButton>
      ) : null}
    </Card>
  );
}

/** The venue's guides as cards: what each holds, when it was last counted, and Count. */
export function GuideCards({
  guides,
  params,
  timeZone,
  emptyAction,
}: {
  guides: OrderGuideSummary[];
  params: DashboardParams;
  timeZone: string;
  /** what an owner or admin may do when there is none (make one) */
  emptyAction?: ReactNode;
}) {
  if (guides.length === 0) {
    return (
      <EmptyState title="No guides yet" action={emptyAction}>
        A guide lists what you order in the order you count it: taps, fridge, spirits. Make one here, or open a past order and choose “Save
        as a guide”.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {guides.map((guide) => (
        <li key={guide.id} className="flex">
          <GuideCard guide={guide} params={params} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

/** One Usual per supplier the venue ordered from lately: how much it holds, and its last order. */
export function UsualCards({
  suppliers,
  params,
  weeks,
  timeZone,
}: {
  suppliers: UsualSupplier[];
  params: DashboardParams;
  weeks: number;
  timeZone: string;
}) {
  if (suppliers.length === 0) {
    return (
      <EmptyState title="No orders in the last 90 days">
        Your Usual for each supplier appears here after your first order: what you order most, how much, and what you paid.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {suppliers.map((row) => {
        const link = { ...params, supplierId: row.supplier.id };
        return (
          <li key={row.supplier.id} className="flex">
            <Card interactive className="flex w-full flex-col gap-3 p-4">
              <div className="min-w-0 flex-1">
                <h3 className="text-base font-semibold text-ink">
                  <Link
                    to="/dash/$orgType/$orgId/guides/usual/$supplierId"
                    params={link}
                    className="after:absolute after:inset-0 after:rounded-xl hover:underline"
                  >
                    <History aria-hidden="true" className="mr-1.5 inline h-4 w-4 align-[-2px] text-malt-700" />
                    The Usual from {row.supplier.name}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-ink">
                  {plural(row.skuCount, 'item')} from {plural(row.orderCount, 'order')} in {weeks} weeks
                </p>
                <p className="mt-1 text-sm text-ink-soft">Last ordered {formatDate(row.lastOrderedAt, timeZone)}</p>
              </div>
              <LinkButton
                to="/dash/$orgType/$orgId/guides/usual/$supplierId/count"
                params={link}
                variant="secondary"
                className={`${countLinkClass} self-start`}
              >
                <ClipboardCheck aria-hidden="true" className="h-4 w-4" />
                Count<span className="sr-only"> the Usual from {row.supplier.name}</span>
              </LinkButton>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
