import type { OrganisationRole, TeamMember } from '@tapline/contracts';
import type { OrganisationKey } from '@/features/organisations';

/** What the member page gives each of its panels (the role form, the removal): one person in one team. */
export interface MemberPanelProps {
  organisation: OrganisationKey;
  organisationName: string;
  member: TeamMember;
  members: readonly TeamMember[];
  myRole: OrganisationRole | null;
  isYou: boolean;
}
