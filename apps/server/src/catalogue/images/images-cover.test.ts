import { describe, expect, it } from 'vitest';
import { CatalogueProductList, ProductDetail, ProductImage, ProductImageList, ProductList, VenueMenu } from '@tapline/contracts';
import { createOnTapEntry, createVenue } from '@tapline/db/testing';
import { bearerOf } from '../../../test/support/auth-kit';
import { imagesTestKit } from '../../../test/support/images-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { picture } from '../../../test/support/pictures';

const { kit, nextSeed, uploaded, newProduct, rowsOf, storedFiles, fetchImage } = imagesTestKit();

describe('the cover and the public answers', () => {
  it('shows the demo picture until there are images, then the first image; a reorder changes the cover', async () => {
    const product = await newProduct({ name: 'Cover Test Ale', slug: 'cover-test-ale', imageUrl: '/demo/products/cover-test-ale.svg' });
    const detail = async () => parseAnswer(await kit.t.api(`/api/products/${product.slug}`), 200, ProductDetail);
    const card = async () =>
      parseAnswer(await kit.t.api('/api/products?q=Cover%20Test%20Ale'), 200, ProductList).items.find((item) => item.id === product.id)!;
    expect((await detail()).images).toEqual([]);
    expect((await detail()).imageUrl).toBe('/demo/products/cover-test-ale.svg');
    expect((await card()).imageUrl).toBe('/demo/products/cover-test-ale.svg');

    const first = await uploaded(product.id, undefined, { altText: 'First' });
    const second = await uploaded(product.id, undefined, { altText: 'Second' });
    expect(second.position).toBe(1);
    expect((await detail()).images).toEqual([first, second]);
    expect((await detail()).imageUrl).toBe(first.urls.detail);
    expect((await card()).imageUrl).toBe(first.urls.card);

    const reordered = await kit.t.api({
      method: 'PUT',
      url: `/api/products/${product.id}/images/order`,
      payload: { imageIds: [second.id, first.id] },
      headers: bearerOf(kit.owner),
    });
    expect(parseAnswer(reordered, 200, ProductImageList).items.map((image) => [image.id, image.position])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);
    expect((await detail()).imageUrl).toBe(second.urls.detail);
    expect((await card()).imageUrl).toBe(second.urls.card);
    expect((await detail()).images.map((image) => image.altText)).toEqual(['Second', 'First']);
    // a venue's On Tap list shows the cover's card too
    const venue = await createVenue(kit.t.database.db);
    await createOnTapEntry(kit.t.database.db, { venueId: venue.id, productId: product.id, tapNumber: 1 });
    const menu = parseAnswer(await kit.t.api(`/api/venues/${venue.slug}/menu`), 200, VenueMenu);
    expect(menu.items.map((item) => item.imageUrl)).toEqual([second.urls.card]);
    // and the supplier's Products table shows the cover's thumbnail
    const table = parseAnswer(
      await kit.t.api({ url: `/api/suppliers/${kit.supplierId}/catalogue?q=Cover%20Test%20Ale`, headers: bearerOf(kit.owner) }),
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
      kit.t.api({ method: 'PUT', url: `/api/products/${product.id}/images/order`, payload: { imageIds }, headers: bearerOf(kit.owner) });
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
      kit.t.api({
        method: 'PATCH',
        url: `/api/products/${product.id}/images/${image.id}`,
        payload: payload as never,
        headers: bearerOf(kit.member),
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
    const answer = await kit.t.api({
      method: 'DELETE',
      url: `/api/products/${product.id}/images/${first.id}`,
      headers: bearerOf(kit.owner),
    });
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
    const list = parseAnswer(
      await kit.t.api({ url: `/api/products/${product.id}/images`, headers: bearerOf(kit.member) }),
      200,
      ProductImageList,
    );
    expect(list.items.map((image) => image.id)).toEqual([second.id, third.id]);
    expect(
      parseError(
        await kit.t.api({ method: 'DELETE', url: `/api/products/${product.id}/images/${first.id}`, headers: bearerOf(kit.owner) }),
        404,
      ).code,
    ).toBe('not_found');
  });

  it('keeps the files while another product still shows the same picture', async () => {
    const bytes = await picture('png', 90, 60, nextSeed());
    const [one, two] = [await newProduct(), await newProduct()];
    const a = await uploaded(one.id, bytes);
    const b = await uploaded(two.id, bytes);
    expect(b.urls).toEqual(a.urls);
    expect(
      (await kit.t.api({ method: 'DELETE', url: `/api/products/${one.id}/images/${a.id}`, headers: bearerOf(kit.owner) })).statusCode,
    ).toBe(204);
    expect((await fetchImage(b.urls.card)).statusCode).toBe(200);
    expect(
      (await kit.t.api({ method: 'DELETE', url: `/api/products/${two.id}/images/${b.id}`, headers: bearerOf(kit.owner) })).statusCode,
    ).toBe(204);
    expect((await fetchImage(b.urls.card)).statusCode).toBe(404);
  });
});
