import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '@/features/joining';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/for-venues')({ component: ForVenuesPage });

function ForVenuesPage() {
  usePageHead(pageHeads.forVenues());
  return <JoinPage type="venue" />;
}
