import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { LinesSkeleton } from '@/components/ui/skeleton';
import { useSignedInPageHead } from '@/lib/page-head';
import { useDashboard } from './use-dashboard';

interface DashboardPageProps<TRouter extends RegisteredRouter = RegisteredRouter, TBack = unknown> {
  /** the heading, and the tab title unless `head` says otherwise */
  title: string;
  /** the tab title's page part ("<head> · <organisation> · Tapline"), when it says more than the heading */
  head?: string;
  /** above the heading; the organisation's name unless given */
  eyebrow?: ReactNode;
  /** the way back to the page this one belongs to: its link and its words */
  back?: { label: ReactNode; link: ValidateLinkOptions<TRouter, TBack> };
  /** under the heading */
  intro?: ReactNode;
  /** beside the heading (edit, add), at its top or at its foot */
  actions?: ReactNode;
  actionsAlign?: 'start' | 'end';
  className?: string;
  children?: ReactNode;
}

/**
 * A dashboard page's frame (docs/ui.md): the tab title "<page> · <organisation>", the way back, the heading with the
 * organisation above it, and the page.
 */
export function DashboardPage<TRouter extends RegisteredRouter, TBack>(props: DashboardPageProps<TRouter, TBack>): ReactNode;
export function DashboardPage({
  title,
  head,
  eyebrow,
  back,
  intro,
  actions,
  actionsAlign = 'start',
  className,
  children,
}: DashboardPageProps) {
  const { settings } = useDashboard();
  useSignedInPageHead(head ?? title, settings.name);
  const header = (
    // with actions, the row holding both keeps the space below, so actions wrapped under the heading (a phone) get it too
    <PageHeader title={title} eyebrow={eyebrow ?? settings.name} className={actions !== undefined ? '' : undefined}>
      {intro}
    </PageHeader>
  );
  return (
    <div className={className}>
      {back ? (
        <BackLink {...back.link} className="mb-3">
          {back.label}
        </BackLink>
      ) : null}
      {actions !== undefined ? (
        <div className={`mb-6 flex flex-wrap justify-between gap-3 ${actionsAlign === 'end' ? 'items-end' : 'items-start'}`}>
          {header}
          {actions}
        </div>
      ) : (
        header
      )}
      {children}
    </div>
  );
}

/** A DashboardPage loading: the way back, the organisation, the heading and its line; then `body`, one class list a block. */
export function DashboardPageSkeleton({ body }: { body: readonly string[] }) {
  return <LinesSkeleton lines={['h-4 w-24', 'mt-4 h-4 w-24', 'mt-2 h-8 w-40', 'mt-3 h-4 w-full max-w-md', ...body]} />;
}
