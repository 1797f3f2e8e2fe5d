import { createInvite, createVenue } from '@tapline/db/testing';
import { uniqueEmail } from '../auth-kit';
import { anyoneSignedIn, venueMembers, type MatrixWorld, type Row } from './matrix-world';

/** A person's own: their account, their notifications, finishing a Xero connect, accepting an invite. */
export function personalRows(world: MatrixWorld): Row[] {
  const { target, people } = world;
  return [
    { route: 'GET /api/me', expected: anyoneSignedIn(200), request: () => ({ url: '/api/me' }) },
    // finishing a Xero connect: the state names the person and organisation (xero-integration.test.ts); without Xero, 409
    {
      route: 'POST /api/integrations/xero/callback',
      expected: anyoneSignedIn(409),
      request: () => ({ url: '/api/integrations/xero/callback', payload: { query: 'code=matrix&state=matrix' } }),
    },
    {
      route: 'POST /api/integrations/xero/choose',
      expected: anyoneSignedIn(409),
      request: () => ({ url: '/api/integrations/xero/choose', payload: { state: 'matrix', tenantId: 'matrix' } }),
    },
    // the notification centre is each person's own: nobody reads or marks another's
    { route: 'GET /api/notifications', expected: anyoneSignedIn(200), request: () => ({ url: '/api/notifications' }) },
    {
      route: 'POST /api/notifications/read',
      expected: anyoneSignedIn(200),
      request: () => ({ url: '/api/notifications/read', payload: { all: true } }),
    },
    {
      route: 'GET /api/notifications/preferences',
      expected: anyoneSignedIn(200),
      request: () => ({ url: '/api/notifications/preferences' }),
    },
    {
      // mail choices for an organisation one belongs to; a platform admin gets no mail of one they aren't in
      route: 'PUT /api/notifications/preferences/:organisationId',
      type: 'venue',
      expected: venueMembers(200),
      request: () => ({ url: `/api/notifications/preferences/${target.venue.id}`, payload: { newOrders: true, statusChanges: false } }),
    },
    {
      // everyone signed in may accept an invite made out to them (in an organisation they don't belong to)
      route: 'POST /api/invites/:token/accept',
      expected: anyoneSignedIn(200),
      request: async (persona) => {
        const organisation = await createVenue(world.t.database.db);
        const email = persona === 'anonymous' ? uniqueEmail() : people[persona].venue.email;
        return {
          url: `/api/invites/${(await createInvite(world.t.database.db, { organisationId: organisation.id, email })).token}/accept`,
        };
      },
    },
  ];
}
