// npm run bench:seed -- --products 100000 [--suppliers 500]: a generated catalogue of that size for the search
// bench, in the configured database (DATABASE_URL, else PGlite in DATA_DIR), after the migrations.
import { parseArgs } from 'node:util';
import { createDatabase, databaseConfigFromEnv, seedBenchCatalogue, sqlClientOf } from '@tapline/db';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, suppliers: { type: 'string', default: '500' } },
});
const productCount = Number(values.products);
const supplierCount = Number(values.suppliers);
if (!Number.isInteger(productCount) || productCount < 1 || !Number.isInteger(supplierCount) || supplierCount < 1) {
  console.error('--products and --suppliers must be whole numbers of at least 1');
  process.exit(2);
}

const handle = await createDatabase(databaseConfigFromEnv());
try {
  await handle.migrate();
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const totals = await seedBenchCatalogue(sqlClientOf(handle.db), productCount, supplierCount, (line) =>
    console.log(`${seconds()} s: ${line}`),
  );
  console.log(`Bench catalogue: ${totals.products} products, ${totals.skus} SKUs, ${supplierCount} suppliers in ${seconds()} s`);
} finally {
  await handle.close();
}
