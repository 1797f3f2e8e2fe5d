import type { DemoProduct } from './catalogue-data';
import { slugify } from './random';

interface DemoPack {
  code: string;
  name: string;
  unitPriceCents: number;
  unitsPerPack: number;
  volumeMl: number;
  /** units on hand when the supplier counts this pack; absent = not tracked */
  stockOnHand?: number;
}

/**
 * The packs a product is sold in, as its maker would sell it: draught beers in 50/30/20 L kegs, hazies and
 * sessions also in cans (4 × 440 mL, 16 or 24 × 375 mL), dark and farmhouse beers in 330 mL bottles with a
 * 750 mL single for the aged ones, cider in kegs and cans or bottles, seltzers and non-alcoholic ranges in cans.
 * Prices rise with strength and fall per litre with the size of the pack.
 */
export function packsFor(product: DemoProduct, index: number, code: string): DemoPack[] {
  const slug = slugify(product.name);
  const premium = Math.round(product.abv * 10) * 40; // stronger beer costs more per litre
  const round = (cents: number) => Math.round(cents / 100) * 100;
  const keg = (litres: 50 | 30 | 20, stock?: number): DemoPack => ({
    code: `${code}-K${litres}`,
    name: `${litres} L keg`,
    unitPriceCents: round({ 50: 26000, 30: 17500, 20: 12500 }[litres] + (premium * litres) / 25),
    unitsPerPack: 1,
    volumeMl: litres * 1000,
    ...(stock === undefined ? {} : { stockOnHand: stock }),
  });
  const cans = (units: 4 | 16 | 24, ml: 375 | 440, stock?: number): DemoPack => ({
    code: `${code}-C${units}`,
    name: `${units} × ${ml} mL cans`,
    unitPriceCents: round({ 4: 1900, 16: 6200, 24: 6900 }[units] + (premium * units) / 60),
    unitsPerPack: units,
    volumeMl: ml,
    ...(stock === undefined ? {} : { stockOnHand: stock }),
  });
  const bottles = (units: 12 | 1, stock?: number): DemoPack =>
    units === 12
      ? {
          code: `${code}-B12`,
          name: '12 × 330 mL bottles',
          unitPriceCents: round(4200 + premium / 4),
          unitsPerPack: 12,
          volumeMl: 330,
          ...(stock === undefined ? {} : { stockOnHand: stock }),
        }
      : {
          code: `${code}-B750`,
          name: '750 mL bottle',
          unitPriceCents: round(1400 + premium / 6),
          unitsPerPack: 1,
          volumeMl: 750,
          ...(stock === undefined ? {} : { stockOnHand: stock }),
        };
  const style = product.style.toLowerCase();
  const counted = 24 + ((index * 7) % 60); // a believable count of what is in the cool room

  if (product.packs === 'cans-only') {
    return /non-alc/.test(style) ? [cans(24, 375), cans(4, 440, counted)] : [cans(24, 375), cans(16, 375)];
  }
  if (product.packs === 'cider') {
    if (/aged|oak|reserve/i.test(`${product.name} ${product.description}`)) return [bottles(1, 0), bottles(12, counted)]; // sold out of the 750s
    if (/pear|fruit|perry/.test(style)) return [keg(30), cans(16, 375)];
    return [keg(50), keg(30), cans(24, 375)];
  }
  if (/stout|porter|strong|saison|brown/.test(style)) {
    const aged = /strong|saison/.test(style) || /smoke|oak|barrel/i.test(product.description);
    return [keg(30), bottles(12, counted), ...(aged ? [bottles(1, 12 + (index % 5) * 6)] : [])];
  }
  if (/lager|pilsner|wheat|golden|amber|red|summer/.test(style)) {
    return index % 3 === 0 ? [keg(50), keg(30), keg(20), cans(24, 375)] : [keg(50), keg(20), cans(24, 375)];
  }
  if (/hazy|double|triple/.test(style) || slug.includes('hazy')) {
    return [keg(50), keg(20), cans(4, 440, index % 4 === 0 ? counted : undefined), ...(product.abv < 7 ? [cans(16, 375)] : [])];
  }
  return [keg(50), keg(30), cans(24, 375), ...(index % 2 === 0 ? [cans(16, 375)] : [])];
}
