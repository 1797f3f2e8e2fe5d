import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogueProductList,
  ProductDetail,
  ProductImage,
  ProductImageList,
  ProductList,
  PRODUCT_IMAGE_MAX_BYTES,
  VenueMenu,
} from '@tapline/contracts';
import { productImages } from '@tapline/db';
import {
  createMembership,
  createOnTapEntry,
  createProduct,
  createSku,
  createSupplier,
  createVenue,
  makePlatformAdmin,
} from '@tapline/db/testing';
import { bearerOf, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { padPng, picture, pngClaiming } from '../../../test/support/pictures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Product = Awaited<ReturnType<typeof createProduct>>;
let t: TestApp;
let owner: Person;
let member: Person;
let rival: Person;
let platformAdmin: Person;
let supplierId: string;
let seed = 10;

function upload(
  person: Person | null,
  productId: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  options: { filename?: string; field?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(options.field ?? 'image', new Blob([bytes], { type: 'image/png' }), options.filename ?? 'photo.png');
  return t.api({ method: 'POST', url: `/api/products/${productId}/images`, payload: form as never, headers: bearerOf(person) });
}

async function uploaded(productId: string, bytes?: Buffer, fields: Record<string, string> = {}): Promise<ProductImage> {
  return parseAnswer(await upload(owner, productId, bytes ?? (await picture('png', 64, 48, (seed += 1))), fields), 201, ProductImage);
}

async function newProduct(overrides: Partial<Parameters<typeof createProduct>[1]> = {}): Promise<Product> {
  const product = await createProduct(t.database.db, { supplierId, ...overrides });
  await createSku(t.database.db, {
    productId: product.id,
    supplierId,
    code: `SKU-${product.slug}`,
    name: '50 L keg',
    unitPriceCents: 30000,
  });
  return product;
}

async function rowsOf(productId?: string) {
  const rows = await t.database.db.select().from(productImages);
  return rows.filter((row) => !productId || row.productId === productId);
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(t.storageDir!).catch(() => [])).sort();
}

async function fetchImage(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers }); // no app key: as an <img> tag
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  [owner, member, rival, platformAdmin] = [await signedInUser(t), await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, member, rival, platformAdmin])
    await t.api({ url: `/api/users/${person.userId}/venues`, headers: bearerOf(person) });
  const harbour = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  const other = await createSupplier(db, { name: 'Rival Brewing', slug: 'rival-brewing' });
  supplierId = harbour.id;
  await createMembership(db, { organisationId: harbour.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: harbour.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: rival.userId, organisationRole: 'owner' });
  await makePlatformAdmin(db, platformAdmin.userId);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/products/{id}/images', () => {
  it.each([
    ['JPEG', 'jpeg'],
    ['PNG', 'png'],
    ['WebP', 'webp'],
  ] as const)('turns a %s into WebP thumbnail, card and detail sizes, aspect kept, served for a year', async (_name, format) => {
    const product = await newProduct();
    const bytes = await picture(format, 1600, 1000, (seed += 1));
    const image = parseAnswer(await upload(owner, product.id, bytes, { altText: '  A can of Harbour Haze  ' }), 201, ProductImage);
    expect(image).toMatchObject({ position: 0, altText: 'A can of Harbour Haze', width: 1600, height: 1000 });
    const expected = { thumbnail: [160, 100], card: [480, 300], detail: [1200, 750] } as const;
    for (const size of ['thumbnail', 'card', 'detail'] as const) {
      const url = image.urls[size];
      expect(url).toMatch(new RegExp(`^/api/uploads/[0-9a-f]{64}-${size}\\.webp$`));
      const served = await fetchImage(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      const metadata = await sharp(served.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', ...expected[size]]);
      // content-addressed: the name is the hash of the bytes served, and the ETag says it
      const hash = url.slice('/api/uploads/'.length, '/api/uploads/'.length + 64);
      expect(served.headers.etag).toBe(`"${hash}"`);
      expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(hash);
      const again = await fetchImage(url, { 'if-none-match': `"${hash}"` });
      expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    }
    const files = await storedFiles();
    expect(files).toEqual(expect.arrayContaining(Object.values(image.urls).map((url) => url.slice('/api/uploads/'.length))));
  });

  it('never upscales a small picture, and turns one by its EXIF orientation', async () => {
    const product = await newProduct();
    const small = await uploaded(product.id, await picture('png', 300, 200, (seed += 1)));
    const sizes = async (url: string) =>
      sharp((await fetchImage(url)).rawPayload)
        .metadata()
        .then((m) => [m.width, m.height]);
    expect(await sizes(small.urls.thumbnail)).toEqual([160, 107]);
    expect(await sizes(small.urls.card)).toEqual([300, 200]);
    expect(await sizes(small.urls.detail)).toEqual([300, 200]);
    // a phone's portrait photo: stored landscape, with "rotate 90°" in its EXIF
    const portrait = await uploaded(product.id, await picture('jpeg', 800, 400, (seed += 1), { orientation: 6 }));
    expect([portrait.width, portrait.height]).toEqual([400, 800]);
    expect(await sizes(portrait.urls.card)).toEqual([400, 800]);
    expect(await sizes(portrait.urls.thumbnail)).toEqual([160, 320]);
  });

  it('lets a member of the supplier upload; a platform admin who is not a member reads the pictures and adds none', async () => {
    const product = await newProduct();
    expect((await upload(member, product.id, await picture('png', 40, 40, (seed += 1)))).statusCode).toBe(201);
    expect(parseError(await upload(platformAdmin, product.id, await picture('png', 40, 40, (seed += 1))), 403).message).toMatch(
      /as a platform admin, read-only/,
    );
    expect(
      parseAnswer(await t.api({ url: `/api/products/${product.id}/images`, headers: bearerOf(platformAdmin) }), 200, ProductImageList)
        .items,
    ).toHaveLength(1);
  });

  it('refuses a 9 MB image with 413 naming the 8 MB limit, and stores nothing', async () => {
    const product = await newProduct();
    const [rowsBefore, filesBefore] = [(await rowsOf()).length, await storedFiles()];
    const real = await picture('png', 32, 32, (seed += 1));
    const big = Buffer.concat([real, Buffer.alloc(9 * 1024 * 1024 - real.length, 7)]);
    const error = parseError(await upload(owner, product.id, big), 413);
    expect(error).toMatchObject({ code: 'payload_too_large', details: [{ field: 'image', message: 'must be at most 8 MB' }] });
    expect(error.message).toContain('8 MB');
    expect([(await rowsOf()).length, await storedFiles()]).toEqual([rowsBefore, filesBefore]);
  });

  it('accepts a picture of exactly 8 MB (the limit is inclusive)', async () => {
    const product = await newProduct();
    const exact = padPng(await picture('png', 32, 32, (seed += 1)), PRODUCT_IMAGE_MAX_BYTES);
    expect(exact.length).toBe(PRODUCT_IMAGE_MAX_BYTES);
    expect(parseAnswer(await upload(owner, product.id, exact), 201, ProductImage)).toMatchObject({ width: 32, height: 32 });
  });

  it('refuses a .exe renamed .png with 415 naming image, and stores nothing', async () => {
    const product = await newProduct();
    const [rowsBefore, filesBefore] = [(await rowsOf()).length, await storedFiles()];
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode', 'latin1'),
      Buffer.alloc(4000, 0),
    ]);
    const error = parseError(await upload(owner, product.id, exe, {}, { filename: 'beer.png' }), 415);
    expect(error).toMatchObject({
      code: 'unsupported_media_type',
      details: [{ field: 'image', message: expect.stringContaining('JPEG, PNG or WebP') }],
    });
    expect([(await rowsOf()).length, await storedFiles()]).toEqual([rowsBefore, filesBefore]);
  });

  it('refuses a damaged picture, a decompression bomb and an over-long alt text with 400 naming the field, storing nothing', async () => {
    const product = await newProduct();
    const [rowsBefore, filesBefore] = [(await rowsOf()).length, await storedFiles()];
    const real = await picture('png', 64, 64, (seed += 1));
    const damaged = Buffer.concat([real.subarray(0, 40), Buffer.alloc(400, 3)]);
    expect(parseError(await upload(owner, product.id, damaged), 400).details).toEqual([
      { field: 'image', message: expect.stringContaining('damaged or incomplete') },
    ]);
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    expect(parseError(await upload(owner, product.id, bomb), 400).details).toEqual([
      { field: 'image', message: expect.stringContaining('50000 × 50000 pixels; at most 40 megapixels') },
    ]);
    expect(parseError(await upload(owner, product.id, real, { altText: 'x'.repeat(251) }), 400).details).toEqual([
      { field: 'altText', message: 'must be at most 250 characters' },
    ]);
    expect(parseError(await upload(owner, product.id, real, {}, { field: 'photo' }), 400).details).toEqual([
      expect.objectContaining({ field: 'image' }),
    ]);
    const json = await t.api({
      method: 'POST',
      url: `/api/products/${product.id}/images`,
      payload: { image: 'x' },
      headers: bearerOf(owner),
    });
    expect(parseError(json, 415).details).toEqual([expect.objectContaining({ field: 'image' })]);
    expect([(await rowsOf()).length, await storedFiles()]).toEqual([rowsBefore, filesBefore]);
  });

  it('refuses a seventh image with 409, storing nothing, also when uploads race', async () => {
    const product = await newProduct();
    for (let index = 0; index < 5; index += 1) await uploaded(product.id);
    // two at once for the last place: one gets it
    const racing = await Promise.all([1, 2].map(async () => upload(owner, product.id, await picture('png', 50, 50, (seed += 1)))));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const filesBefore = await storedFiles();
    const error = parseError(await upload(owner, product.id, await picture('png', 50, 50, (seed += 1))), 409);
    expect(error).toMatchObject({ code: 'conflict', message: expect.stringContaining('already has 6 images') });
    const rows = await rowsOf(product.id);
    expect(rows.map((row) => row.position).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await storedFiles()).toEqual(filesBefore);
    // the racing loser's files went with its refusal: every stored file belongs to a row
    const referenced = new Set((await rowsOf()).flatMap((row) => [row.thumbnailKey, row.cardKey, row.detailKey]));
    expect(filesBefore.filter((file) => !referenced.has(file))).toEqual([]);
  });
});

describe('the cover and the public answers', () => {
  it('shows the demo picture until there are images, then the first image; a reorder changes the cover', async () => {
    const product = await newProduct({ name: 'Cover Test Ale', slug: 'cover-test-ale', imageUrl: '/demo/products/cover-test-ale.svg' });
    const detail = async () => parseAnswer(await t.api(`/api/products/${product.slug}`), 200, ProductDetail);
    const card = async () =>
      parseAnswer(await t.api('/api/products?q=Cover%20Test%20Ale'), 200, ProductList).items.find((item) => item.id === product.id)!;
    expect((await detail()).images).toEqual([]);
    expect((await detail()).imageUrl).toBe('/demo/products/cover-test-ale.svg');
    expect((await card()).imageUrl).toBe('/demo/products/cover-test-ale.svg');

    const first = await uploaded(product.id, undefined, { altText: 'First' });
    const second = await uploaded(product.id, undefined, { altText: 'Second' });
    expect(second.position).toBe(1);
    expect((await detail()).images).toEqual([first, second]);
    expect((await detail()).imageUrl).toBe(first.urls.detail);
    expect((await card()).imageUrl).toBe(first.urls.card);

    const reordered = await t.api({
      method: 'PUT',
      url: `/api/products/${product.id}/images/order`,
      payload: { imageIds: [second.id, first.id] },
      headers: bearerOf(owner),
    });
    expect(parseAnswer(reordered, 200, ProductImageList).items.map((image) => [image.id, image.position])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);
    expect((await detail()).imageUrl).toBe(second.urls.detail);
    expect((await card()).imageUrl).toBe(second.urls.card);
    expect((await detail()).images.map((image) => image.altText)).toEqual(['Second', 'First']);
    // a venue's On Tap list shows the cover's card too
    const venue = await createVenue(t.database.db);
    await createOnTapEntry(t.database.db, { venueId: venue.id, productId: product.id, tapNumber: 1 });
    const menu = parseAnswer(await t.api(`/api/venues/${venue.slug}/menu`), 200, VenueMenu);
    expect(menu.items.map((item) => item.imageUrl)).toEqual([second.urls.card]);
    // and the supplier's Products table shows the cover's thumbnail
    const table = parseAnswer(
      await t.api({ url: `/api/suppliers/${supplierId}/catalogue?q=Cover%20Test%20Ale`, headers: bearerOf(owner) }),
      200,
      CatalogueProductList,
    );
    expect(table.items.map((row) => row.imageUrl)).toEqual([second.urls.thumbnail]);
  });

  it('refuses an incomplete, repeated or foreign order with 400 naming imageIds, changing nothing', async () => {
    const product = await newProduct();
    const [a, b, c] = [await uploaded(product.id), await uploaded(product.id), await uploaded(product.id)];
    const elsewhere = await uploaded((await newProduct()).id);
    const order = (imageIds: string[]) =>
      t.api({ method: 'PUT', url: `/api/products/${product.id}/images/order`, payload: { imageIds }, headers: bearerOf(owner) });
    for (const imageIds of [
      [a.id, b.id],
      [a.id, b.id, b.id],
      [a.id, b.id, elsewhere.id],
      [a.id, b.id, c.id, elsewhere.id],
    ]) {
      expect(parseError(await order(imageIds), 400).details, JSON.stringify(imageIds)).toEqual([
        expect.objectContaining({ field: 'imageIds' }),
      ]);
    }
    expect(parseError(await order([]), 400).details).toEqual([expect.objectContaining({ field: 'imageIds' })]);
    expect((await rowsOf(product.id)).sort((x, y) => x.position - y.position).map((row) => row.id)).toEqual([a.id, b.id, c.id]);
    expect(parseAnswer(await order([c.id, a.id, b.id]), 200, ProductImageList).items.map((image) => image.id)).toEqual([c.id, a.id, b.id]);
  });

  it('changes the alt text, trimmed and bounded', async () => {
    const product = await newProduct();
    const image = await uploaded(product.id);
    const patch = (payload: unknown) =>
      t.api({
        method: 'PATCH',
        url: `/api/products/${product.id}/images/${image.id}`,
        payload: payload as never,
        headers: bearerOf(member),
      });
    expect(parseAnswer(await patch({ altText: ' Tulip glass of stout ' }), 200, ProductImage)).toEqual({
      ...image,
      altText: 'Tulip glass of stout',
    });
    expect(parseError(await patch({ altText: 'x'.repeat(251) }), 400).details).toEqual([expect.objectContaining({ field: 'altText' })]);
    expect(parseError(await patch({ altText: 'ok', position: 3 }), 400).code).toBe('validation_failed');
    expect((await rowsOf(product.id))[0]?.altText).toBe('Tulip glass of stout');
  });
});

describe('DELETE /api/products/{id}/images/{imageId}', () => {
  it('removes the row and its files, closes the gap, and the next image becomes the cover', async () => {
    const product = await newProduct();
    const [first, second, third] = [await uploaded(product.id), await uploaded(product.id), await uploaded(product.id)];
    const answer = await t.api({ method: 'DELETE', url: `/api/products/${product.id}/images/${first.id}`, headers: bearerOf(owner) });
    expect(answer.statusCode).toBe(204);
    const rows = (await rowsOf(product.id)).sort((x, y) => x.position - y.position);
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      [second.id, 0],
      [third.id, 1],
    ]);
    for (const url of Object.values(first.urls)) {
      expect((await fetchImage(url)).statusCode).toBe(404);
      expect(await storedFiles()).not.toContain(url.slice('/api/uploads/'.length));
    }
    const list = parseAnswer(await t.api({ url: `/api/products/${product.id}/images`, headers: bearerOf(member) }), 200, ProductImageList);
    expect(list.items.map((image) => image.id)).toEqual([second.id, third.id]);
    expect(
      parseError(await t.api({ method: 'DELETE', url: `/api/products/${product.id}/images/${first.id}`, headers: bearerOf(owner) }), 404)
        .code,
    ).toBe('not_found');
  });

  it('keeps the files while another product still shows the same picture', async () => {
    const bytes = await picture('png', 90, 60, (seed += 1));
    const [one, two] = [await newProduct(), await newProduct()];
    const a = await uploaded(one.id, bytes);
    const b = await uploaded(two.id, bytes);
    expect(b.urls).toEqual(a.urls);
    expect((await t.api({ method: 'DELETE', url: `/api/products/${one.id}/images/${a.id}`, headers: bearerOf(owner) })).statusCode).toBe(
      204,
    );
    expect((await fetchImage(b.urls.card)).statusCode).toBe(200);
    expect((await t.api({ method: 'DELETE', url: `/api/products/${two.id}/images/${b.id}`, headers: bearerOf(owner) })).statusCode).toBe(
      204,
    );
    expect((await fetchImage(b.urls.card)).statusCode).toBe(404);
  });
});

describe("another supplier's product", () => {
  it('is not found (404) for every image route, and the signed-out get 401; nothing changes', async () => {
    const product = await newProduct();
    const image = await uploaded(product.id, undefined, { altText: 'Mine' });
    const bytes = await picture('png', 30, 30, (seed += 1));
    const calls = (person: Person | null) => [
      () => t.api({ url: `/api/products/${product.id}/images`, headers: bearerOf(person) }),
      () => upload(person, product.id, bytes),
      () =>
        t.api({
          method: 'PATCH',
          url: `/api/products/${product.id}/images/${image.id}`,
          payload: { altText: 'Theirs' },
          headers: bearerOf(person),
        }),
      () =>
        t.api({
          method: 'PUT',
          url: `/api/products/${product.id}/images/order`,
          payload: { imageIds: [image.id] },
          headers: bearerOf(person),
        }),
      () => t.api({ method: 'DELETE', url: `/api/products/${product.id}/images/${image.id}`, headers: bearerOf(person) }),
    ];
    for (const call of calls(rival)) expect(parseError(await call(), 404).message).toBe('Product not found');
    for (const call of calls(null)) expect((await call()).statusCode).toBe(401);
    // an image named under a product it doesn't belong to is not found either
    const mine = await newProduct();
    expect(
      (await t.api({ method: 'DELETE', url: `/api/products/${mine.id}/images/${image.id}`, headers: bearerOf(owner) })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.api({
          method: 'PATCH',
          url: `/api/products/${mine.id}/images/${image.id}`,
          payload: { altText: 'x' },
          headers: bearerOf(owner),
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.api({ url: '/api/products/00000000-0000-4000-8000-000000000000/images', headers: bearerOf(owner) })).statusCode).toBe(
      404,
    );
    expect(await rowsOf(product.id)).toEqual([expect.objectContaining({ id: image.id, altText: 'Mine', position: 0 })]);
  });
});
