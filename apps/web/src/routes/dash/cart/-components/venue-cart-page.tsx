import { getRouteApi, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { type ActiveEntity, useEntity } from '@/features/session';
import { useSignedInPageHead } from '@/lib/page-head';

const dashboardRoute = getRouteApi('/dash');

/**
 * A page of the cart, which belongs to a person acting for a venue (docs/domain.md, Cart). Anyone else (acting for
 * a supplier, for nobody yet, or a platform admin looking at a venue they aren't in, decision 0119) gets the heading
 * and `refusal`, what to do instead; the venue's own gets `page`.
 */
export function VenueCartPage({
  title,
  refusal,
  page: Page,
}: {
  title: string;
  refusal: (entity: ActiveEntity | null) => ReactNode;
  page: (props: { userId: string; venue: ActiveEntity }) => ReactNode;
}) {
  const { entity } = useEntity();
  const { session } = dashboardRoute.useRouteContext();
  useSignedInPageHead(title, entity?.type === 'venue' ? entity.name : null);
  if (entity?.type !== 'venue' || entity.readOnly) {
    return (
      <div>
        <PageHeader title={title} />
        {refusal(entity)}
      </div>
    );
  }
  return <Page userId={session.user.id} venue={entity} />;
}

/** The way back from the checkout to the cart, where what stops an order is fixed. */
export function BackToCart({ children = 'Back to the cart' }: { children?: ReactNode }) {
  return (
    <Link to="/dash/cart" className="font-semibold text-malt-700 underline underline-offset-4">
      {children}
    </Link>
  );
}
