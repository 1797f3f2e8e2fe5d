import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { ProductImage } from '@tapline/contracts';
import { productImages } from '@tapline/db';
import { createMembership, createProduct, createSku, createSupplier, makePlatformAdmin } from '@tapline/db/testing';
import { bearerOf, signedInUser } from './auth-kit';
import { parseAnswer } from './parse-answer';
import { picture } from './pictures';
import { createTestApp, type TestApp } from './test-app';

// The product image test files' common ground: an app on a database (and an upload folder) of its own per file,
// Harbour Brewing's owner and member, a rival supplier's owner, and a platform admin who is no member.

export type Person = Awaited<ReturnType<typeof signedInUser>>;
type Product = Awaited<ReturnType<typeof createProduct>>;

interface Kit {
  t: TestApp;
  owner: Person;
  member: Person;
  rival: Person;
  platformAdmin: Person;
  supplierId: string;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function imagesTestKit() {
  const kit = {} as Kit;
  let seed = 10;
  /** a seed no other picture of the file was drawn with */
  const nextSeed = () => (seed += 1);

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
    return kit.t.api({ method: 'POST', url: `/api/products/${productId}/images`, payload: form as never, headers: bearerOf(person) });
  }

  async function uploaded(productId: string, bytes?: Buffer, fields: Record<string, string> = {}): Promise<ProductImage> {
    return parseAnswer(await upload(kit.owner, productId, bytes ?? (await picture('png', 64, 48, nextSeed())), fields), 201, ProductImage);
  }

  async function newProduct(overrides: Partial<Parameters<typeof createProduct>[1]> = {}): Promise<Product> {
    const product = await createProduct(kit.t.database.db, { supplierId: kit.supplierId, ...overrides });
    await createSku(kit.t.database.db, {
      productId: product.id,
      supplierId: kit.supplierId,
      code: `SKU-${product.slug}`,
      name: '50 L keg',
      unitPriceCents: 30000,
    });
    return product;
  }

  async function rowsOf(productId?: string) {
    const rows = await kit.t.database.db.select().from(productImages);
    return rows.filter((row) => !productId || row.productId === productId);
  }

  async function storedFiles(): Promise<string[]> {
    return (await readdir(kit.t.storageDir!).catch(() => [])).sort();
  }

  async function fetchImage(url: string, headers: Record<string, string> = {}) {
    return kit.t.app.inject({ url, headers }); // no app key: as an <img> tag
  }

  beforeAll(async () => {
    const t = await createTestApp({ listen: true });
    kit.t = t;
    const db = t.database.db;
    const [owner, member, rival, platformAdmin] = [
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
      await signedInUser(t),
    ];
    for (const person of [owner, member, rival, platformAdmin])
      await t.api({ url: `/api/users/${person.userId}/venues`, headers: bearerOf(person) });
    const harbour = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
    const other = await createSupplier(db, { name: 'Rival Brewing', slug: 'rival-brewing' });
    await createMembership(db, { organisationId: harbour.id, userId: owner.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: harbour.id, userId: member.userId, organisationRole: 'member' });
    await createMembership(db, { organisationId: other.id, userId: rival.userId, organisationRole: 'owner' });
    await makePlatformAdmin(db, platformAdmin.userId);
    Object.assign(kit, { owner, member, rival, platformAdmin, supplierId: harbour.id });
  });
  afterAll(async () => {
    await kit.t.close();
  });

  return { kit, nextSeed, upload, uploaded, newProduct, rowsOf, storedFiles, fetchImage };
}
