import type { onTapEntries } from '../schema';
import { demoProducts, demoVenues } from './catalogue-data';
import { slugify } from './random';

/** The serving sizes a venue pours a product in: a tulip for strong beers, else a schooner and a pint. */
function servingSizesFor(product: { slug: string }) {
  const demo = demoProducts.find((d) => slugify(d.name) === product.slug)!;
  const base = 900 + Math.round(demo.abv * 60);
  return demo.abv >= 7
    ? [{ label: 'Tulip', volumeMl: 300, priceCents: Math.round((base + 200) / 10) * 10 }]
    : [
        { label: 'Schooner', volumeMl: 425, priceCents: Math.round(base / 10) * 10 },
        { label: 'Pint', volumeMl: 570, priceCents: Math.round((base * 1.3) / 10) * 10 },
      ];
}

/**
 * On Tap lists: each venue pours a deterministic pick of public products. The demo venue (the first) also has
 * a guest beer on its last tap, one beer announced as next on, and a kicked keg in its history (decision 0110).
 * `offeredKeg` is the keg the demo venue had delivered and hasn't put on yet, so not on its list.
 */
export function onTapValuesFor(options: {
  random: () => number;
  publicProducts: { id: string; slug: string }[];
  offeredKeg: { productId: string };
  venueId: Map<string, string>;
  daysAgo: (days: number) => Date;
}): (typeof onTapEntries.$inferInsert)[] {
  const { random, publicProducts, offeredKeg, venueId, daysAgo } = options;
  return demoVenues.flatMap((venue, venueIndex) => {
    const isDemoVenue = venueIndex === 0;
    const picks = [...publicProducts]
      .map((product) => ({ product, key: random() }))
      .filter(({ product }) => !isDemoVenue || product.id !== offeredKeg.productId)
      .sort((a, b) => a.key - b.key)
      .slice(0, venue.taps + (isDemoVenue ? 1 : 0))
      .map(({ product }) => product);
    const pouring = isDemoVenue ? picks.slice(0, venue.taps - 1) : picks;
    const rows: (typeof onTapEntries.$inferInsert)[] = pouring.map((product, tapIndex) => ({
      venueId: venueId.get(venue.slug)!,
      productId: product.id,
      tapNumber: tapIndex + 1,
      position: tapIndex,
      servingSizes: servingSizesFor(product),
      note: tapIndex === 0 ? 'New this week' : null,
      since: daysAgo(2 + ((venueIndex * 7 + tapIndex * 3) % 40)),
    }));
    if (!isDemoVenue || venue.taps < 3) return rows;
    const demoVenueId = venueId.get(venue.slug)!;
    const [announced, kicked] = [picks[venue.taps - 1]!, picks[venue.taps]!];
    return [
      ...rows,
      {
        venueId: demoVenueId,
        guestName: 'Saltbush Gose',
        guestBrewery: 'Little Bay Brewing (guest keg)',
        guestStyle: 'Gose',
        guestAbv: 4.4,
        tapNumber: venue.taps,
        position: rows.length,
        servingSizes: [{ label: 'Schooner', volumeMl: 425, priceCents: 1100 }],
        note: 'Guest tap',
        since: daysAgo(3),
      },
      {
        venueId: demoVenueId,
        productId: announced.id,
        status: 'next' as const,
        tapNumber: null,
        position: 0,
        servingSizes: servingSizesFor(announced),
        since: daysAgo(1),
      },
      {
        venueId: demoVenueId,
        productId: kicked.id,
        tapNumber: 3,
        position: 2,
        servingSizes: servingSizesFor(kicked),
        since: daysAgo(30),
        kickedAt: daysAgo(6),
        updatedAt: daysAgo(6),
      },
    ];
  });
}
