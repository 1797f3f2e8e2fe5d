import { createInvite } from '@tapline/db/testing';
import { uniqueEmail } from '../auth-kit';
import { insertTestApplication } from '../queries/applications-admin-testing.queries';
import { insertTestOutboxMessage } from '../queries/mail-testing.queries';
import { platformAdmins, type MatrixWorld, type Row } from './matrix-world';

/** The admin area's own pages: the outbox, applications to join, the audit log, one organisation's page. */
export function adminRows(world: MatrixWorld): Row[] {
  const { target } = world;
  return [
    { route: 'GET /api/admin/outbox', expected: platformAdmins(200), request: () => ({ url: '/api/admin/outbox' }) },
    // applications to join: platform admins decide them; each decision on a fresh application
    { route: 'GET /api/admin/applications', expected: platformAdmins(200), request: () => ({ url: '/api/admin/applications' }) },
    {
      route: 'GET /api/admin/applications/:id',
      expected: platformAdmins(200),
      request: async () => ({ url: `/api/admin/applications/${(await insertTestApplication(world.t.database.db)).id}` }),
    },
    {
      route: 'POST /api/admin/applications/:id/approve',
      expected: platformAdmins(200),
      request: async () => ({
        url: `/api/admin/applications/${(await insertTestApplication(world.t.database.db)).id}/approve`,
        payload: {},
      }),
    },
    {
      route: 'POST /api/admin/applications/:id/decline',
      expected: platformAdmins(200),
      request: async () => ({
        url: `/api/admin/applications/${(await insertTestApplication(world.t.database.db)).id}/decline`,
        payload: { reason: 'Matrix check' },
      }),
    },
    { route: 'GET /api/admin/audit', expected: platformAdmins(200), request: () => ({ url: '/api/admin/audit' }) },
    // one organisation's admin page, either type, by id or slug
    {
      route: 'GET /api/admin/organisations/:id',
      expected: platformAdmins(200),
      request: () => ({ url: `/api/admin/organisations/${target.venue.slug}` }),
    },
    {
      route: 'POST /api/admin/organisations/:id/invites/:inviteId/resend',
      type: 'supplier',
      expected: platformAdmins(200),
      request: async () => ({
        url: `/api/admin/organisations/${target.supplier.id}/invites/${(await createInvite(world.t.database.db, { organisationId: target.supplier.id })).id}/resend`,
      }),
    },
    {
      route: 'DELETE /api/admin/organisations/:id/invites/:inviteId',
      expected: platformAdmins(204),
      request: async () => ({
        url: `/api/admin/organisations/${target.venue.slug}/invites/${(await createInvite(world.t.database.db, { organisationId: target.venue.id })).id}`,
      }),
    },
    {
      // this app has no mail server, so a platform admin gets past the check to 409 (no SMTP_URL)
      route: 'POST /api/admin/outbox/:id/retry',
      expected: platformAdmins(409),
      request: async () => {
        const id = await insertTestOutboxMessage(world.t.database.db, { to: uniqueEmail(), state: 'failed' });
        return { url: `/api/admin/outbox/${id}/retry` };
      },
    },
  ];
}
