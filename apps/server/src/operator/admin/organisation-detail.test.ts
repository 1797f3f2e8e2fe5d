import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInvite,
  createMembership,
  createOrder,
  createProduct,
  createSku,
  createSupplier,
  createVenue,
  makePlatformAdmin,
} from '@tapline/db/testing';
import {
  AdminInviteResent,
  AdminOrganisation,
  AdminOrganisationCreated,
  AdminOrganisationDetail,
  AdminOrganisationList,
  InvitePreview,
} from '@tapline/contracts';
import { apiCaller, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import { auditRowsOf } from '../../../test/support/queries/audit-testing.queries';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let platformAdmin: Person;
let owner: Person;
let member: Person;
let venue: { id: string; slug: string };
let supplier: { id: string; slug: string };
let otherSupplier: { id: string; slug: string };

const call = apiCaller(() => t);

async function detailOf(idOrSlug: string) {
  return parseAnswer(await call(platformAdmin, 'GET', `/api/admin/organisations/${idOrSlug}`), 200, AdminOrganisationDetail);
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  platformAdmin = await signedInUser(t, { name: 'Ada Admin' });
  owner = await signedInUser(t, { name: 'Olive Owner', email: uniqueEmail('olive') });
  member = await signedInUser(t, { name: 'Max Member', email: uniqueEmail('max') });
  for (const person of [platformAdmin, owner, member]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  const db = t.database.db;
  await makePlatformAdmin(db, platformAdmin.userId);
  venue = await createVenue(db, {
    name: 'The Corner',
    slug: 'the-corner',
    venueKind: 'pub',
    contactEmail: 'hi@corner.example',
    contactPhone: '02 9999 0000',
  });
  supplier = await createSupplier(db, { name: 'Gully Brewing', slug: 'gully-brewing' });
  otherSupplier = await createSupplier(db, { name: 'Ridge Cider', slug: 'ridge-cider' });
  await createMembership(db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: venue.id, userId: member.userId, organisationRole: 'member' });

  const pale = await createProduct(db, { supplierId: supplier.id, name: 'Gully Pale', status: 'active' });
  await createProduct(db, { supplierId: supplier.id, name: 'Gully Lager', status: 'active' });
  await createProduct(db, { supplierId: supplier.id, name: 'Gully Stout', status: 'draft' });
  const keg = await createSku(db, { productId: pale.id, supplierId: supplier.id });
  const cider = await createProduct(db, { supplierId: otherSupplier.id, name: 'Ridge Dry' });
  const ciderKeg = await createSku(db, { productId: cider.id, supplierId: otherSupplier.id });
  // six orders a minute apart: the page shows the five latest
  for (let n = 1; n <= 6; n += 1) {
    await createOrder(db, {
      venueId: venue.id,
      number: `TL-ADM-${n}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, n)),
      supplierOrders: [
        { supplierId: supplier.id, status: n === 6 ? 'accepted' : 'submitted', lines: [{ sku: keg, qty: 1 }] },
        ...(n === 6 ? [{ supplierId: otherSupplier.id, status: 'submitted' as const, lines: [{ sku: ciderKeg, qty: 2 }] }] : []),
      ],
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('who may use the organisation admin page', () => {
  it('refuses an owner of the organisation (403) and anyone signed out (401)', async () => {
    const invite = await createInvite(t.database.db, { organisationId: venue.id });
    for (const [method, url] of [
      ['GET', `/api/admin/organisations/${venue.slug}`],
      ['POST', `/api/admin/organisations/${venue.slug}/invites/${invite.id}/resend`],
      ['DELETE', `/api/admin/organisations/${venue.slug}/invites/${invite.id}`],
    ] as const) {
      expect(parseError(await call(owner, method, url), 403).code).toBe('forbidden');
      expect((await call(null, method, url)).statusCode).toBe(401);
    }
    // the refused calls changed nothing: the invite is still open
    expect((await detailOf(venue.id)).invites.map((item) => item.id)).toContain(invite.id);
  });

  it('answers 404 for an unknown organisation, and for an invite of another one', async () => {
    expect(parseError(await call(platformAdmin, 'GET', '/api/admin/organisations/no-such-place'), 404).code).toBe('not_found');
    const elsewhere = await createInvite(t.database.db, { organisationId: otherSupplier.id });
    expect((await call(platformAdmin, 'POST', `/api/admin/organisations/${venue.slug}/invites/${elsewhere.id}/resend`)).statusCode).toBe(
      404,
    );
    expect((await call(platformAdmin, 'DELETE', `/api/admin/organisations/${venue.slug}/invites/${elsewhere.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/organisations/:id', () => {
  it("shows a venue's profile, members by role, latest five orders and integrations, by slug or id", async () => {
    const detail = await detailOf(venue.slug);
    expect(detail).toMatchObject({
      id: venue.id,
      type: 'venue',
      name: 'The Corner',
      kind: 'pub',
      contactEmail: 'hi@corner.example',
      contactPhone: '02 9999 0000',
      status: 'active',
      products: null,
      integrations: { xero: { status: 'disconnected', tenantName: null } },
    });
    expect(detail.members.map((m) => [m.email, m.organisationRole])).toEqual([
      [owner.email, 'owner'],
      [member.email, 'member'],
    ]);
    expect(detail.recentOrders.map((order) => order.number)).toEqual(['TL-ADM-6', 'TL-ADM-5', 'TL-ADM-4', 'TL-ADM-3', 'TL-ADM-2']);
    expect(detail.recentOrders[0]).toMatchObject({ status: 'in_progress', otherParties: ['Gully Brewing', 'Ridge Cider'] });
    expect(detail.recentOrders[1]).toMatchObject({ status: 'submitted', otherParties: ['Gully Brewing'] });
    expect((await detailOf(venue.id)).slug).toBe('the-corner');
  });

  it("shows a supplier's product counts and its own part of the orders, with the venue's name", async () => {
    const detail = await detailOf(supplier.id);
    expect(detail.products).toEqual({ active: 2, total: 3 });
    expect(detail.kind).toBeNull();
    expect(detail.recentOrders).toHaveLength(5);
    expect(detail.recentOrders[0]).toMatchObject({ number: 'TL-ADM-6', status: 'accepted', otherParties: ['The Corner'] });
  });

  it('shows the status with its reason and the history of suspensions and reactivations, newest first', async () => {
    const suspended = await call(platformAdmin, 'POST', `/api/admin/suppliers/${otherSupplier.slug}/suspend`, { reason: 'Unpaid fees' });
    parseAnswer(suspended, 200, AdminOrganisation);
    let detail = await detailOf(otherSupplier.slug);
    expect(detail).toMatchObject({ status: 'suspended', suspendedReason: 'Unpaid fees' });
    expect(detail.suspendedAt).not.toBeNull();
    parseAnswer(await call(platformAdmin, 'POST', `/api/admin/suppliers/${otherSupplier.slug}/reactivate`), 200, AdminOrganisation);
    detail = await detailOf(otherSupplier.slug);
    expect(detail.status).toBe('active');
    expect(detail.statusHistory.map(({ status, reason, by }) => ({ status, reason, by: by?.email }))).toEqual([
      { status: 'active', reason: null, by: platformAdmin.email },
      { status: 'suspended', reason: 'Unpaid fees', by: platformAdmin.email },
    ]);
  });
});

describe('admin invite actions', () => {
  it("a new supplier's list row and page show its pending owner invite until it is accepted", async () => {
    const ownerEmail = uniqueEmail('first-owner');
    const created = parseAnswer(
      await call(platformAdmin, 'POST', '/api/admin/suppliers', { name: 'Fresh Still', ownerEmail }),
      201,
      AdminOrganisationCreated,
    );
    expect(created.organisation.pendingOwnerEmails).toEqual([ownerEmail]);
    const list = parseAnswer(await call(platformAdmin, 'GET', '/api/admin/suppliers?q=fresh-still'), 200, AdminOrganisationList);
    expect(list.items[0]).toMatchObject({ ownerEmails: [], pendingOwnerEmails: [ownerEmail] });
    const detail = await detailOf(created.organisation.id);
    expect(detail.invites).toEqual([expect.objectContaining({ email: ownerEmail, organisationRole: 'owner', status: 'pending' })]);
    expect(detail.invites[0]!.invitedBy?.email).toBe(platformAdmin.email);
  });

  it('resend mails a new link, renews the expiry, answers the link, and is in the audit log as a platform admin action', async () => {
    const expiresAt = new Date(Date.now() + 3600 * 1000);
    const invite = await createInvite(t.database.db, { organisationId: venue.id, email: uniqueEmail('resend'), expiresAt });
    const answer = parseAnswer(
      await call(platformAdmin, 'POST', `/api/admin/organisations/${venue.slug}/invites/${invite.id}/resend`),
      200,
      AdminInviteResent,
    );
    expect(new Date(answer.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const token = new URL(answer.link).searchParams.get('token')!;
    expect(token).not.toBe(invite.token);
    expect((await latestOutboxMessage(t.database.db, invite.email))?.body).toContain(answer.link);
    // the new link works, the old one no longer does
    expect(parseAnswer(await t.api(`/api/invites/${token}`), 200, InvitePreview)).toMatchObject({ email: invite.email, status: 'pending' });
    expect((await t.api(`/api/invites/${invite.token}`)).statusCode).toBe(404);
    const rows = await auditRowsOf(t.database.db, venue.id);
    expect(rows.filter((row) => row.targetId === invite.id)).toEqual([
      expect.objectContaining({ action: 'invite.resent', actorId: platformAdmin.userId, actorIsPlatformAdmin: true, targetType: 'invite' }),
    ]);
  });

  it('an admin who is also a member acts as a platform admin from the admin page (the audit log says so)', async () => {
    const db = t.database.db;
    const shop = await createVenue(db, { name: 'Admin’s Own Bar' });
    await createMembership(db, { organisationId: shop.id, userId: platformAdmin.userId, organisationRole: 'member' });
    const [first, second] = [await createInvite(db, { organisationId: shop.id }), await createInvite(db, { organisationId: shop.id })];
    parseAnswer(
      await call(platformAdmin, 'POST', `/api/admin/organisations/${shop.id}/invites/${first.id}/resend`),
      200,
      AdminInviteResent,
    );
    expect((await call(platformAdmin, 'DELETE', `/api/admin/organisations/${shop.id}/invites/${second.id}`)).statusCode).toBe(204);
    const rows = (await auditRowsOf(db, shop.id)).filter((row) => row.targetId === first.id || row.targetId === second.id);
    expect(rows.map(({ action, actorIsPlatformAdmin }) => ({ action, actorIsPlatformAdmin }))).toEqual([
      { action: 'invite.resent', actorIsPlatformAdmin: true },
      { action: 'invite.revoked', actorIsPlatformAdmin: true },
    ]);
  });

  it('withdraw stops the link, drops the invite from the page, is audited, and a withdrawn invite is not resent', async () => {
    const invite = await createInvite(t.database.db, { organisationId: venue.id, email: uniqueEmail('withdraw') });
    const withdrawn = await call(platformAdmin, 'DELETE', `/api/admin/organisations/${venue.id}/invites/${invite.id}`);
    expect(withdrawn.statusCode).toBe(204);
    expect((await detailOf(venue.id)).invites.map((item) => item.id)).not.toContain(invite.id);
    expect(parseAnswer(await t.api(`/api/invites/${invite.token}`), 200, InvitePreview).status).toBe('revoked');
    const rows = await auditRowsOf(t.database.db, venue.id);
    expect(rows.filter((row) => row.targetId === invite.id)).toEqual([
      expect.objectContaining({ action: 'invite.revoked', actorId: platformAdmin.userId, actorIsPlatformAdmin: true }),
    ]);
    // withdrawing twice is harmless; resending a withdrawn invite is refused
    expect((await call(platformAdmin, 'DELETE', `/api/admin/organisations/${venue.id}/invites/${invite.id}`)).statusCode).toBe(204);
    const resent = await call(platformAdmin, 'POST', `/api/admin/organisations/${venue.id}/invites/${invite.id}/resend`);
    expect(parseError(resent, 409).details).toEqual({ status: 'revoked' });
    expect(rows.length).toBe((await auditRowsOf(t.database.db, venue.id)).length);
  });
});
