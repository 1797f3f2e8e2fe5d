// The demo marketplace: invented Australian breweries, a cidery and a distributor, and the venues they supply.
import { DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG } from './people';

interface DemoAddress {
  line1: string;
  suburb: string;
  state: string;
  postcode: string;
}

export interface DemoSupplier {
  slug: string;
  name: string;
  description: string;
  email: string;
  phone: string;
  timeZone: string;
  address: DemoAddress;
  minimumOrderCents: number;
  deliveryWeekdays: number[];
  orderCutoffTime: string;
  leadDays: number;
  status?: 'suspended';
  /** code prefix of its SKUs */
  code: string;
}

export const demoSuppliers: DemoSupplier[] = [
  {
    slug: DEMO_SUPPLIER_SLUG,
    name: 'Saltwater Brewing Co.',
    description:
      'An independent brewery on the edge of Marrickville making hop-forward ales for the harbour city. Brewed in small batches and kegged the same week.',
    email: 'orders@saltwater.example',
    phone: '02 9550 1200',
    timeZone: 'Australia/Sydney',
    address: { line1: '14 Sydenham Rd', suburb: 'Marrickville', state: 'NSW', postcode: '2204' },
    minimumOrderCents: 25000,
    deliveryWeekdays: [2, 4],
    orderCutoffTime: '14:00',
    leadDays: 1,
    code: 'SW',
  },
  {
    slug: 'ironbark-ales',
    name: 'Ironbark Ales',
    description: 'Malt-driven beers from the Yarra Valley foothills. Dark beers, red ales and a lager the locals swear by.',
    email: 'trade@ironbark.example',
    phone: '03 5962 4410',
    timeZone: 'Australia/Melbourne',
    address: { line1: '2 Maroondah Hwy', suburb: 'Healesville', state: 'VIC', postcode: '3777' },
    minimumOrderCents: 30000,
    deliveryWeekdays: [1, 3, 5],
    orderCutoffTime: '12:00',
    leadDays: 2,
    code: 'IB',
  },
  {
    slug: 'river-city-brewers',
    name: 'River City Brewers',
    description: 'Brisbane brewers of bright, sessionable beers built for the subtropics, plus a rotating hazy series.',
    email: 'sales@rivercity.example',
    phone: '07 3852 7700',
    timeZone: 'Australia/Brisbane',
    address: { line1: '88 Doggett St', suburb: 'Newstead', state: 'QLD', postcode: '4006' },
    minimumOrderCents: 20000,
    deliveryWeekdays: [2, 3, 4],
    orderCutoffTime: '15:00',
    leadDays: 1,
    code: 'RC',
  },
  {
    slug: 'southerly-brewing',
    name: 'Southerly Brewing',
    description: 'Coastal brewery in Fremantle pouring sours, saisons and West Coast IPAs. Solar powered and proud of it.',
    email: 'hello@southerly.example',
    phone: '08 9335 2210',
    timeZone: 'Australia/Perth',
    address: { line1: '5 Mews Rd', suburb: 'Fremantle', state: 'WA', postcode: '6160' },
    minimumOrderCents: 35000,
    deliveryWeekdays: [1, 4],
    orderCutoffTime: '11:00',
    leadDays: 2,
    code: 'SB',
  },
  {
    slug: 'orchard-lane-cider',
    name: 'Orchard Lane Cider',
    description: 'Cider pressed from Adelaide Hills apples and pears, fermented slowly and kept dry. Gluten free across the range.',
    email: 'cellar@orchardlane.example',
    phone: '08 8388 6120',
    timeZone: 'Australia/Adelaide',
    address: { line1: '31 Onkaparinga Valley Rd', suburb: 'Balhannah', state: 'SA', postcode: '5242' },
    minimumOrderCents: 18000,
    deliveryWeekdays: [3],
    orderCutoffTime: '13:00',
    leadDays: 3,
    code: 'OL',
  },
  {
    slug: 'pacific-beverage-distributors',
    name: 'Pacific Beverage Distributors',
    description:
      'Independent distributor carrying small-batch beer, seltzer and non-alcoholic ranges from across Australia, delivered weekly.',
    email: 'orders@pacificbev.example',
    phone: '1300 728 100',
    timeZone: 'Australia/Sydney',
    address: { line1: '220 Botany Rd', suburb: 'Alexandria', state: 'NSW', postcode: '2015' },
    minimumOrderCents: 40000,
    deliveryWeekdays: [1, 2, 3, 4, 5],
    orderCutoffTime: '16:00',
    leadDays: 1,
    code: 'PB',
  },
  {
    slug: 'dormant-brewing',
    name: 'Dormant Brewing',
    description: 'Paused while the brewhouse is rebuilt.',
    email: 'info@dormant.example',
    phone: '02 4000 0000',
    timeZone: 'Australia/Sydney',
    address: { line1: '1 Quiet St', suburb: 'Wollongong', state: 'NSW', postcode: '2500' },
    minimumOrderCents: 20000,
    deliveryWeekdays: [3],
    orderCutoffTime: '12:00',
    leadDays: 2,
    status: 'suspended',
    code: 'DB',
  },
];

type PackKind = 'beer' | 'cider' | 'cans-only';

export interface DemoProduct {
  supplier: string;
  name: string;
  style: string;
  abv: number;
  ibu: number | null;
  tags: string[];
  description: string;
  status?: 'draft' | 'archived';
  packs: PackKind;
}

const p = (
  supplier: string,
  name: string,
  style: string,
  abv: number,
  ibu: number | null,
  tags: string[],
  description: string,
  packs: PackKind = 'beer',
  status?: 'draft' | 'archived',
): DemoProduct => ({ supplier, name, style, abv, ibu, tags, description, packs, ...(status ? { status } : {}) });

const SW = DEMO_SUPPLIER_SLUG;
const IB = 'ironbark-ales';
const RC = 'river-city-brewers';
const SB = 'southerly-brewing';
const OL = 'orchard-lane-cider';
const PB = 'pacific-beverage-distributors';

export const demoProducts: DemoProduct[] = [
  p(
    SW,
    'Harbour Haze IPA',
    'Hazy IPA',
    6.5,
    45,
    ['hazy', 'hoppy', 'award-winning'],
    'Pillowy oats and a truckload of Citra and Mosaic. Juicy, soft and dangerously easy to drink.',
  ),
  p(
    SW,
    'Saltwater Pale Ale',
    'Pale Ale',
    4.8,
    32,
    ['hoppy', 'sessionable', 'local'],
    'Our flagship: Australian hops, a clean malt backbone and a crisp, dry finish.',
  ),
  p(
    SW,
    'Low Tide Lager',
    'Lager',
    4.4,
    18,
    ['crisp', 'sessionable'],
    'A pale lager cold-conditioned for six weeks. Bright, snappy and built for a schooner.',
  ),
  p(
    SW,
    'King Tide Double IPA',
    'Double IPA',
    8.2,
    70,
    ['hazy', 'hoppy'],
    'A hazy double IPA with Galaxy and Nelson Sauvin. Big, tropical and warming.',
  ),
  p(
    SW,
    'Sea Fog Hazy IPA',
    'Hazy IPA',
    6.2,
    40,
    ['hazy', 'fruity', 'seasonal'],
    'A seasonal New England IPA with passionfruit and stone fruit aromas over a silky body.',
  ),
  p(
    SW,
    'Breakwater XPA',
    'XPA',
    4.6,
    30,
    ['hoppy', 'sessionable', 'hazy'],
    'An extra pale ale lightly hazed with wheat, bursting with citrus.',
  ),
  p(
    SW,
    'Deckhand Session IPA',
    'Session IPA',
    4.2,
    35,
    ['hazy', 'sessionable', 'hoppy'],
    'All the hop character of an IPA at a mid-strength ABV. Lightly hazy.',
  ),
  p(SW, 'Rip Current Sour', 'Sour', 4.0, 8, ['sour', 'fruity'], 'Kettle-soured with raspberry and lime. Tart, pink and refreshing.'),
  p(
    IB,
    'Ironbark Stout',
    'Stout',
    5.8,
    38,
    ['dark', 'malty', 'award-winning'],
    'Roasted barley, dark chocolate and a dry finish. Silky on nitro.',
  ),
  p(IB, 'Redgum Red Ale', 'Red Ale', 5.2, 28, ['malty', 'local'], 'Caramel malts and a touch of spice. A red ale for cooler nights.'),
  p(
    IB,
    'Valley Lager',
    'Lager',
    4.5,
    20,
    ['crisp', 'sessionable', 'local'],
    'A Helles-style lager, soft and bready with a clean noble-hop finish.',
  ),
  p(IB, 'Smoke Ridge Porter', 'Porter', 6.0, 30, ['dark', 'malty'], 'A robust porter with gentle beechwood smoke and espresso notes.'),
  p(IB, 'Foothills Hazy IPA', 'Hazy IPA', 6.4, 42, ['hazy', 'hoppy'], 'Our take on the hazy: Strata and Citra over a pillowy malt bill.'),
  p(IB, 'Mountain Ash Pilsner', 'Pilsner', 4.9, 35, ['crisp', 'hoppy'], 'A Bohemian pilsner with Saaz hops and a firm, bitter snap.'),
  p(
    IB,
    'Winter Warmer Strong Ale',
    'Strong Ale',
    7.4,
    40,
    ['malty', 'seasonal'],
    'A seasonal strong ale with toffee, dried fruit and a long warm finish.',
    'beer',
    'archived',
  ),
  p(
    RC,
    'Newstead Hazy IPA',
    'Hazy IPA',
    6.0,
    40,
    ['hazy', 'fruity', 'hoppy'],
    'Mango, pineapple and a cloud of haze. Brisbane in a glass.',
  ),
  p(
    RC,
    'River City Pale',
    'Pale Ale',
    4.5,
    28,
    ['sessionable', 'hoppy', 'local'],
    'An easy pale ale brewed for long afternoons by the river.',
  ),
  p(
    RC,
    'Sunshine Summer Ale',
    'Summer Ale',
    4.2,
    18,
    ['sessionable', 'crisp', 'fruity'],
    'A light summer ale with a touch of wheat and Australian hops.',
  ),
  p(
    RC,
    'Storm Season Hazy IPA',
    'Hazy IPA',
    6.8,
    50,
    ['hazy', 'hoppy', 'seasonal'],
    'Our storm-season release: dank, tropical and hazy as the sky before the rain.',
  ),
  p(RC, 'Hamilton Wheat', 'Wheat Beer', 4.7, 14, ['fruity', 'sessionable'], 'A Bavarian-style hefeweizen with banana and clove.'),
  p(
    RC,
    'Bridge Climb Hazy Pale',
    'Hazy Pale Ale',
    5.0,
    30,
    ['hazy', 'sessionable'],
    'A hazy pale with oats and Citra: all the juice, none of the heft.',
  ),
  p(
    RC,
    'Flood Gate Triple IPA',
    'Triple IPA',
    10.0,
    90,
    ['hazy', 'hoppy'],
    'A limited hazy triple IPA. Huge, resinous and not for the faint-hearted.',
    'beer',
    'draft',
  ),
  p(
    RC,
    'Ekka Lemon Radler',
    'Radler',
    2.5,
    8,
    ['low-alcohol', 'fruity', 'sessionable'],
    'Half lager, half cloudy lemon. A low-alcohol thirst quencher.',
    'cans-only',
  ),
  p(
    SB,
    'Fremantle Doctor West Coast IPA',
    'West Coast IPA',
    6.6,
    65,
    ['hoppy', 'award-winning'],
    'Piney, bitter and crystal clear, named for the afternoon sea breeze.',
  ),
  p(SB, 'Southerly Saison', 'Saison', 6.2, 25, ['dry', 'fruity'], 'A farmhouse saison, bone dry with peppery yeast and orange zest.'),
  p(
    SB,
    'Rottnest Hazy IPA',
    'Hazy IPA',
    6.3,
    45,
    ['hazy', 'hoppy', 'fruity'],
    'A hazy IPA as bright as a Rottnest day: guava, citrus and soft bitterness.',
  ),
  p(SB, 'Cottesloe Sour', 'Sour', 4.5, 6, ['sour', 'fruity', 'seasonal'], 'A gose with sea salt and finger lime. Tart and coastal.'),
  p(SB, 'Indian Ocean Hazy IPA', 'Hazy IPA', 6.7, 48, ['hazy', 'hoppy'], 'Big Galaxy and Motueka character with a velvety oat body.'),
  p(SB, 'Swan Valley Amber', 'Amber Ale', 5.0, 26, ['malty', 'sessionable'], 'Toasty amber malts balanced by earthy English hops.'),
  p(
    SB,
    'Roaring Forties Hazy DIPA',
    'Hazy Double IPA',
    8.0,
    60,
    ['hazy', 'hoppy', 'award-winning'],
    'Our double-dry-hopped hazy double IPA. Thick, juicy and loud.',
  ),
  p(
    OL,
    'Orchard Lane Dry Cider',
    'Cider',
    5.5,
    null,
    ['dry', 'gluten-free', 'crisp'],
    'Pressed Pink Lady and Granny Smith apples, fermented dry. Crisp and clean.',
    'cider',
  ),
  p(
    OL,
    'Pear Tree Cider',
    'Pear Cider',
    5.0,
    null,
    ['fruity', 'gluten-free'],
    'Made from Adelaide Hills Packham pears. Soft, juicy and gently sparkling.',
    'cider',
  ),
  p(
    OL,
    'Hills Cloudy Apple',
    'Cider',
    5.2,
    null,
    ['fruity', 'gluten-free', 'local'],
    'Unfiltered apple cider, cloudy and full of fresh apple flavour.',
    'cider',
  ),
  p(
    OL,
    'Scrumpy Reserve',
    'Cider',
    7.0,
    null,
    ['dry', 'gluten-free', 'award-winning'],
    'A traditional still scrumpy from bittersweet apples, aged in old oak.',
    'cider',
  ),
  p(
    OL,
    'Berry Patch Cider',
    'Fruit Cider',
    4.5,
    null,
    ['fruity', 'gluten-free', 'seasonal'],
    'Apple cider blended with Adelaide Hills raspberries and blackberries.',
    'cider',
  ),
  p(OL, 'Quince Perry', 'Perry', 6.0, null, ['dry', 'gluten-free'], 'A small-batch perry with a touch of quince.', 'cider', 'draft'),
  p(
    PB,
    'Coastline Lime Seltzer',
    'Seltzer',
    4.5,
    null,
    ['gluten-free', 'crisp', 'low-alcohol'],
    'Sparkling water, a splash of lime and a little alcohol. Zero sugar.',
    'cans-only',
  ),
  p(
    PB,
    'Clear Head Pale (Non-Alc)',
    'Non-Alcoholic Pale',
    0.5,
    25,
    ['low-alcohol', 'hoppy'],
    'A non-alcoholic pale ale with real hop character.',
    'cans-only',
  ),
  p(
    PB,
    'Clear Head Hazy IPA (Non-Alc)',
    'Non-Alcoholic Hazy IPA',
    0.5,
    30,
    ['low-alcohol', 'hazy', 'hoppy'],
    'All the haze and juice of an IPA, without the alcohol.',
    'cans-only',
  ),
  p(PB, 'Outback Crisp Lager', 'Lager', 4.2, 16, ['crisp', 'sessionable'], 'A clean, easy lager from an independent Riverina brewery.'),
  p(PB, 'Tasman Hazy IPA', 'Hazy IPA', 6.1, 44, ['hazy', 'hoppy', 'fruity'], 'A Tasmanian hazy IPA with Enigma and Vic Secret.'),
  p(
    PB,
    'Gin Garden Seltzer',
    'Seltzer',
    5.0,
    null,
    ['gluten-free', 'fruity'],
    'Botanical hard seltzer with cucumber and mint.',
    'cans-only',
  ),
  p(PB, 'Kelpie Brown Ale', 'Brown Ale', 5.0, 24, ['malty', 'dark'], 'A nutty brown ale with hints of cocoa and caramel.'),
  p(PB, 'Top End Mango Hazy IPA', 'Hazy IPA', 6.0, 38, ['hazy', 'fruity'], 'Hazy IPA brewed with Bowen mangoes.', 'beer'),
  p(
    PB,
    'Granite Belt Golden Ale',
    'Golden Ale',
    4.6,
    22,
    ['sessionable', 'local'],
    'A golden ale from the Granite Belt, light and honeyed.',
  ),
  p('dormant-brewing', 'Dormant Hazy IPA', 'Hazy IPA', 6.5, 45, ['hazy', 'hoppy'], 'Back when the brewhouse is.'),
];

export interface DemoVenue {
  slug: string;
  name: string;
  venueKind: string;
  description: string;
  timeZone: string;
  email: string;
  phone: string;
  address: DemoAddress;
  /** opens/closes per weekday, 0 = Sunday; missing = closed */
  hours: Record<number, [string, string]>;
  /** how many taps it pours (0 for a bottle shop) */
  taps: number;
}

const pubHours = {
  0: ['12:00', '22:00'],
  1: ['11:00', '23:00'],
  2: ['11:00', '23:00'],
  3: ['11:00', '23:00'],
  4: ['11:00', '00:00'],
  5: ['11:00', '01:00'],
  6: ['11:00', '01:00'],
} as Record<number, [string, string]>;
const barHours = {
  2: ['16:00', '23:00'],
  3: ['16:00', '23:00'],
  4: ['16:00', '00:00'],
  5: ['15:00', '01:00'],
  6: ['14:00', '01:00'],
  0: ['14:00', '22:00'],
} as Record<number, [string, string]>;

export const demoVenues: DemoVenue[] = [
  {
    slug: DEMO_VENUE_SLUG,
    name: 'The Harbour Hotel',
    venueKind: 'pub',
    description: 'A corner pub since 1884 with ten taps of independent beer, a beer garden and Sunday roasts.',
    timeZone: 'Australia/Sydney',
    email: 'manager@harbourhotel.example',
    phone: '02 9519 3344',
    address: { line1: '112 King St', suburb: 'Newtown', state: 'NSW', postcode: '2042' },
    hours: pubHours,
    taps: 10,
  },
  {
    slug: 'the-fitzroy-alehouse',
    name: 'The Fitzroy Alehouse',
    venueKind: 'bar',
    description: 'Twelve rotating taps and a back bar full of cider, on the busiest strip in Fitzroy.',
    timeZone: 'Australia/Melbourne',
    email: 'bar@fitzroyalehouse.example',
    phone: '03 9417 5566',
    address: { line1: '270 Brunswick St', suburb: 'Fitzroy', state: 'VIC', postcode: '3065' },
    hours: barHours,
    taps: 8,
  },
  {
    slug: 'valley-tap-room',
    name: 'Valley Tap Room',
    venueKind: 'bar',
    description: 'A laneway tap room in Fortitude Valley pouring Queensland beer and live music on Fridays.',
    timeZone: 'Australia/Brisbane',
    email: 'hello@valleytaproom.example',
    phone: '07 3257 8899',
    address: { line1: '9 California Ln', suburb: 'Fortitude Valley', state: 'QLD', postcode: '4006' },
    hours: barHours,
    taps: 7,
  },
  {
    slug: 'crown-and-anchor-surry-hills',
    name: 'Crown & Anchor',
    venueKind: 'pub',
    description: 'A Surry Hills local with a serious bistro and a short, well-kept tap list.',
    timeZone: 'Australia/Sydney',
    email: 'info@crownandanchor.example',
    phone: '02 9698 1212',
    address: { line1: '401 Crown St', suburb: 'Surry Hills', state: 'NSW', postcode: '2010' },
    hours: pubHours,
    taps: 6,
  },
  {
    slug: 'sydney-road-brewpub',
    name: 'Sydney Road Brewpub',
    venueKind: 'brewpub',
    description: 'Brunswick brewpub with guest taps from friends across the country and a wood-fired kitchen.',
    timeZone: 'Australia/Melbourne',
    email: 'taps@sydneyroadbrewpub.example',
    phone: '03 9380 4455',
    address: { line1: '655 Sydney Rd', suburb: 'Brunswick', state: 'VIC', postcode: '3056' },
    hours: pubHours,
    taps: 6,
  },
  {
    slug: 'little-creatures-corner',
    name: 'Fishing Boat Harbour Bar',
    venueKind: 'bar',
    description: 'Harbourside bar in Fremantle with sunset views and West Australian beer.',
    timeZone: 'Australia/Perth',
    email: 'crew@fbhbar.example',
    phone: '08 9430 7711',
    address: { line1: '40 Mews Rd', suburb: 'Fremantle', state: 'WA', postcode: '6160' },
    hours: barHours,
    taps: 5,
  },
  {
    slug: 'jetty-road-kitchen',
    name: 'Jetty Road Kitchen',
    venueKind: 'restaurant',
    description: 'Seafood restaurant on Jetty Road with a tight list of South Australian cider and beer.',
    timeZone: 'Australia/Adelaide',
    email: 'bookings@jettyroadkitchen.example',
    phone: '08 8294 6000',
    address: { line1: '77 Jetty Rd', suburb: 'Glenelg', state: 'SA', postcode: '5045' },
    hours: { 0: ['12:00', '21:00'], 3: ['17:30', '22:00'], 4: ['17:30', '22:00'], 5: ['12:00', '22:30'], 6: ['12:00', '22:30'] },
    taps: 4,
  },
  {
    slug: 'marrickville-bottle-shop',
    name: 'Marrickville Bottle Shop',
    venueKind: 'bottle shop',
    description: 'Four fridges of independent beer, cider and seltzer, and staff who will talk hops all day.',
    timeZone: 'Australia/Sydney',
    email: 'shop@marrickvillebottles.example',
    phone: '02 9560 3030',
    address: { line1: '301 Illawarra Rd', suburb: 'Marrickville', state: 'NSW', postcode: '2204' },
    hours: {
      0: ['11:00', '19:00'],
      1: ['11:00', '20:00'],
      2: ['11:00', '20:00'],
      3: ['11:00', '20:00'],
      4: ['11:00', '21:00'],
      5: ['11:00', '21:00'],
      6: ['10:00', '21:00'],
    },
    taps: 0,
  },
];
