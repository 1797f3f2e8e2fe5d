import { EmptyState } from '@/components/ui/empty-state';

/** A platform admin who is not a member reads guides and has no cart here (decision 0119). */
export function ReadOnlyCount() {
  return <EmptyState title="Counting is for the venue’s team">You see this venue read-only: its members count and order.</EmptyState>;
}
