import type { UserOrganisation } from '@tapline/contracts';
import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FallbackImage } from '@/components/ui/image';
import { ORGANISATION_TYPE_LABELS, roleLabel } from '@/features/organisations';

/** One of the user's organisations as a card; the whole card is the button that opens its dashboard. */
export function OrganisationChoice({
  organisation,
  current,
  onChoose,
}: {
  organisation: UserOrganisation;
  current: boolean;
  onChoose: () => void;
}) {
  const suspended = organisation.status === 'suspended';
  return (
    <button
      type="button"
      onClick={onChoose}
      className={`flex h-full w-full items-center gap-4 rounded-xl border bg-white p-4 text-left transition-shadow hover:shadow-md ${
        current ? 'border-malt-600 ring-1 ring-malt-600' : 'border-line'
      }`}
    >
      <FallbackImage src={organisation.logoUrl} alt="" label={organisation.name} className="h-14 w-14 shrink-0 rounded-lg" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold leading-snug text-ink">{organisation.name}</span>
        <span className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-ink-soft">
          <span>{ORGANISATION_TYPE_LABELS[organisation.type]}</span>
          <span aria-hidden="true">·</span>
          <span>{roleLabel(organisation.organisationRole)}</span>
          {current ? <Badge tone="accent">Current</Badge> : null}
          {suspended ? <Badge tone="danger">Suspended</Badge> : null}
        </span>
        {suspended && organisation.suspendedReason ? (
          <span className="mt-1 block text-sm text-red-800">Suspended: {organisation.suspendedReason}</span>
        ) : null}
      </span>
      <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-soft" />
    </button>
  );
}
