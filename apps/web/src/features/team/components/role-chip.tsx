import type { OrganisationRole } from '@tapline/contracts';
import { ROLE_LABELS } from '../roles';

const tones: Record<OrganisationRole, string> = {
  owner: 'bg-malt-700 text-white',
  admin: 'bg-malt-100 text-malt-800 ring-1 ring-inset ring-malt-200',
  member: 'bg-stone-100 text-ink ring-1 ring-inset ring-stone-200',
  buyer: 'bg-stone-100 text-ink ring-1 ring-inset ring-stone-200',
  staff: 'bg-white text-ink-soft ring-1 ring-inset ring-stone-200',
};

/** Owner, Admin, Member, Buyer or Staff, the stronger roles warmer. */
export function RoleChip({ role }: { role: OrganisationRole }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[role]}`}>{ROLE_LABELS[role]}</span>
  );
}
