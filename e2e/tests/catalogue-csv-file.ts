import { CATALOGUE_CSV_COLUMNS } from '@tapline/contracts';

// A generated catalogue file for the CSV journeys (decision 0082), built from the contract's columns.

const PACKS = [
  ['50 L keg', '1', '50000', '289.00'],
  ['24 × 375 mL cans', '24', '375', '84.50'],
] as const;

export interface CatalogueCsvOptions {
  /** the products' names are `${beer} 0`, `${beer} 1`, …; their SKU codes start with `codePrefix` */
  beer?: string;
  codePrefix?: string;
  status?: 'draft' | 'active';
  /** this row (0-based) gets the price "abc" */
  badPriceAt?: number;
}

/** `rows` SKUs, two packs per beer, with quoted cells (commas and doubled quotes) as spreadsheets write them. */
export function catalogueCsv(
  rows: number,
  { beer = 'Journey Ale', codePrefix = 'J-', status = 'active', badPriceAt }: CatalogueCsvOptions = {},
): string {
  const lines = [CATALOGUE_CSV_COLUMNS.join(',')];
  for (let index = 0; index < rows; index += 1) {
    const number = Math.floor(index / PACKS.length);
    const [skuName, units, volume, price] = PACKS[index % PACKS.length]!;
    const cells: Record<string, string> = {
      product_slug: '',
      product_name: `${beer} ${number}`,
      style: 'Pale Ale',
      description: `"A pale, ""bright"", beer number ${number}"`,
      tags: 'journey|pale',
      abv: '4.5',
      ibu: '30',
      origin: '"Sydney, NSW"',
      product_status: status,
      sku_code: `${codePrefix}${number}-${index % PACKS.length}`,
      sku_name: skuName,
      units_per_pack: units,
      volume_ml: volume,
      price: index === badPriceAt ? 'abc' : price,
      tax_rate: '10',
      sku_status: 'active',
      stock_on_hand: String(index % 30),
    };
    lines.push(CATALOGUE_CSV_COLUMNS.map((column) => cells[column]).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** What `setInputFiles` takes for a CSV file. */
export const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
