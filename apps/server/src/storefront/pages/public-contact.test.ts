import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationApproved, InviteAccepted, OrganisationSettings, SupplierDetail, VenueDetail } from '@tapline/contracts';
import { makePlatformAdmin } from '@tapline/db/testing';
import { apiCaller, signedInUser, uniqueEmail } from '../../../test/support/auth-kit';
import { latestOutboxMessage } from '../../../test/support/queries/auth-testing.queries';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertTestApplication } from '../../../test/support/queries/applications-admin-testing.queries';

// Decision 0136: an approved applicant's personal mobile and email are never published. Public
// contact details are the organisation's own, set in Settings field by field; every public surface shows only those.

type Person = Awaited<ReturnType<typeof signedInUser>>;
const TEMPLATE = '<!doctype html><html lang="en"><head><title>Tapline</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let distDir: string;
let admin: Person;

const call = apiCaller(() => t);

/** Approves a new application and signs its applicant in as the owner (through the mailed invite). */
async function approvedApplicant(type: 'venue' | 'supplier', tag: string) {
  const email = uniqueEmail(`${tag}-applicant`);
  const application = await insertTestApplication(t.database.db, {
    type,
    kind: type === 'venue' ? 'pub' : 'brewery',
    deliveryAreas: [],
    businessName: `Private ${tag} ${type}`,
    email,
    phone: '0412 555 019',
  });
  const approved = parseAnswer(
    await call(admin, 'POST', `/api/admin/applications/${application.id}/approve`, {}),
    200,
    ApplicationApproved,
  );
  const slug = approved.application.organisation!.slug;
  const token = (await latestOutboxMessage(t.database.db, email))!.body.match(/token=([A-Za-z0-9_-]+)/)![1];
  const owner = await signedInUser(t, { email });
  parseAnswer(await call(owner, 'POST', `/api/invites/${token}/accept`), 200, InviteAccepted);
  return { slug, email, owner };
}

/** Every public surface of one organisation, as text: its API answers, its server-written pages, the lists, search and sitemap. */
async function everythingPublic(type: 'venue' | 'supplier', slug: string, name: string) {
  const urls = [
    `/api/${type}s/${slug}`,
    `/api/${type}s?q=${encodeURIComponent(name)}`,
    `/api/${type}s/${slug}/products`,
    `/api/search/suggest?q=${encodeURIComponent(name)}`,
    ...(type === 'venue' ? [`/api/venues/${slug}/menu`] : []),
  ];
  const pages = [`/${type}s/${slug}/`, `/${type}s/${slug}/products`, `/${type}s/`, '/sitemap.xml'];
  const bodies = await Promise.all([...urls.map((url) => t.api(url)), ...pages.map((page) => t.app.inject(page))]);
  for (const [index, response] of bodies.entries()) expect(response.statusCode, [...urls, ...pages][index]).toBeLessThan(400);
  return bodies.map((response) => response.body).join('\n');
}

function digitsOf(text: string) {
  return text.replace(/\D/g, '');
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'tapline-contact-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ listen: true, webDistDir: distDir });
  admin = await signedInUser(t, { name: 'Ada Admin' });
  await call(admin, 'GET', `/api/users/${admin.userId}/venues`);
  await makePlatformAdmin(t.database.db, admin.userId);
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('an approved applicant’s contact details', () => {
  for (const type of ['venue', 'supplier'] as const) {
    it(`stay private on every public surface of the new ${type}, and stay its private contact for orders and invoices`, async () => {
      const { slug, email, owner } = await approvedApplicant(type, 'approved');
      const everything = await everythingPublic(type, slug, `Private approved ${type}`);
      expect(everything).toContain(`Private approved ${type}`);
      expect(everything.toLowerCase()).not.toContain(email.toLowerCase());
      expect(digitsOf(everything)).not.toContain('0412555019');

      const detail = parseAnswer(await t.api(`/api/${type}s/${slug}`), 200, type === 'venue' ? VenueDetail : SupplierDetail);
      expect(detail).toMatchObject({ publicEmail: null, publicPhone: null });
      expect(detail).not.toHaveProperty('contactEmail');
      expect(detail).not.toHaveProperty('contactPhone');

      // the organisation keeps them as its private contact (suppliers phone a venue about a delivery; Xero bills the email)
      const settings = parseAnswer(await call(owner, 'GET', `/api/${type}s/${slug}/settings`), 200, OrganisationSettings);
      expect(settings).toMatchObject({ contactEmail: email, contactPhone: '0412 555 019', publicEmail: null, publicPhone: null });
    });
  }
});

describe('public contact details', () => {
  it('are the ones the organisation sets in Settings, each field on its own; clearing one takes it off every page', async () => {
    const { slug, email, owner } = await approvedApplicant('venue', 'chosen');
    const settings = parseAnswer(
      await call(owner, 'PATCH', `/api/venues/${slug}`, { publicEmail: 'bookings@chosen.example', contactPhone: '0400 000 111' }),
      200,
      OrganisationSettings,
    );
    expect(settings).toMatchObject({
      publicEmail: 'bookings@chosen.example',
      publicPhone: null,
      contactEmail: email,
      contactPhone: '0400 000 111',
    });

    const detail = parseAnswer(await t.api(`/api/venues/${slug}`), 200, VenueDetail);
    expect(detail).toMatchObject({ publicEmail: 'bookings@chosen.example', publicPhone: null });
    const page = (await t.app.inject(`/venues/${slug}/`)).body;
    expect(page).toContain('bookings@chosen.example');
    // the structured data carries only what is public
    expect(page).toMatch(/"email":"bookings@chosen\.example"/);
    expect(page).not.toMatch(/"telephone"/);
    expect(digitsOf(page)).not.toContain('0400000111');

    parseAnswer(await call(owner, 'PATCH', `/api/venues/${slug}`, { publicPhone: '02 9000 7777' }), 200, OrganisationSettings);
    expect(parseAnswer(await t.api(`/api/venues/${slug}`), 200, VenueDetail)).toMatchObject({
      publicEmail: 'bookings@chosen.example',
      publicPhone: '02 9000 7777',
    });

    parseAnswer(await call(owner, 'PATCH', `/api/venues/${slug}`, { publicEmail: null }), 200, OrganisationSettings);
    const everything = await everythingPublic('venue', slug, 'Private chosen venue');
    expect(everything).not.toContain('bookings@chosen.example');
    expect(everything).toContain('02 9000 7777');
  });

  it('are checked like the private ones: a bad email or phone is a 400 naming the field, and nothing changes', async () => {
    const { slug, owner } = await approvedApplicant('supplier', 'checked');
    for (const [patch, field] of [
      [{ publicEmail: 'not-an-email' }, 'publicEmail'],
      [{ publicPhone: 'call me' }, 'publicPhone'],
    ] as const) {
      const error = parseError(await call(owner, 'PATCH', `/api/suppliers/${slug}`, patch), 400);
      expect(error.details).toEqual([expect.objectContaining({ field })]);
    }
    expect(parseAnswer(await t.api(`/api/suppliers/${slug}`), 200, SupplierDetail)).toMatchObject({ publicEmail: null, publicPhone: null });
  });
});
