import type { Session } from '@supabase/supabase-js';
import type { UserOrganisation } from '@tapline/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userOrganisationsQueryOptions } from '@/features/organisations';
import { platformAdminQueryOptions } from '@/features/session';
import { enterDashboard } from './enter-dashboard';

const USER_ID = '33333333-3333-4333-8333-333333333333';
const harbour: UserOrganisation = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'venue',
  slug: 'the-harbour-hotel',
  name: 'The Harbour Hotel',
  logoUrl: null,
  status: 'active',
  suspendedReason: null,
  suspendedAt: null,
  organisationRole: 'owner',
};
const other: UserOrganisation = { ...harbour, id: '22222222-2222-4222-8222-222222222222', slug: 'the-other-bar', name: 'The Other Bar' };

/** Where /dash sends someone: the redirect its beforeLoad throws (no stored entity: nothing in storage here). */
async function destinationOf(organisations: UserOrganisation[], isPlatformAdmin: boolean) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userOrganisationsQueryOptions(USER_ID).queryKey, organisations);
  queryClient.setQueryData(platformAdminQueryOptions(USER_ID).queryKey, isPlatformAdmin);
  const thrown: unknown = await enterDashboard({ queryClient, session: { user: { id: USER_ID } } as Session }).catch(
    (error: unknown) => error,
  );
  const { options } = thrown as { options: { to?: string; href?: string } };
  return options.to ?? options.href;
}

describe('/dash', () => {
  it('opens Admin for a platform admin who belongs to no organisation', async () => {
    expect(await destinationOf([], true)).toBe('/dash/admin');
  });

  it('keeps the organisation a platform admin opened though not a member of it (the stored active entity)', async () => {
    const stored = JSON.stringify({ type: 'venue', slug: harbour.slug, name: harbour.name, id: harbour.id });
    vi.stubGlobal('localStorage', { getItem: () => stored, setItem: () => undefined, removeItem: () => undefined });
    try {
      expect(await destinationOf([], true)).toBe('/dash/venues/the-harbour-hotel');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks anyone else with no organisation to choose (the page says how to join)', async () => {
    expect(await destinationOf([], false)).toBe('/dash/profile/choose-entity');
  });

  it('lets a platform admin who belongs to organisations choose among them, as anyone would', async () => {
    expect(await destinationOf([harbour, other], true)).toBe('/dash/profile/choose-entity');
  });
});
