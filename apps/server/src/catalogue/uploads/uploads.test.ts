import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS_KEY_HEADER } from '@tapline/contracts';
import { uploads } from '@tapline/db';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { signedInUser } from '../../../test/support/auth-kit';
import { ErrorBody, LOGO_MAX_BYTES, OrganisationSettings, SupplierDetail, VenueDetail } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { padPng, picture } from '../../../test/support/pictures';
import { rawRequest } from '../../../test/support/raw-http';
import { insertDatabaseLogo } from '../../../test/support/queries/uploads-testing.queries';
import { createTestApp, TEST_FUNCTIONS_KEY, type TestApp } from '../../../test/support/test-app';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let admin: Person;
let member: Person;
let stranger: Person;
let brewer: Person;
let localId: string;

// real pictures (resized by the server), made in beforeAll
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(500, 0)]);

function bearer(person: Person | null) {
  return person ? { authorization: `Bearer ${person.session.access_token}` } : {};
}

function upload(person: Person | null, url: string, bytes: Buffer, options: { filename?: string; field?: string; type?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'logo', new Blob([bytes], { type: options.type ?? 'image/png' }), options.filename ?? 'logo.png');
  return t.api({ method: 'PUT', url, payload: form as never, headers: bearer(person) });
}

async function logoUrl(slug = 'the-local') {
  return parseAnswer(await t.api({ url: `/api/venues/${slug}/settings`, headers: bearer(owner) }), 200, OrganisationSettings).logoUrl;
}

/** the stored logo files and the old database uploads: a refused file adds to neither */
async function uploadCount() {
  const files = await readdir(t.storageDir!).catch(() => []);
  return files.length + (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
}

beforeAll(async () => {
  [PNG, JPEG, WEBP] = [await picture('png', 600, 400, 1), await picture('jpeg', 400, 800, 2), await picture('webp', 200, 200, 3)];
  t = await createTestApp({ listen: true });
  [owner, admin, member, stranger, brewer] = [
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
  ];
  for (const person of [owner, admin, member, stranger, brewer])
    await t.api({ url: `/api/users/${person.userId}/venues`, headers: bearer(person) });
  const db = t.database.db;
  const local = await createVenue(db, { name: 'The Local', slug: 'the-local' });
  localId = local.id;
  const other = await createVenue(db, { name: 'Other Bar', slug: 'other-bar' });
  const brewery = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  await createMembership(db, { organisationId: local.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: local.id, userId: admin.userId, organisationRole: 'admin' });
  await createMembership(db, { organisationId: local.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: brewer.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('PUT /api/venues/{id}/logo', () => {
  it.each([
    ['PNG', () => PNG, [512, 341]],
    ['JPEG', () => JPEG, [256, 512]],
    ['WebP', () => WEBP, [200, 200]],
  ])(
    'stores a %s, recognised from its bytes, as a WebP of at most 512 pixels, served publicly without the app key',
    async (_name, bytes, size) => {
      // the declared type and name are wrong on purpose: only the bytes count
      const response = await upload(owner, '/api/venues/the-local/logo', bytes(), {
        filename: 'whatever.bin',
        type: 'application/octet-stream',
      });
      const url = parseAnswer(response, 200, OrganisationSettings).logoUrl!;
      expect(url).toMatch(/^\/api\/uploads\/[0-9a-f]{64}-logo\.webp$/);
      const image = await t.app.inject({ url }); // no x-functions-key, as an <img> tag
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers.etag).toBe(`"${createHash('sha256').update(image.rawPayload).digest('hex')}"`);
      const metadata = await sharp(image.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', ...size]);
      expect(parseAnswer(await t.api('/api/venues/the-local'), 200, VenueDetail).logoUrl).toBe(url);
      // the replaced logo is gone: one upload per organisation's logo
      expect(await uploadCount()).toBe(1);
    },
  );

  it('lets an admin replace the logo, and a supplier owner their own', async () => {
    expect((await upload(admin, '/api/venues/the-local/logo', PNG)).statusCode).toBe(200);
    const supplier = parseAnswer(await upload(brewer, '/api/suppliers/harbour-brewing/logo', JPEG), 200, OrganisationSettings);
    expect(parseAnswer(await t.api('/api/suppliers/harbour-brewing'), 200, SupplierDetail).logoUrl).toBe(supplier.logoUrl);
  });

  it('refuses a 3 MB file with 413 naming logo and the limit, changing nothing', async () => {
    const before = [await logoUrl(), await uploadCount()];
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024, 9)]);
    const response = await upload(owner, '/api/venues/the-local/logo', big);
    const error = parseError(response, 413);
    expect(error).toMatchObject({ code: 'payload_too_large', details: [{ field: 'logo', message: 'must be at most 2 MB' }] });
    expect(error.message).toContain('2 MB');
    expect([await logoUrl(), await uploadCount()]).toEqual(before);
  });

  it('refuses a .exe renamed .png with 415 naming logo and the accepted types, changing nothing', async () => {
    const before = [await logoUrl(), await uploadCount()];
    const response = await upload(owner, '/api/venues/the-local/logo', EXE, { filename: 'logo.png', type: 'image/png' });
    const error = parseError(response, 415);
    expect(error.code).toBe('unsupported_media_type');
    expect(error.details).toEqual([{ field: 'logo', message: expect.stringContaining('JPEG, PNG or WebP') }]);
    expect([await logoUrl(), await uploadCount()]).toEqual(before);
  });

  it('names logo when the file is missing, empty, in another field, or not multipart', async () => {
    expect(parseError(await upload(owner, '/api/venues/the-local/logo', PNG, { field: 'image' }), 400).details).toEqual([
      expect.objectContaining({ field: 'logo' }),
    ]);
    expect((await upload(owner, '/api/venues/the-local/logo', Buffer.alloc(0))).statusCode).toBe(400);
    const json = await t.api({ method: 'PUT', url: '/api/venues/the-local/logo', payload: { logo: 'x' }, headers: bearer(owner) });
    expect(parseError(json, 415).details).toEqual([expect.objectContaining({ field: 'logo' })]);
  });

  it('refuses a member (403), another tenant (404), a supplier member (404) and the signed-out (401)', async () => {
    const before = [await logoUrl(), await uploadCount()];
    expect((await upload(member, '/api/venues/the-local/logo', PNG)).statusCode).toBe(403);
    expect((await upload(stranger, '/api/venues/the-local/logo', PNG)).statusCode).toBe(404);
    expect((await upload(brewer, '/api/venues/the-local/logo', PNG)).statusCode).toBe(404);
    expect((await upload(null, '/api/venues/the-local/logo', PNG)).statusCode).toBe(401);
    expect((await t.api({ method: 'DELETE', url: '/api/venues/the-local/logo', headers: bearer(member) })).statusCode).toBe(403);
    expect([await logoUrl(), await uploadCount()]).toEqual(before);
  });
});

describe('PUT /api/venues/{id}/logo over real HTTP: every limit refuses, nothing is stored truncated', () => {
  const BOUNDARY = 'tapline-test-boundary';
  const part = (name: string, content: Buffer | string, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  const pngOf = (size: number) => Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(size - 8, 1)]);
  const logoPart = (bytes: Buffer) => part('logo', bytes, 'logo.png');

  function send(body: Buffer, options: { splitAt?: number; contentType?: string } = {}) {
    return rawRequest(t.baseUrl!, {
      method: 'PUT',
      path: '/api/venues/the-local/logo',
      headers: {
        'content-type': options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
        [FUNCTIONS_KEY_HEADER]: TEST_FUNCTIONS_KEY,
        authorization: `Bearer ${owner.session.access_token}`,
      },
      body,
      splitAt: options.splitAt,
    });
  }
  function errorOf(answer: { status: number; body: string }, status: number) {
    expect(answer.status, answer.body).toBe(status);
    return ErrorBody.parse(JSON.parse(answer.body)).error;
  }
  async function storedLogo() {
    const url = await logoUrl();
    return url ? (await t.app.inject({ url })).rawPayload : null;
  }

  it.each([
    ['2 MB + 1 byte', LOGO_MAX_BYTES + 1],
    ['3 MB', 3 * 1024 * 1024],
  ])('refuses %s with 413 naming the limit, also when the 2 MB mark falls between two network reads', async (_name, size) => {
    // a known logo first, so "unchanged" means something
    expect((await send(form(logoPart(PNG)))).status).toBe(200);
    const before = [await logoUrl(), await uploadCount(), await storedLogo()];
    const body = form(logoPart(pngOf(size)));
    const fileStart = body.indexOf(pngOf(16));
    for (const splitAt of [undefined, fileStart + LOGO_MAX_BYTES]) {
      const error = errorOf(await send(body, { splitAt }), 413);
      expect(error).toMatchObject({ code: 'payload_too_large', details: [{ field: 'logo', message: 'must be at most 2 MB' }] });
      expect(error.message).toContain('2 MB');
      expect([await logoUrl(), await uploadCount(), await storedLogo()]).toEqual(before);
    }
  });

  it('accepts a picture of exactly 2 MB, also when the 2 MB mark falls between two network reads', async () => {
    const exact = padPng(await picture('png', 64, 32, 9), LOGO_MAX_BYTES);
    const body = form(logoPart(exact));
    const answer = await send(body, { splitAt: body.indexOf(exact.subarray(0, 64)) + LOGO_MAX_BYTES });
    expect(answer.status, answer.body).toBe(200);
    const metadata = await sharp((await storedLogo())!).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 64, 32]);
  });

  it('refuses a second file, too many fields, a body cut short and a missing boundary (413 / 400), changing nothing', async () => {
    const before = [await logoUrl(), await uploadCount()];
    expect(errorOf(await send(form(logoPart(PNG), part('logo', PNG, 'second.png'))), 413)).toMatchObject({
      code: 'payload_too_large',
      details: [{ field: 'logo', message: 'must be the only file' }],
    });
    const fields = Array.from({ length: 6 }, (_, index) => part(`note${index}`, 'x'));
    expect(errorOf(await send(form(...fields, logoPart(PNG))), 413).message).toContain('at most 5 other fields');
    const whole = form(logoPart(PNG));
    for (const cut of [whole.subarray(0, 120), whole.subarray(0, whole.length - 10)]) {
      expect(errorOf(await send(cut), 400)).toMatchObject({
        code: 'bad_request',
        message: expect.stringContaining('multipart/form-data body is malformed'),
      });
    }
    expect(errorOf(await send(whole, { contentType: 'multipart/form-data' }), 400).code).toBe('bad_request');
    expect([await logoUrl(), await uploadCount()]).toEqual(before);
  });
});

describe('DELETE /api/venues/{id}/logo', () => {
  it('removes the logo and its upload', async () => {
    const url = await logoUrl();
    const response = await t.api({ method: 'DELETE', url: '/api/venues/the-local/logo', headers: bearer(owner) });
    expect(parseAnswer(response, 200, OrganisationSettings).logoUrl).toBeNull();
    expect((await t.app.inject({ url: url! })).statusCode).toBe(404);
  });
});

describe('a logo kept in the database before logos moved to the file storage', () => {
  const oldLogo = () => insertDatabaseLogo(t.database.db, localId, 'image/png', PNG);

  it('is still served at its old URL, as it was stored, with its hash as ETag', async () => {
    const url = await oldLogo();
    expect(await logoUrl()).toBe(url);
    const image = await t.app.inject({ url });
    expect([image.statusCode, image.headers['content-type'], image.headers['cache-control']]).toEqual([
      200,
      'image/png',
      'public, max-age=31536000, immutable',
    ]);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const etag = `"${createHash('sha256').update(PNG).digest('hex')}"`;
    expect(image.headers.etag).toBe(etag);
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });

  it('goes from the database when a new logo replaces it', async () => {
    const url = await oldLogo();
    const next = parseAnswer(await upload(owner, '/api/venues/the-local/logo', WEBP), 200, OrganisationSettings).logoUrl;
    expect(next).toMatch(/-logo\.webp$/);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const ids = (await t.database.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id);
    expect(ids).not.toContain(url.slice('/api/uploads/'.length));
  });
});

describe('GET /api/uploads/{id}', () => {
  it('answers 404 for an unknown upload and 400 for a bad id, and still needs the key to write', async () => {
    expect(parseError(await t.app.inject({ url: '/api/uploads/00000000-0000-4000-8000-000000000000' }), 404).code).toBe('not_found');
    expect((await t.app.inject({ url: '/api/uploads/nope' })).statusCode).toBe(400);
    const form = new FormData();
    form.append('logo', new Blob([PNG]), 'logo.png');
    const withoutKey = await t.app.inject({
      method: 'PUT',
      url: '/api/venues/the-local/logo',
      payload: form as never,
      headers: bearer(owner),
    });
    expect(withoutKey.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/uploads/x', headers: { [FUNCTIONS_KEY_HEADER]: 'wrong' } })).statusCode).toBe(400);
  });
});
