import type { Address, OpeningHours, ProductDetail, SupplierDetail, VenueDetail } from '@tapline/contracts';

// schema.org JSON-LD for the public detail pages (decision 0060). Plain objects; page-html.ts serialises them
// safely inside a <script type="application/ld+json">.

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Cents as schema.org wants a price: a decimal string with two places. */
function price(cents: number): string {
  return (cents / 100).toFixed(2);
}

function postalAddress(address: Address | undefined): JsonLd | undefined {
  if (!address) return undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
    addressLocality: address.suburb,
    addressRegion: address.state,
    postalCode: address.postcode,
    addressCountry: address.country,
  };
}

function physicalAddress(addresses: Address[]) {
  return addresses.find((address) => address.kind === 'physical');
}

/** Leaves out what is null, undefined or empty, so the markup carries only what is known. */
function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, item]) => item !== null && item !== undefined && item !== '' && !(Array.isArray(item) && item.length === 0),
    ),
  );
}

/**
 * A product with its packs as offers. List prices are ex GST (docs/domain.md, Money, tax and time), so every offer's
 * UnitPriceSpecification says `valueAddedTaxIncluded: false`; the AggregateOffer gives the range.
 */
export function productJsonLd(product: ProductDetail, urls: { page: string; supplier: string; image: string | undefined }): JsonLd {
  const prices = product.skus.map((sku) => sku.unitPriceCents);
  const seller = { '@type': 'Organization', name: product.supplier.name, url: urls.supplier };
  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: urls.page,
    image: urls.image,
    category: product.style,
    keywords: product.tags.join(', '),
    brand: { '@type': 'Brand', name: product.supplier.name },
    offers:
      product.skus.length > 0
        ? {
            '@type': 'AggregateOffer',
            priceCurrency: product.currency,
            lowPrice: price(Math.min(...prices)),
            highPrice: price(Math.max(...prices)),
            offerCount: product.skus.length,
            seller,
            offers: product.skus.map((sku) => ({
              '@type': 'Offer',
              name: sku.name,
              sku: sku.code,
              price: price(sku.unitPriceCents),
              priceCurrency: product.currency,
              availability: sku.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: price(sku.unitPriceCents),
                priceCurrency: product.currency,
                valueAddedTaxIncluded: false,
              },
              seller,
            })),
          }
        : undefined,
  });
}

/** The schema.org type of a venue by the kind it gives (free text), LocalBusiness when unknown. */
function venueSchemaType(kind: string | null): string {
  const word = (kind ?? '').toLowerCase();
  if (/\b(pub|bar|hotel|tavern|taproom|tap room|inn)\b/.test(word)) return 'BarOrPub';
  if (/\b(brewery|brewpub)\b/.test(word)) return 'Brewery';
  if (/\b(restaurant|bistro|eatery|diner)\b/.test(word)) return 'Restaurant';
  if (/\b(cafe|café|coffee)\b/.test(word)) return 'CafeOrCoffeeShop';
  if (/\b(bottle ?shop|bottle-o|liquor|off-licence)\b/.test(word)) return 'LiquorStore';
  return 'LocalBusiness';
}

/**
 * Opening hours, one specification per open day. Hours past midnight (decision 0049) keep `closes` on the next
 * morning, earlier than `opens`, which is how schema.org reads a closing after midnight; open all day (00:00 to
 * 00:00 the next day) is 00:00–23:59.
 */
function openingHoursSpecification(hours: OpeningHours | null): JsonLd[] {
  if (!hours) return [];
  return DAYS.flatMap((day, index) => {
    const open = hours[String(index) as keyof OpeningHours];
    if (!open) return [];
    const allDay = open.closesNextDay === true && open.opens === '00:00' && open.closes === '00:00';
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${day}`,
        opens: open.opens,
        closes: allDay ? '23:59' : open.closes,
      },
    ];
  });
}

export function venueJsonLd(venue: VenueDetail, urls: { page: string; image: string | undefined }): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': venueSchemaType(venue.venueKind),
    name: venue.name,
    description: venue.description,
    url: urls.page,
    image: urls.image,
    logo: urls.image,
    telephone: venue.publicPhone,
    email: venue.publicEmail,
    address: postalAddress(physicalAddress(venue.addresses)),
    openingHoursSpecification: openingHoursSpecification(venue.openingHours),
  });
}

export function supplierJsonLd(supplier: SupplierDetail, urls: { page: string; image: string | undefined }): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: supplier.name,
    description: supplier.description,
    url: urls.page,
    logo: urls.image,
    image: urls.image,
    telephone: supplier.publicPhone,
    email: supplier.publicEmail,
    address: postalAddress(physicalAddress(supplier.addresses)),
  });
}
