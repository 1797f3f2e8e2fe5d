import type { UserOrganisation } from '@tapline/contracts';
import { Building2, Store } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { roleLabel } from '../roles';

/** The organisations a person belongs to: name, venue or supplier, their role, and the organisation's status. */
export function OrganisationMembershipList({ organisations }: { organisations: UserOrganisation[] }) {
  return (
    <ul aria-label="Your organisations" className="divide-y divide-line rounded-xl border border-line bg-white">
      {organisations.map((organisation) => {
        const Icon = organisation.type === 'venue' ? Store : Building2;
        return (
          <li key={`${organisation.type}-${organisation.id}`} className="flex flex-wrap items-center gap-3 p-4">
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-malt-700" />
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium text-ink">{organisation.name}</p>
              <p className="text-sm text-ink-soft">
                {organisation.type === 'venue' ? 'Venue' : 'Supplier'} · {roleLabel(organisation.organisationRole)}
              </p>
              {organisation.status === 'suspended' && organisation.suspendedReason ? (
                <p className="mt-1 text-sm text-red-800">Suspended: {organisation.suspendedReason}</p>
              ) : null}
            </div>
            {organisation.status === 'active' ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Suspended</Badge>}
          </li>
        );
      })}
    </ul>
  );
}
