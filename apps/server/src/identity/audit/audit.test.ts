import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { AdminOrganisationCreated, AuditEntryList } from '@tapline/contracts';
import { apiCaller, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { mailsTo } from '../../../test/support/queries/invites-testing.queries';
import { auditRowsOf, failInsertsInto, stopFailing } from '../../../test/support/queries/audit-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let leaver: Person;
let stranger: Person;
let invitee: Person;
let platformAdmin: Person;
let local: { id: string };
let other: { id: string };

const call = apiCaller(() => t);

/** the audit rows `change` added to the organisation, and its answer */
async function rowsAddedBy(organisationId: string, change: () => Promise<{ statusCode: number }>) {
  const before = new Set((await auditRowsOf(t.database.db, organisationId)).map((row) => row.id));
  const response = await change();
  const rows = (await auditRowsOf(t.database.db, organisationId)).filter((row) => !before.has(row.id));
  return { statusCode: response.statusCode, rows };
}

async function inviteToken(email: string) {
  const [mail] = await mailsTo(t.database.db, email);
  return mail!.body.match(/\/auth\/invite\?token=([A-Za-z0-9_-]+)/)![1]!;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  owner = await signedInUser(t, { name: 'Olive Owner' });
  admin = await signedInUser(t, { name: 'Adam Admin' });
  member = await signedInUser(t, { name: 'Max Member' });
  leaver = await signedInUser(t, { name: 'Lee Leaver' });
  stranger = await signedInUser(t, { name: 'Sam Stranger' });
  invitee = await signedInUser(t, { name: 'Ivy Invitee', email: uniqueEmail('ivy') });
  platformAdmin = await signedInUser(t, { name: 'Ada Platform' });
  for (const person of [owner, admin, member, leaver, stranger, invitee, platformAdmin])
    await call(person, 'GET', `/api/users/${person.userId}/venues`);
  await makePlatformAdmin(t.database.db, platformAdmin.userId);
  const db = t.database.db;
  local = await createVenue(db, { name: 'The Local', slug: 'the-local' });
  other = await createVenue(db, { name: 'Other Bar', slug: 'other-bar' });
  await createMembership(db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: local.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: local.id, userId: member.userId, organisationRole: 'buyer' });
  await createMembership(db, { organisationId: local.id, userId: leaver.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('writing the audit log with each change', () => {
  it('records a role change once, with the role before and after; the same role again records nothing', async () => {
    const changed = await rowsAddedBy(local.id, () =>
      call(owner, 'PUT', `/api/venues/the-local/users/${member.userId}/role`, { organisationRole: 'admin' }),
    );
    expect(changed.statusCode).toBe(204);
    expect(changed.rows).toEqual([
      expect.objectContaining({
        actorId: owner.userId,
        actorIsPlatformAdmin: false,
        action: 'member.role_changed',
        targetType: 'member',
        targetId: member.userId,
        before: { role: 'buyer' },
        after: { role: 'admin' },
      }),
    ]);
    const again = await rowsAddedBy(local.id, () =>
      call(owner, 'PUT', `/api/venues/the-local/users/${member.userId}/role`, { organisationRole: 'admin' }),
    );
    expect(again).toEqual({ statusCode: 204, rows: [] });
  });

  it('marks a platform admin who is not a member as one, acting from the admin page; their refused change elsewhere writes nothing', async () => {
    // outside /api/admin they see the venue read-only (decision 0119)
    const refused = await rowsAddedBy(local.id, () =>
      call(platformAdmin, 'PUT', `/api/venues/the-local/users/${member.userId}/role`, { organisationRole: 'buyer' }),
    );
    expect(refused).toEqual({ statusCode: 403, rows: [] });
    expect((await call(owner, 'PUT', `/api/venues/the-local/users/${member.userId}/role`, { organisationRole: 'buyer' })).statusCode).toBe(
      204,
    );
    const invited = await rowsAddedBy(local.id, () =>
      call(owner, 'POST', '/api/venues/the-local/invites', { email: 'admin-withdraws@example.com', organisationRole: 'buyer' }),
    );
    const inviteId = invited.rows[0]!.targetId!;
    const withdrawn = await rowsAddedBy(local.id, () =>
      call(platformAdmin, 'DELETE', `/api/admin/organisations/${local.id}/invites/${inviteId}`),
    );
    expect(withdrawn.rows).toEqual([
      expect.objectContaining({
        actorId: platformAdmin.userId,
        actorIsPlatformAdmin: true,
        action: 'invite.revoked',
        targetId: inviteId,
        after: { status: 'revoked' },
      }),
    ]);
  });

  it('records a removal, and someone leaving, as different actions', async () => {
    const removed = await rowsAddedBy(local.id, () => call(owner, 'DELETE', `/api/venues/the-local/users/${member.userId}`));
    expect(removed.rows).toEqual([
      expect.objectContaining({
        actorId: owner.userId,
        action: 'member.removed',
        targetId: member.userId,
        before: { role: 'buyer' },
        after: null,
      }),
    ]);
    const left = await rowsAddedBy(local.id, () => call(leaver, 'DELETE', `/api/venues/the-local/users/${leaver.userId}`));
    expect(left.rows).toEqual([
      expect.objectContaining({ actorId: leaver.userId, action: 'member.left', before: { role: 'admin' }, after: null }),
    ]);
  });

  it('records nothing for a refused change (the last owner stays)', async () => {
    const refused = await rowsAddedBy(local.id, () =>
      call(owner, 'PUT', `/api/venues/the-local/users/${owner.userId}/role`, { organisationRole: 'admin' }),
    );
    expect(refused).toEqual({ statusCode: 409, rows: [] });
  });

  it('records an invite created, withdrawn (once) and accepted', async () => {
    const created = await rowsAddedBy(local.id, () =>
      call(admin, 'POST', '/api/venues/the-local/invites', { email: 'withdrawn@example.com', organisationRole: 'buyer' }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.rows).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        action: 'invite.created',
        targetType: 'invite',
        after: { email: 'withdrawn@example.com', role: 'buyer' },
      }),
    ]);
    const inviteId = created.rows[0]!.targetId!;
    const revoked = await rowsAddedBy(local.id, () => call(owner, 'DELETE', `/api/venues/the-local/invites/${inviteId}`));
    expect(revoked.rows).toEqual([
      expect.objectContaining({
        actorId: owner.userId,
        action: 'invite.revoked',
        targetId: inviteId,
        before: { status: 'pending' },
        after: { status: 'revoked' },
      }),
    ]);
    const twice = await rowsAddedBy(local.id, () => call(owner, 'DELETE', `/api/venues/the-local/invites/${inviteId}`));
    expect(twice).toEqual({ statusCode: 204, rows: [] });

    await call(owner, 'POST', '/api/venues/the-local/invites', { email: invitee.email, organisationRole: 'admin' });
    const token = await inviteToken(invitee.email);
    const accepted = await rowsAddedBy(local.id, () => call(invitee, 'POST', `/api/invites/${token}/accept`));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.rows).toEqual([
      expect.objectContaining({
        actorId: invitee.userId,
        actorIsPlatformAdmin: false,
        action: 'invite.accepted',
        after: { status: 'accepted', role: 'admin' },
      }),
    ]);
  });

  it('records the platform admin creating, suspending and reactivating an organisation', async () => {
    const ownerEmail = uniqueEmail('first-owner');
    const response = await call(platformAdmin, 'POST', '/api/admin/venues', { name: 'Audit Arms', ownerEmail });
    const { organisation, invite } = parseAnswer(response, 201, AdminOrganisationCreated);
    const created = await auditRowsOf(t.database.db, organisation.id);
    expect(created).toHaveLength(2);
    expect(created).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: platformAdmin.userId,
          actorIsPlatformAdmin: true,
          action: 'organisation.created',
          targetId: organisation.id,
        }),
        expect.objectContaining({
          actorId: platformAdmin.userId,
          actorIsPlatformAdmin: true,
          action: 'invite.created',
          targetId: invite.id,
          after: { email: ownerEmail, role: 'owner' },
        }),
      ]),
    );
    expect(created.find((row) => row.action === 'organisation.created')!.after).toMatchObject({
      name: 'Audit Arms',
      type: 'venue',
      ownerEmail,
    });

    const suspended = await rowsAddedBy(organisation.id, () =>
      call(platformAdmin, 'POST', `/api/admin/venues/${organisation.id}/suspend`, { reason: 'Unpaid fees' }),
    );
    expect(suspended.rows).toEqual([
      expect.objectContaining({
        action: 'organisation.suspended',
        actorIsPlatformAdmin: true,
        before: { status: 'active', reason: null },
        after: { status: 'suspended', reason: 'Unpaid fees' },
      }),
    ]);
    const reactivated = await rowsAddedBy(organisation.id, () =>
      call(platformAdmin, 'POST', `/api/admin/venues/${organisation.id}/reactivate`),
    );
    expect(reactivated.rows).toEqual([
      expect.objectContaining({
        action: 'organisation.reactivated',
        before: { status: 'suspended', reason: 'Unpaid fees' },
        after: { status: 'active' },
      }),
    ]);
    const again = await rowsAddedBy(organisation.id, () => call(platformAdmin, 'POST', `/api/admin/venues/${organisation.id}/reactivate`));
    expect(again).toEqual({ statusCode: 200, rows: [] });
  });

  it('writes no row for a change that rolls back after its audit row was written', async () => {
    const email = uniqueEmail('rolled-back');
    const joiner = await signedInUser(t, { name: 'Rolf Back', email });
    await call(owner, 'POST', '/api/venues/the-local/invites', { email, organisationRole: 'buyer' });
    const token = await inviteToken(email);
    // the owners' notification is written after the audit row: refusing it rolls the whole acceptance back
    await failInsertsInto(t.database.db, 'notifications');
    try {
      const failed = await rowsAddedBy(local.id, () => call(joiner, 'POST', `/api/invites/${token}/accept`));
      expect(failed).toEqual({ statusCode: 500, rows: [] });
    } finally {
      await stopFailing(t.database.db, 'notifications');
    }
    expect((await call(joiner, 'GET', '/api/venues/the-local/users')).statusCode).toBe(404);
  });

  it('makes no change whose audit row cannot be written', async () => {
    await failInsertsInto(t.database.db, 'audit_log');
    try {
      expect((await call(owner, 'PUT', `/api/venues/the-local/users/${admin.userId}/role`, { organisationRole: 'buyer' })).statusCode).toBe(
        500,
      );
    } finally {
      await stopFailing(t.database.db, 'audit_log');
    }
    expect((await call(admin, 'GET', '/api/venues/the-local/invites')).statusCode).toBe(200); // still an admin
  });
});

describe('reading the audit log', () => {
  it("shows an owner their organisation's log, newest first, in plain English", async () => {
    const log = parseAnswer(await call(owner, 'GET', '/api/venues/the-local/audit'), 200, AuditEntryList);
    expect(log.total).toBe(log.items.length);
    expect(log.items.every((entry) => entry.organisation?.id === local.id)).toBe(true);
    const times = log.items.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const summaries = log.items.map((entry) => entry.summary);
    expect(summaries).toContain("Olive Owner changed Max Member's role from buyer to admin");
    expect(summaries).toContain("Olive Owner changed Max Member's role from admin to buyer");
    expect(summaries).toContain('Ada Platform (platform admin) withdrew the invite to admin-withdraws@example.com');
    expect(summaries).toContain('Olive Owner removed Max Member (buyer) from The Local');
    expect(summaries).toContain('Lee Leaver left The Local (was admin)');
    expect(summaries).toContain('Adam Admin invited withdrawn@example.com to The Local as buyer');
    expect(summaries).toContain('Olive Owner withdrew the invite to withdrawn@example.com');
    expect(summaries).toContain('Ivy Invitee accepted the invite and joined The Local as admin');
    // the newest: the invite whose acceptance rolled back (the invite itself stands)
    expect(log.items[0]).toMatchObject({ actor: { id: owner.userId, name: 'Olive Owner', email: owner.email }, action: 'invite.created' });
    expect(log.items.filter((entry) => entry.action === 'invite.accepted')).toHaveLength(1);
  });

  it('pages the log', async () => {
    const all = parseAnswer(await call(owner, 'GET', '/api/venues/the-local/audit'), 200, AuditEntryList);
    const second = parseAnswer(await call(owner, 'GET', '/api/venues/the-local/audit?page=2&pageSize=2'), 200, AuditEntryList);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items.map((entry) => entry.id)).toEqual(all.items.slice(2, 4).map((entry) => entry.id));
  });

  it("keeps an owner out of another organisation's log, and admins and members out of their own", async () => {
    expect(parseAnswer(await call(stranger, 'GET', '/api/venues/other-bar/audit'), 200, AuditEntryList).items).toEqual([]);
    expect(parseError(await call(stranger, 'GET', '/api/venues/the-local/audit'), 404).code).toBe('not_found');
    expect(parseError(await call(admin, 'GET', '/api/venues/the-local/audit'), 403).code).toBe('forbidden');
    expect((await call(owner, 'GET', '/api/suppliers/the-local/audit')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/venues/the-local/audit')).statusCode).toBe(401);
    expect((await call(owner, 'GET', '/api/venues/the-local/audit?page=0')).statusCode).toBe(400);
  });

  it('shows platform admins every entry, filtered by organisation and by action', async () => {
    const all = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/audit?pageSize=100'), 200, AuditEntryList);
    expect(new Set(all.items.map((entry) => entry.organisation?.name))).toEqual(new Set(['The Local', 'Audit Arms']));
    const local_ = parseAnswer(
      await call(platformAdmin, 'GET', `/api/admin/audit?organisationId=${local.id}&pageSize=100`),
      200,
      AuditEntryList,
    );
    expect(local_.items.length).toBeGreaterThan(0);
    expect(local_.items.every((entry) => entry.organisation?.id === local.id)).toBe(true);
    const suspensions = parseAnswer(
      await call(platformAdmin, 'GET', '/api/admin/audit?action=organisation.suspended'),
      200,
      AuditEntryList,
    );
    expect(suspensions.items.map((entry) => entry.summary)).toEqual(['Ada Platform (platform admin) suspended Audit Arms (“Unpaid fees”)']);
    expect(suspensions.items[0]).toMatchObject({
      actorIsPlatformAdmin: true,
      before: { status: 'active', reason: null },
      after: { status: 'suspended', reason: 'Unpaid fees' },
    });
    expect(parseError(await call(owner, 'GET', '/api/admin/audit'), 403).code).toBe('forbidden');
    expect((await call(platformAdmin, 'GET', '/api/admin/audit?organisationId=nope')).statusCode).toBe(400);
    expect((await call(platformAdmin, 'GET', '/api/admin/audit?action=DROP%20TABLE')).statusCode).toBe(400);
  });
});
