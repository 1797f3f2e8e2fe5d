import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { plural } from '@/lib/format';
import { useReadOnly } from '@/lib/read-only-view';

/** The foot of a dashboard's landing page: how many people, pending invites, and the way to the team. */
export function TeamLine({ teamSize, pendingInvites }: { teamSize: number; pendingInvites: number }) {
  // a platform admin who isn't a member sees the members on the organisation's admin page (decision 0119)
  const readOnly = useReadOnly();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
      <Users aria-hidden="true" className="h-4 w-4 text-malt-700" />
      {plural(teamSize, 'person', 'people')} on the team
      {pendingInvites > 0 ? `, ${plural(pendingInvites, 'invite')} pending` : ''}.
      {readOnly ? null : (
        <Link to="/dash/team" className="font-semibold text-malt-700 underline-offset-4 hover:underline">
          Team
        </Link>
      )}
    </p>
  );
}
