import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ProductImage, ProductImageList, ProductList } from '@tapline/contracts';
import { DEMO_PEOPLE, DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG } from '@tapline/db';
import { engines, FUNCTIONS_KEY, Server, type Engine } from '../../../test/support/crash-server';
import { startLocalS3 } from '../../../test/support/local-s3';
import { picture } from '../../../test/support/pictures';
import { freePort } from '../../../test/support/test-app';

/**
 * The commands themselves against real servers: `npm run backup` while a server runs on the database, `npm run restore`
 * into a new one, and a server started on the restored data answers as the first did (decision 0155).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const running: Server[] = [];
const cleanUps: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const server of running) await server.kill('SIGTERM');
  for (const cleanUp of cleanUps) await cleanUp();
});

function runCommand(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/backup-cli.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, FUNCTIONS_KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** the file store of one side: a bucket of its own on S3, or DATA_DIR/uploads */
async function filesOf(onS3: boolean): Promise<Record<string, string>> {
  if (!onS3) return {};
  const s3 = await startLocalS3();
  cleanUps.push(() => s3.close());
  return {
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint!,
    S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

async function answerOf(server: Server, pathname: string, token: string) {
  const response = await server.api(pathname, token);
  expect(response.status, `${pathname}: ${await response.clone().text()}`).toBe(200);
  return response.json() as Promise<unknown>;
}

async function bytesOf(server: Server, url: string): Promise<Buffer> {
  const response = await fetch(`${server.baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

// the embedded database with its images on disk; PostgreSQL (TEST_DATABASE_URL) with them in S3, as deployed
const cases = engines.map(({ engine, make }) => ({ engine, make, onS3: engine === 'PostgreSQL' }));

describe.each(cases)('a backup of $engine', ({ make, onS3 }) => {
  it(
    'taken while a server runs, restored into a new database, serves the same products, orders and images',
    { timeout: 900_000 },
    async () => {
      const sides: { engine: Engine; files: Record<string, string> }[] = [];
      for (let side = 0; side < 2; side += 1) {
        const engine = await make();
        cleanUps.push(() => engine.cleanUp());
        sides.push({ engine, files: await filesOf(onS3) });
      }
      const [from, to] = sides as [(typeof sides)[number], (typeof sides)[number]];
      const first = await Server.start(from.engine, await freePort(), '', from.files);
      running.push(first);

      // a picture on one of the supplier's products
      const supplier = await first.signIn(DEMO_PEOPLE.supplierOwner.email);
      const products = ProductList.parse(await answerOf(first, `/api/suppliers/${DEMO_SUPPLIER_SLUG}/products`, supplier));
      const productId = products.items[0]!.id;
      const form = new FormData();
      form.append('image', new Blob([await picture('png', 96, 64, 7)], { type: 'image/png' }), 'keg.png');
      const uploaded = await fetch(`${first.baseUrl}/api/products/${productId}/images`, {
        method: 'POST',
        headers: { 'x-functions-key': FUNCTIONS_KEY, authorization: `Bearer ${supplier}` },
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const image = ProductImage.parse(await uploaded.json());

      const backupDir = await mkdtemp(path.join(os.tmpdir(), 'tapline-backups-'));
      cleanUps.push(() => rm(backupDir, { recursive: true, force: true }));
      const backup = await runCommand({ ...from.engine.env, ...from.files }, ['backup', '--out', path.join(backupDir, 'nightly')]);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('Images: 3 from');
      if (!onS3) expect(backup.output).toContain('Database: the embedded database, copied by the running server');

      const restore = await runCommand({ ...to.engine.env, ...to.files }, ['restore', path.join(backupDir, 'nightly')]);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('Images: 3 written to');
      expect(restore.output).toMatch(/Migrations: current/);

      const second = await Server.start(to.engine, await freePort(), '', to.files);
      running.push(second);
      // the people, their passwords and the signing keys came back: the same accounts sign in
      const [venueOnFirst, venueOnSecond] = [
        await first.signIn(DEMO_PEOPLE.venueOwner.email),
        await second.signIn(DEMO_PEOPLE.venueOwner.email),
      ];
      const same = async (pathname: string, tokens: [string, string] = [venueOnFirst, venueOnSecond]) => {
        const [before, after] = [await answerOf(first, pathname, tokens[0]), await answerOf(second, pathname, tokens[1])];
        expect(after, pathname).toEqual(before);
        return after;
      };
      await same('/api/products');
      await same(`/api/products/${productId}`);
      const orders = (await same(`/api/venues/${DEMO_VENUE_SLUG}/orders`)) as { items: { id: string }[] };
      expect(orders.items.length).toBeGreaterThan(0);
      await same(`/api/orders/${orders.items[0]!.id}`);
      // a product's image list is its supplier's to read
      const supplierOnSecond = await second.signIn(DEMO_PEOPLE.supplierOwner.email);
      const images = ProductImageList.parse(await same(`/api/products/${productId}/images`, [supplier, supplierOnSecond]));
      expect(images.items.map((item) => item.id)).toEqual([image.id]);
      for (const url of Object.values(image.urls)) {
        const [before, after] = [await bytesOf(first, url), await bytesOf(second, url)];
        expect(after.length).toBeGreaterThan(0);
        expect(after.equals(before), url).toBe(true);
      }
    },
  );
});
