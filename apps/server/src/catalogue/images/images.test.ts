import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MAX_BYTES, ProductImage, ProductImageList } from '@tapline/contracts';
import { bearerOf } from '../../../test/support/auth-kit';
import { imagesTestKit, type Person } from '../../../test/support/images-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { padPng, picture, pngClaiming } from '../../../test/support/pictures';

const { kit, nextSeed, upload, uploaded, newProduct, rowsOf, storedFiles, fetchImage } = imagesTestKit();

describe('POST /api/products/{id}/images', () => {
  it.each([
    ['JPEG', 'jpeg'],
    ['PNG', 'png'],
    ['WebP', 'webp'],
  ] as const)('turns a %s into WebP thumbnail, card and detail sizes, aspect kept, served for a year', async (_name, format) => {
    const product = await newProduct();
    const bytes = await picture(format, 1600, 1000, nextSeed());
    const image = parseAnswer(await upload(kit.owner, product.id, bytes, { altText: '  A can of Harbour Haze  ' }), 201, ProductImage);
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
    const small = await uploaded(product.id, await picture('png', 300, 200, nextSeed()));
    const sizes = async (url: string) =>
      sharp((await fetchImage(url)).rawPayload)
        .metadata()
        .then((m) => [m.width, m.height]);
    expect(await sizes(small.urls.thumbnail)).toEqual([160, 107]);
    expect(await sizes(small.urls.card)).toEqual([300, 200]);
    expect(await sizes(small.urls.detail)).toEqual([300, 200]);
    // a phone's portrait photo: stored landscape, with "rotate 90°" in its EXIF
    const portrait = await uploaded(product.id, await picture('jpeg', 800, 400, nextSeed(), { orientation: 6 }));
    expect([portrait.width, portrait.height]).toEqual([400, 800]);
    expect(await sizes(portrait.urls.card)).toEqual([400, 800]);
    expect(await sizes(portrait.urls.thumbnail)).toEqual([160, 320]);
  });

  it('lets a member of the supplier upload; a platform admin who is not a member reads the pictures and adds none', async () => {
    const product = await newProduct();
    expect((await upload(kit.member, product.id, await picture('png', 40, 40, nextSeed()))).statusCode).toBe(201);
    expect(parseError(await upload(kit.platformAdmin, product.id, await picture('png', 40, 40, nextSeed())), 403).message).toMatch(
      /as a platform admin, read-only/,
    );
    expect(
      parseAnswer(
        await kit.t.api({ url: `/api/products/${product.id}/images`, headers: bearerOf(kit.platformAdmin) }),
        200,
        ProductImageList,
      ).items,
    ).toHaveLength(1);
  });

  it('refuses a 9 MB image with 413 naming the 8 MB limit, and stores nothing', async () => {
    const product = await newProduct();
    const [rowsBefore, filesBefore] = [(await rowsOf()).length, await storedFiles()];
    const real = await picture('png', 32, 32, nextSeed());
    const big = Buffer.concat([real, Buffer.alloc(9 * 1024 * 1024 - real.length, 7)]);
    const error = parseError(await upload(kit.owner, product.id, big), 413);
    expect(error).toMatchObject({ code: 'payload_too_large', details: [{ field: 'image', message: 'must be at most 8 MB' }] });
    expect(error.message).toContain('8 MB');
    expect([(await rowsOf()).length, await storedFiles()]).toEqual([rowsBefore, filesBefore]);
  });

  it('accepts a picture of exactly 8 MB (the limit is inclusive)', async () => {
    const product = await newProduct();
    const exact = padPng(await picture('png', 32, 32, nextSeed()), PRODUCT_IMAGE_MAX_BYTES);
    expect(exact.length).toBe(PRODUCT_IMAGE_MAX_BYTES);
    expect(parseAnswer(await upload(kit.owner, product.id, exact), 201, ProductImage)).toMatchObject({ width: 32, height: 32 });
  });

  it('refuses a .exe renamed .png with 415 naming image, and stores nothing', async () => {
    const product = await newProduct();
    const [rowsBefore, filesBefore] = [(await rowsOf()).length, await storedFiles()];
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run in DOS mode', 'latin1'),
      Buffer.alloc(4000, 0),
    ]);
    const error = parseError(await upload(kit.owner, product.id, exe, {}, { filename: 'beer.png' }), 415);
    expect(error).toMatchObject({
      code: 'unsupported_media_type',
      details: [{ field: 'image', message: expect.stringContaining('JPEG, PNG or WebP') }],
    });
    expect([(await rowsOf()).length, await storedFiles()]).toEqual([rowsBefore, filesBefore]);
  });

  it('refuses a damaged picture, a decompression bomb and an over-long alt text with 400 naming the field, storing nothing', async () => {
    const product = await newProduct();
    const [rowsBefore, filesBefore] = [(await rowsOf()).length, await storedFiles()];
    const real = await picture('png', 64, 64, nextSeed());
    const damaged = Buffer.concat([real.subarray(0, 40), Buffer.alloc(400, 3)]);
    expect(parseError(await upload(kit.owner, product.id, damaged), 400).details).toEqual([
      { field: 'image', message: expect.stringContaining('damaged or incomplete') },
    ]);
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1024);
    expect(parseError(await upload(kit.owner, product.id, bomb), 400).details).toEqual([
      { field: 'image', message: expect.stringContaining('50000 × 50000 pixels; at most 40 megapixels') },
    ]);
    expect(parseError(await upload(kit.owner, product.id, real, { altText: 'x'.repeat(251) }), 400).details).toEqual([
      { field: 'altText', message: 'must be at most 250 characters' },
    ]);
    expect(parseError(await upload(kit.owner, product.id, real, {}, { field: 'photo' }), 400).details).toEqual([
      expect.objectContaining({ field: 'image' }),
    ]);
    const json = await kit.t.api({
      method: 'POST',
      url: `/api/products/${product.id}/images`,
      payload: { image: 'x' },
      headers: bearerOf(kit.owner),
    });
    expect(parseError(json, 415).details).toEqual([expect.objectContaining({ field: 'image' })]);
    expect([(await rowsOf()).length, await storedFiles()]).toEqual([rowsBefore, filesBefore]);
  });

  it('refuses a seventh image with 409, storing nothing, also when uploads race', async () => {
    const product = await newProduct();
    for (let index = 0; index < 5; index += 1) await uploaded(product.id);
    // two at once for the last place: one gets it
    const racing = await Promise.all([1, 2].map(async () => upload(kit.owner, product.id, await picture('png', 50, 50, nextSeed()))));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const filesBefore = await storedFiles();
    const error = parseError(await upload(kit.owner, product.id, await picture('png', 50, 50, nextSeed())), 409);
    expect(error).toMatchObject({ code: 'conflict', message: expect.stringContaining('already has 6 images') });
    const rows = await rowsOf(product.id);
    expect(rows.map((row) => row.position).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await storedFiles()).toEqual(filesBefore);
    // the racing loser's files went with its refusal: every stored file belongs to a row
    const referenced = new Set((await rowsOf()).flatMap((row) => [row.thumbnailKey, row.cardKey, row.detailKey]));
    expect(filesBefore.filter((file) => !referenced.has(file))).toEqual([]);
  });
});

describe("another supplier's product", () => {
  it('is not found (404) for every image route, and the signed-out get 401; nothing changes', async () => {
    const product = await newProduct();
    const image = await uploaded(product.id, undefined, { altText: 'Mine' });
    const bytes = await picture('png', 30, 30, nextSeed());
    const calls = (person: Person | null) => [
      () => kit.t.api({ url: `/api/products/${product.id}/images`, headers: bearerOf(person) }),
      () => upload(person, product.id, bytes),
      () =>
        kit.t.api({
          method: 'PATCH',
          url: `/api/products/${product.id}/images/${image.id}`,
          payload: { altText: 'Theirs' },
          headers: bearerOf(person),
        }),
      () =>
        kit.t.api({
          method: 'PUT',
          url: `/api/products/${product.id}/images/order`,
          payload: { imageIds: [image.id] },
          headers: bearerOf(person),
        }),
      () => kit.t.api({ method: 'DELETE', url: `/api/products/${product.id}/images/${image.id}`, headers: bearerOf(person) }),
    ];
    for (const call of calls(kit.rival)) expect(parseError(await call(), 404).message).toBe('Product not found');
    for (const call of calls(null)) expect((await call()).statusCode).toBe(401);
    // an image named under a product it doesn't belong to is not found either
    const mine = await newProduct();
    expect(
      (await kit.t.api({ method: 'DELETE', url: `/api/products/${mine.id}/images/${image.id}`, headers: bearerOf(kit.owner) })).statusCode,
    ).toBe(404);
    expect(
      (
        await kit.t.api({
          method: 'PATCH',
          url: `/api/products/${mine.id}/images/${image.id}`,
          payload: { altText: 'x' },
          headers: bearerOf(kit.owner),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await kit.t.api({ url: '/api/products/00000000-0000-4000-8000-000000000000/images', headers: bearerOf(kit.owner) })).statusCode,
    ).toBe(404);
    expect(await rowsOf(product.id)).toEqual([expect.objectContaining({ id: image.id, altText: 'Mine', position: 0 })]);
  });
});
