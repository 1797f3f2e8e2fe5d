import { InviteList } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { organisationQueryOptions, type OrganisationKey } from '@/features/organisations';

/** The organisation's open invites, pending or expired (GET …/invites; owners and admins only). */
export const invitesQueryOptions = (organisation: OrganisationKey) =>
  organisationQueryOptions(organisation, 'invites', 'invites', import.meta.env.DEV ? InviteList : false);

/** Members never ask (the server would answer 403): pass `enabled: false` for them. */
export const useInvites = (organisation: OrganisationKey, enabled: boolean) => useQuery({ ...invitesQueryOptions(organisation), enabled });
