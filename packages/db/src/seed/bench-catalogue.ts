// A generated catalogue of any size (npm run bench:seed, and the EXPLAIN test of the product lists): every row is
// made by the database itself (generate_series, one statement per slice), so 100,000 products and 300,000 SKUs take
// seconds on PostgreSQL. Names, styles, tags, packs and prices vary as a real catalogue's do; the triggers of
// migration 0013 keep each product's search document and packs, as they do for the supplier's own edits.
import type { SqlClient } from '../sql-client';

/** SQL for a stable pseudo-random whole number 1..n from a row's number and a salt: the same catalogue every time. */
function pick(row: string, salt: number, n: string): string {
  return `(((hashint8((${row})::bigint * 7919 + ${salt})::bigint + 2147483648) % (${n}))::integer + 1)`;
}

/** `count` bench products from `supplierCount` bench suppliers, in `sql`'s database (already migrated). */
export async function seedBenchCatalogue(sql: SqlClient, count: number, suppliers: number, log: (line: string) => void = () => {}) {
  const existing = await sql.executeSql(`select count(*)::int as n from organisations where slug like 'bench-supplier-%'`);
  if (Number(existing.rows[0]?.n) > 0) throw new Error('This database already has a bench catalogue; seed an empty one');
  // a stable pseudo-random whole number 1..n for (row, salt): the same catalogue every time
  await sql.executeSql(
    `insert into organisations (type, slug, name, description, status)
     select 'supplier', 'bench-supplier-' || i,
       (array['Coastal','Ironbark','Saltwater','Southerly','Golden','Redgum','Bluewater','Highland','Wattle','Copperhead',
              'Riverbend','Stonefish','Blackwood','Lighthouse','Tidewater','Northern','Paddock','Dry Creek','Sandstone','Harbour'])[${pick('i', 1, '20')}]
       || ' ' ||
       (array['Brewing','Brewing Co.','Ales','Brewers','Cider House','Beer Co.','Brewery','Fermentary','Distributors','Craft Beverages'])[${pick('i', 2, '10')}]
       || ' ' || i,
       'A bench supplier', 'active'
     from generate_series(1, $1::integer) as i`,
    [suppliers],
  );
  const slice = 20_000;
  for (let from = 1; from <= count; from += slice) {
    const to = Math.min(count, from + slice - 1);
    await sql.executeSql(
      `with style(n, name, tag, abv_min, abv_span) as (values
         (1,'Hazy IPA','hazy',5.5,25),(2,'West Coast IPA','hoppy',6.0,20),(3,'Pale Ale','hoppy',4.5,15),(4,'XPA','citrus',4.2,12),
         (5,'Lager','crisp',4.0,12),(6,'Pilsner','crisp',4.5,10),(7,'Stout','roasty',4.5,40),(8,'Porter','malty',5.0,20),
         (9,'Sour','sour',3.5,20),(10,'Saison','funky',5.5,20),(11,'Wheat Beer','fruity',4.5,15),(12,'Amber Ale','malty',4.5,15),
         (13,'Red Ale','malty',5.0,15),(14,'Brown Ale','nutty',4.5,15),(15,'Double IPA','hoppy',7.5,25),(16,'Session IPA','session',3.8,10),
         (17,'Kolsch','crisp',4.6,5),(18,'Barleywine','strong',9.0,30),(19,'Gose','salty',4.0,10),(20,'Cider','dry',4.5,30),
         (21,'Perry','fruity',4.5,20),(22,'Hard Seltzer','gluten-free',4.5,10),(23,'Non-alcoholic Pale','alcohol-free',0.0,5),(24,'Belgian Tripel','strong',8.0,15)
       ), flavour(n, word) as (
         select row_number() over (), word from unnest(array['citrus','tropical','pine','resinous','stone-fruit','passionfruit',
           'mango','lemon','grapefruit','caramel','toffee','biscuit','coffee','chocolate','vanilla','honey','spicy','peppery',
           'floral','herbal','oaked','barrel-aged','smoked','tart','juicy','bitter','smooth','creamy','limited','seasonal']) as word
       ), generated as (
         select i, s.name as style, s.tag, s.abv_min, s.abv_span,
           (array['Hazy','Golden','Coastal','Midnight','Salty','Wild','Amber','Crisp','Rusty','Smoky','Sunny','Northern','Velvet',
                  'Copper','Stormy','Misty','Red','Black','Iron','Silver','Lazy','Bright','Old','Little','Big','Tidal','Bush',
                  'River','Mountain','Desert','Honey','Frosty','Twisted','Lucky','Sleepy','Juicy','Dusty','Salt','Sun','Storm'])[${pick('i', 3, '40')}] as adjective,
           (array['Days','Fox','Anchor','Reef','Pelican','Wattle','Gum','Kookaburra','Lighthouse','Jetty','Current','Ridge','Valley',
                  'Creek','Paddock','Magpie','Dingo','Swell','Breaker','Orchard','Barrel','Lantern','Compass','Horizon','Summit',
                  'Dune','Cove','Brumby','Possum','Galah','Wombat','Bay','Point','Island','Wharf','Tram','Station','Mill','Forge','Harvest'])[${pick('i', 4, '40')}] as noun,
           ${pick('i', 5, '$3::integer')} as supplier_n,
           (select word from flavour where n = ${pick('i', 6, '30')}) as flavour_a,
           (select word from flavour where n = ${pick('i', 7, '30')}) as flavour_b
         from generate_series($1::integer, $2::integer) as i
         join style s on s.n = ${pick('i', 8, '24')}
       )
       -- each slice's products with their packs, in one statement: their postings are written once, at its commit
       -- (decision 0157), as a CSV import's are
       , inserted as (insert into products (supplier_id, slug, name, description, style, tags, abv, ibu, status, created_at, updated_at)
       select o.id, 'bench-product-' || g.i,
         g.adjective || ' ' || g.noun || ' ' || g.style,
         'A ' || lower(g.style) || ' with ' || g.flavour_a || ' and ' || g.flavour_b || ' notes, brewed by ' || o.name || '.',
         g.style,
         array(select distinct tag from unnest(array[g.tag, g.flavour_a, case when ${pick('g.i', 9, '3')} = 1 then g.flavour_b end]) as tag where tag is not null),
         round((g.abv_min + ${pick('g.i', 10, 'g.abv_span + 1')}::numeric / 10 - 0.1)::numeric, 1),
         case when g.style like '%IPA%' then 20 + ${pick('g.i', 11, '60')} end,
         case when ${pick('g.i', 12, '50')} = 1 then 'draft' else 'active' end::product_status,
         now() - make_interval(secs => ${pick('g.i', 13, '63000000')}),
         now()
       from generated g
       join organisations o on o.slug = 'bench-supplier-' || g.supplier_n
       returning id, supplier_id, slug)
     -- three packs each: a keg, cans, and bottles (or a growler); about a tenth out of stock, half not counted
     insert into skus (product_id, supplier_id, code, name, unit_price_cents, units_per_pack, volume_ml, stock_on_hand, sort_order)
     select p.id, p.supplier_id, 'B-' || substr(p.slug, 15) || '-' || k,
       case k
         when 1 then litres || ' L keg'
         when 2 then cans.units || ' × ' || cans.ml || ' mL cans'
         else case when other then '6 × 1.9 L growlers' else bottles.units || ' × ' || bottles.ml || ' mL bottles' end
       end,
       case k
         when 1 then litres * (550 + ${pick('h', 22, '400')})
         when 2 then (cans.units * cans.ml * (800 + ${pick('h', 23, '700')})) / 1000
         else case when other then 6 * 1900 * (700 + ${pick('h', 24, '300')}) / 1000 else (bottles.units * bottles.ml * (900 + ${pick('h', 25, '900')})) / 1000 end
       end,
       case k when 1 then 1 when 2 then cans.units else case when other then 6 else bottles.units end end,
       case k when 1 then litres * 1000 when 2 then cans.ml else case when other then 1900 else bottles.ml end end,
       case ${pick('h::bigint + k * 1000003', 26, '10')} when 1 then 0 when 2 then null when 3 then null when 4 then null when 5 then null
         else ${pick('h::bigint + k * 1000003', 27, '200')} end,
       k
     from (select p.*, hashtext(p.slug) as h from inserted p) p
     cross join generate_series(1, 3) as k
     cross join lateral (select (array[50, 30, 20])[${pick('p.h', 20, '3')}] as litres, ${pick('p.h', 21, '8')} = 1 as other) as pack
     cross join lateral (select (array[24, 16, 4])[${pick('p.h', 28, '3')}] as units, (array[375, 375, 440])[${pick('p.h', 28, '3')}] as ml) as cans
     cross join lateral (select (array[12, 6, 1])[${pick('p.h', 29, '3')}] as units, (array[330, 500, 750])[${pick('p.h', 29, '3')}] as ml) as bottles`,
      [from, to, suppliers],
    );
    log(`products ${from.toLocaleString('en-AU')}–${to.toLocaleString('en-AU')} with their SKUs`);
  }
  // the planner's statistics and the visibility map (index-only scans), as autovacuum would leave them
  await sql.executeSql('vacuum analyze organisations');
  await sql.executeSql('vacuum analyze products');
  await sql.executeSql('vacuum analyze skus');
  await sql.executeSql('vacuum analyze search_postings');
  await sql.executeSql('vacuum search_postings_due');
  const totals = await sql.executeSql(
    `select (select count(*)::int from products where slug like 'bench-product-%') as products,
            (select count(*)::int from skus where code like 'B-%') as skus`,
  );
  return totals.rows[0] as { products: number; skus: number };
}
