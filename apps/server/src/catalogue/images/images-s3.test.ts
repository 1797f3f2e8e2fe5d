import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganisationSettings, ProductImage } from '@tapline/contracts';
import { createMembership, createProduct, createSupplier } from '@tapline/db/testing';
import { signedInUser } from '../../../test/support/auth-kit';
import { S3Storage } from '../../platform/storage/s3-storage';
import { startLocalS3, type LocalS3 } from '../../../test/support/local-s3';
import { parseAnswer } from '../../../test/support/parse-answer';
import { picture } from '../../../test/support/pictures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The same API with S3_BUCKET: files go to an S3 server (s3rver) and are streamed back through /api/uploads.
let s3: LocalS3;
let storage: S3Storage;
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let productId: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = new S3Storage(s3.settings);
  t = await createTestApp({ listen: true, storage });
  owner = await signedInUser(t);
  await t.api({ url: '/api/me', headers: { authorization: `Bearer ${owner.session.access_token}` } });
  const supplier = await createSupplier(t.database.db, { slug: 'bucket-brewing' });
  await createMembership(t.database.db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
  productId = (await createProduct(t.database.db, { supplierId: supplier.id })).id;
});
afterAll(async () => {
  await t?.close();
  storage?.close();
  await s3?.close();
});

function form(field: string, bytes: Buffer) {
  const body = new FormData();
  body.append(field, new Blob([bytes]), 'photo.jpg');
  return body;
}

describe('images on S3', () => {
  it('stores the sizes in the bucket, serves them through the server, and deletes them with the image', async () => {
    const headers = { authorization: `Bearer ${owner.session.access_token}` };
    const answer = await t.api({
      method: 'POST',
      url: `/api/products/${productId}/images`,
      payload: form('image', await picture('jpeg', 1000, 500, 4)) as never,
      headers,
    });
    const image = parseAnswer(answer, 201, ProductImage);
    const keys = Object.values(image.urls).map((url) => url.slice('/api/uploads/'.length));
    for (const key of keys) expect(await storage.exists(key), key).toBe(true);
    const served = await t.app.inject({ url: image.urls.card });
    expect([served.statusCode, served.headers['content-type'], served.headers['cache-control']]).toEqual([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
    expect(served.rawPayload.equals((await storage.get(keys[1]!))!)).toBe(true);

    expect((await t.api({ method: 'DELETE', url: `/api/products/${productId}/images/${image.id}`, headers })).statusCode).toBe(204);
    for (const key of keys) expect(await storage.exists(key), key).toBe(false);
    expect((await t.app.inject({ url: image.urls.card })).statusCode).toBe(404);
  });

  it('keeps a logo in the bucket too, and removes the replaced one', async () => {
    const headers = { authorization: `Bearer ${owner.session.access_token}` };
    const first = parseAnswer(
      await t.api({
        method: 'PUT',
        url: '/api/suppliers/bucket-brewing/logo',
        payload: form('logo', await picture('png', 300, 300, 5)) as never,
        headers,
      }),
      200,
      OrganisationSettings,
    );
    const firstKey = first.logoUrl!.slice('/api/uploads/'.length);
    expect(await storage.exists(firstKey)).toBe(true);
    const second = parseAnswer(
      await t.api({
        method: 'PUT',
        url: '/api/suppliers/bucket-brewing/logo',
        payload: form('logo', await picture('png', 300, 300, 6)) as never,
        headers,
      }),
      200,
      OrganisationSettings,
    );
    expect(await storage.exists(second.logoUrl!.slice('/api/uploads/'.length))).toBe(true);
    expect(await storage.exists(firstKey)).toBe(false);
  });
});
