import type { OrganisationStatus } from '@tapline/contracts';

/** Active in green, Suspended in red: the one thing an admin scans a table for. */
export function StatusChip({ status }: { status: OrganisationStatus }) {
  return status === 'active' ? (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-green-700" />
      Active
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-red-700" />
      Suspended
    </span>
  );
}
