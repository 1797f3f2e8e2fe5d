import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvite, createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { projectKeys, signedInUser } from '../../../test/support/auth-kit';
import { picture } from '../../../test/support/pictures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Private answers are `no-store`; public ones keep what they say. The authorization matrix checks every private
// route for every persona; this file checks the other side: public routes, with and without a bearer.
let t: TestApp;
let bearer: { authorization: string };
let token: string;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const owner = await signedInUser(t);
  bearer = { authorization: `Bearer ${owner.session.access_token}` };
  await t.api({ url: `/api/users/${owner.userId}/venues`, headers: bearer });
  const venue = await createVenue(t.database.db, { slug: 'cache-venue' });
  await createSupplier(t.database.db, { slug: 'cache-supplier' });
  await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
  token = (await createInvite(t.database.db, { organisationId: venue.id })).token;
});
afterAll(async () => {
  await t.close();
});

const PUBLIC_CATALOGUE = [
  '/api/venues',
  '/api/venues/cache-venue',
  '/api/suppliers',
  '/api/suppliers/cache-supplier/products',
  '/api/products',
];

describe('Cache-Control', () => {
  it('marks anonymous answers of the public catalogue public for a short time (decision 0101)', async () => {
    for (const url of PUBLIC_CATALOGUE) {
      const response = await t.api(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    }
  });

  it('is no-store on a public route called with a bearer (members may see more)', async () => {
    for (const url of PUBLIC_CATALOGUE) {
      const response = await t.api({ url, headers: bearer });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on the invitation preview: its token is the secret', async () => {
    const response = await t.api(`/api/invites/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps what an answer says for itself: uploads are public and immutable, even asked with a bearer', async () => {
    const form = new FormData();
    form.append('logo', new Blob([await picture('png', 16, 16)], { type: 'image/png' }), 'logo.png');
    const upload = await t.api({ method: 'PUT', url: '/api/venues/cache-venue/logo', payload: form as never, headers: bearer });
    expect(upload.headers['cache-control']).toBe('no-store');
    const url = (upload.json() as { logoUrl: string }).logoUrl;
    for (const headers of [{}, bearer]) {
      expect((await t.app.inject({ url, headers })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('is no-store on /auth/v1 answers, as before', async () => {
    const response = await fetch(`${t.baseUrl}/auth/v1/user`, { headers: { apikey: (await projectKeys(t)).anon, ...bearer } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
