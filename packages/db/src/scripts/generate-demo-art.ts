// Writes the demo catalogue's images into the web app's public folder (committed; rerun after changing the demo data).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { logoArt, productArt } from '../seed/art';
import { demoProducts, demoSuppliers, demoVenues } from '../seed/catalogue-data';
import { slugify } from '../seed/random';

const publicDemo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../apps/web/public/demo');
for (const folder of ['products', 'suppliers', 'venues']) mkdirSync(path.join(publicDemo, folder), { recursive: true });

for (const product of demoProducts) {
  const slug = slugify(product.name);
  writeFileSync(
    path.join(publicDemo, 'products', `${slug}.svg`),
    productArt(
      { slug, ...product },
      demoSuppliers.find((s) => s.slug === product.supplier)!,
    ),
  );
}
for (const supplier of demoSuppliers)
  writeFileSync(path.join(publicDemo, 'suppliers', `${supplier.slug}.svg`), logoArt(supplier, 'circle'));
for (const venue of demoVenues) writeFileSync(path.join(publicDemo, 'venues', `${venue.slug}.svg`), logoArt(venue, 'square'));
console.log(`demo art written to ${publicDemo}`);
