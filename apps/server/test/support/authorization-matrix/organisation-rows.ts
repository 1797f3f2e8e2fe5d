import { createInvite } from '@tapline/db/testing';
import { uniqueEmail } from '../auth-kit';
import {
  managerChanges,
  managers,
  owners,
  platformAdmins,
  readers,
  selfOnly,
  type OrgType,
  type MatrixWorld,
  type Row,
} from './matrix-world';

/** An organisation's own pages, team, invites and Xero connection, and the admin area's list of its type. */
export function organisationRows(world: MatrixWorld, type: OrgType): Row[] {
  const { target, people, freshMember, freshOrganisation, freshFailedSyncRecord, pngForm } = world;
  const base = `/api/${type}s`;
  const at = (path: string) => `${base}/${target[type].slug}${path}`;
  return [
    { route: `GET ${base}/:id/users`, expected: readers(200), request: () => ({ url: at('/users') }) },
    {
      route: `PUT ${base}/:id/users/:userId/role`,
      expected: managerChanges(204),
      request: async () => ({ url: at(`/users/${await freshMember(type)}/role`), payload: { organisationRole: 'admin' } }),
    },
    {
      route: `DELETE ${base}/:id/users/:userId`,
      expected: managerChanges(204),
      request: async () => ({ url: at(`/users/${await freshMember(type)}`) }),
    },
    { route: `GET ${base}/:id/settings`, expected: readers(200), request: () => ({ url: at('/settings') }) },
    { route: `PATCH ${base}/:id`, expected: managerChanges(200), request: () => ({ url: at(''), payload: {} }) },
    { route: `PUT ${base}/:id/logo`, expected: managerChanges(200), request: () => ({ url: at('/logo'), payload: pngForm() }) },
    { route: `DELETE ${base}/:id/logo`, expected: managerChanges(200), request: () => ({ url: at('/logo') }) },
    { route: `GET ${base}/:id/invites`, expected: managers(200), request: () => ({ url: at('/invites') }) },
    { route: `GET ${base}/:id/audit`, expected: owners(200), request: () => ({ url: at('/audit') }) },
    {
      route: `POST ${base}/:id/invites`,
      expected: managerChanges(201),
      // a role the organisation's type gives (decision 0183)
      request: () => ({
        url: at('/invites'),
        payload: { email: uniqueEmail('matrix'), organisationRole: type === 'venue' ? 'buyer' : 'member' },
      }),
    },
    {
      route: `DELETE ${base}/:id/invites/:inviteId`,
      expected: managerChanges(204),
      request: async () => ({ url: at(`/invites/${(await createInvite(world.t.database.db, { organisationId: target[type].id })).id}`) }),
    },
    {
      route: `POST ${base}/:id/invites/:inviteId/resend`,
      expected: managerChanges(200),
      request: async () => ({
        url: at(`/invites/${(await createInvite(world.t.database.db, { organisationId: target[type].id })).id}/resend`),
      }),
    },
    { route: `GET ${base}/:id/overview`, expected: readers(200), request: () => ({ url: at('/overview') }) },
    // Xero: this app has no Xero app configured, so a manager gets past the check to 409 where Xero is needed
    { route: `GET ${base}/:id/integrations/xero`, expected: readers(200), request: () => ({ url: at('/integrations/xero') }) },
    {
      route: `POST ${base}/:id/integrations/xero/connect`,
      expected: managerChanges(409),
      request: () => ({ url: at('/integrations/xero/connect') }),
    },
    { route: `DELETE ${base}/:id/integrations/xero`, expected: managerChanges(200), request: () => ({ url: at('/integrations/xero') }) },
    {
      route: `GET ${base}/:id/integrations/xero/options`,
      expected: managers(409),
      request: () => ({ url: at('/integrations/xero/options') }),
    },
    {
      route: `PUT ${base}/:id/integrations/xero/settings`,
      expected: managerChanges(409),
      request: () => ({
        url: at('/integrations/xero/settings'),
        payload: { accountCode: '200', taxType: 'OUTPUT', invoiceStatus: 'DRAFT' },
      }),
    },
    {
      route: `GET ${base}/:id/integrations/xero/sync-records`,
      expected: readers(200),
      request: () => ({ url: at('/integrations/xero/sync-records') }),
    },
    // without a Xero app on this server: 409 once the caller may send earlier orders (xero-backfill.test.ts covers the rest)
    {
      route: `GET ${base}/:id/integrations/xero/backfill`,
      expected: managers(409),
      request: () => ({ url: at('/integrations/xero/backfill?days=30') }),
    },
    {
      route: `POST ${base}/:id/integrations/xero/backfill`,
      expected: managerChanges(409),
      request: () => ({ url: at('/integrations/xero/backfill'), payload: { days: 30 } }),
    },
    {
      route: `POST ${base}/:id/integrations/xero/sync-records/:recordId/retry`,
      expected: managerChanges(409),
      request: async () => ({ url: at(`/integrations/xero/sync-records/${await freshFailedSyncRecord(type)}/retry`) }),
    },
    {
      route: `GET /api/users/:userId/${type}s`,
      expected: selfOnly(200),
      request: () => ({ url: `/api/users/${people.member[type].userId}/${type}s` }),
    },
    { route: `GET /api/admin/${type}s`, expected: platformAdmins(200), request: () => ({ url: `/api/admin/${type}s` }) },
    {
      route: `POST /api/admin/${type}s`,
      expected: platformAdmins(201),
      request: () => ({
        url: `/api/admin/${type}s`,
        payload: { name: `Matrix ${uniqueEmail('org').split('@')[0]}`, ownerEmail: uniqueEmail('owner') },
      }),
    },
    {
      route: `POST /api/admin/${type}s/:id/suspend`,
      expected: platformAdmins(200),
      request: async () => ({
        url: `/api/admin/${type}s/${(await freshOrganisation(type)).slug}/suspend`,
        payload: { reason: 'Matrix check' },
      }),
    },
    {
      route: `POST /api/admin/${type}s/:id/reactivate`,
      expected: platformAdmins(200),
      request: async () => ({ url: `/api/admin/${type}s/${(await freshOrganisation(type)).slug}/reactivate` }),
    },
  ];
}
