import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createInvite, createProduct, createSku } from '@tapline/db/testing';
import { TeamMemberList } from '@tapline/contracts';
import { parseAnswer } from '../support/parse-answer';
import { authorizationMatrixWorld } from '../support/authorization-matrix/matrix-world';

// An organisation's owner naming another tenant's objects under their own organisation, among the matrix's people
// (test/support/authorization-matrix/matrix-world.ts).

const world = authorizationMatrixWorld();
const { people, target, other } = world;

describe("another tenant's private objects", () => {
  it.each(['venue', 'supplier'] as const)('answer 404 when named under one’s own %s', async (type) => {
    const owner = people.owner[type];
    const send = (method: InjectOptions['method'], url: string, payload?: Record<string, unknown>) =>
      world.t.api({ method, url, payload, headers: { authorization: `Bearer ${owner.session.access_token}` } });
    const mine = `/api/${type}s/${target[type].slug}`;
    const theirInvite = await createInvite(world.t.database.db, { organisationId: other[type].id });
    const theirMember = people.otherTenant[type].userId;
    expect((await send('DELETE', `${mine}/invites/${theirInvite.id}`)).statusCode).toBe(404);
    expect((await send('POST', `${mine}/invites/${theirInvite.id}/resend`)).statusCode).toBe(404);
    expect(
      (await send('PUT', `${mine}/users/${theirMember}/role`, { organisationRole: type === 'venue' ? 'buyer' : 'member' })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `${mine}/users/${theirMember}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/${type}s/${other[type].slug}/settings`)).statusCode).toBe(404);
    expect((await send('GET', `/api/${type}s/${other[type].id}/overview`)).statusCode).toBe(404);
    // and nothing happened to them
    const theirTeam = await world.t.api({
      url: `/api/${type}s/${other[type].slug}/users`,
      headers: { authorization: `Bearer ${people.otherTenant[type].session.access_token}` },
    });
    expect(parseAnswer(theirTeam, 200, TeamMemberList).items).toHaveLength(1);
  });

  it("answer 404 when another supplier's product, SKU or price is named under one's own supplier", async () => {
    const owner = people.owner.supplier;
    const send = (method: InjectOptions['method'], url: string, payload?: Record<string, unknown>) =>
      world.t.api({ method, url, payload, headers: { authorization: `Bearer ${owner.session.access_token}` } });
    const mine = `/api/suppliers/${target.supplier.slug}`;
    const theirProduct = await createProduct(world.t.database.db, { supplierId: other.supplier.id, status: 'draft' });
    const theirSku = await createSku(world.t.database.db, { productId: theirProduct.id, supplierId: other.supplier.id });
    expect((await send('GET', `${mine}/products/${theirProduct.id}`)).statusCode).toBe(404);
    expect((await send('PATCH', `${mine}/products/${theirProduct.id}`, { version: 1, name: 'Mine now' })).statusCode).toBe(404);
    expect((await send('POST', `${mine}/products/${theirProduct.id}/archive`)).statusCode).toBe(404);
    expect((await send('POST', `${mine}/products/bulk-status`, { productIds: [theirProduct.id], status: 'archived' })).statusCode).toBe(
      404,
    );
    expect(
      (await send('PATCH', `/api/products/${theirProduct.id}/skus/${theirSku.id}`, { version: 1, unitPriceCents: 1 })).statusCode,
    ).toBe(404);
    expect((await send('DELETE', `${mine}/venues/${target.venue.slug}/prices/${theirSku.id}`)).statusCode).toBe(404);
    expect(
      (await send('PUT', `${mine}/venues/${target.venue.slug}/prices`, { prices: [{ skuId: theirSku.id, priceCents: 1 }] })).statusCode,
    ).toBe(400);
    // and nothing happened to them
    const theirs = await world.t.api({
      url: `/api/suppliers/${other.supplier.slug}/products/${theirProduct.id}`,
      headers: { authorization: `Bearer ${people.otherTenant.supplier.session.access_token}` },
    });
    expect(theirs.json()).toMatchObject({ name: theirProduct.name, status: 'draft', version: 1 });
  });

  it("refuses accepting someone else's invitation (403), and joins nobody", async () => {
    const invite = await createInvite(world.t.database.db, { organisationId: other.venue.id, email: people.otherTenant.supplier.email });
    const response = await world.t.api({
      method: 'POST',
      url: `/api/invites/${invite.token}/accept`,
      headers: { authorization: `Bearer ${people.owner.venue.session.access_token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(
      (
        await world.t.api({
          url: `/api/venues/${other.venue.slug}/users`,
          headers: { authorization: `Bearer ${people.owner.venue.session.access_token}` },
        })
      ).statusCode,
    ).toBe(404);
  });
});
