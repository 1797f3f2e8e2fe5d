import type { ProductDetail } from './catalogue';
import type { SupplierDetail, VenueDetail } from './organisations';

// The title and meta description of every page, written once (decision 0060): the server puts them in the HTML
// it sends (escaped there), the web app sets them on client-side navigation. Plain text in, plain text out.

export const SITE_NAME = 'Tapline';

export interface PageHead {
  title: string;
  description: string;
}

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX_LENGTH = 160;

export const SITE_DESCRIPTION = 'Tapline: wholesale ordering for venues and the breweries that supply them. See what’s on tap near you.';

/** One line of text, at most `max` characters, cut at a word with an ellipsis when longer. */
export function clipText(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

function head(title: string | undefined, description: string): PageHead {
  return { title: title ? `${title} · ${SITE_NAME}` : SITE_NAME, description: clipText(description) };
}

function sentences(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim().length > 0).join(' ');
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function place(suburb: string | null, state: string | null): string | null {
  const where = [suburb, state].filter(Boolean).join(' ');
  return where.length > 0 ? where : null;
}

type ProductFacts = Pick<ProductDetail, 'name' | 'style' | 'abv' | 'description' | 'origin' | 'supplier' | 'onTapCount'>;
type VenueFacts = Pick<VenueDetail, 'name' | 'suburb' | 'state' | 'description' | 'venueKind' | 'onTapCount'>;
type SupplierFacts = Pick<SupplierDetail, 'name' | 'suburb' | 'state' | 'description' | 'productCount'>;

function productFacts(product: ProductFacts): string {
  const facts = [product.style, product.abv === null ? null : `${product.abv.toFixed(1)}% ABV`].filter(Boolean).join(', ');
  return sentences(
    `${product.name}${facts ? `: ${facts}` : ''}, by ${product.supplier.name}${product.origin ? ` (${product.origin})` : ''}.`,
    product.onTapCount > 0 ? `On tap at ${count(product.onTapCount, 'venue')}.` : null,
    product.description,
  );
}

function venueFacts(venue: VenueFacts): string {
  const where = place(venue.suburb, venue.state);
  return sentences(
    venue.onTapCount > 0
      ? `What’s on tap at ${venue.name}${where ? ` in ${where}` : ''}: ${count(venue.onTapCount, 'tap')}, listed by tap number.`
      : `${venue.name}${where ? ` in ${where}` : ''}${venue.venueKind ? `, a ${venue.venueKind}` : ''}, on ${SITE_NAME}.`,
    venue.description,
  );
}

function supplierFacts(supplier: SupplierFacts): string {
  const where = place(supplier.suburb, supplier.state);
  return sentences(
    `${count(supplier.productCount, 'product')} from ${supplier.name}${where ? ` in ${where}` : ''}, to order wholesale on ${SITE_NAME}.`,
    supplier.description,
  );
}

/** A search in the URL, as the list pages take it (tags already split). */
export interface ListSearch {
  q?: string | undefined;
  tags?: string[] | undefined;
}

function quoted(text: string): string {
  return `“${clipText(text, 60)}”`;
}

/** The heads of every page the web app has, by what it shows. */
export const pageHeads = {
  home: (): PageHead => ({ title: `${SITE_NAME} · What’s on tap near you`, description: SITE_DESCRIPTION }),

  products: (search: ListSearch = {}): PageHead => {
    if (search.q)
      return head(
        `Search results for ${quoted(search.q)}`,
        `Products matching ${quoted(search.q)} on ${SITE_NAME}: beer, cider and more from independent makers.`,
      );
    if (search.tags && search.tags.length > 0) {
      const tags = search.tags.join(', ');
      return head(`Products tagged ${tags}`, `Products tagged ${tags} on ${SITE_NAME}: beer, cider and more from independent makers.`);
    }
    return head('Products', `Beer, cider and more from independent makers, with list prices ex GST and where each is on tap.`);
  },
  product: (product: ProductFacts): PageHead => head(`${product.name} by ${product.supplier.name}`, productFacts(product)),
  productVenues: (product: ProductFacts): PageHead => head(`Where to drink ${product.name}`, productFacts(product)),

  venues: (search: ListSearch = {}): PageHead =>
    search.q
      ? head(`Venues matching ${quoted(search.q)}`, `Venues matching ${quoted(search.q)} on ${SITE_NAME}, with what each has on tap.`)
      : head('Venues', `Pubs, bars and restaurants on ${SITE_NAME}, with what each has on tap right now.`),
  venue: (venue: VenueFacts): PageHead => head(`On tap at ${venue.name}${venue.suburb ? `, ${venue.suburb}` : ''}`, venueFacts(venue)),
  venueProducts: (venue: VenueFacts): PageHead => head(`What ${venue.name} pours`, venueFacts(venue)),
  /** the tap board for a TV, its printed table card and its embed: the menu names the venue */
  venueBoard: (venue: { name: string }): PageHead =>
    head(`Tap board · ${venue.name}`, `What’s on tap at ${venue.name}, on the board behind the bar.`),
  venueTableCard: (venue: { name: string }): PageHead =>
    head(`Table card · ${venue.name}`, `What’s on tap at ${venue.name}, to print for the tables.`),
  venueEmbed: (venue: { name: string }): PageHead =>
    head(`On tap at ${venue.name}`, `What’s on tap at ${venue.name}, listed on ${SITE_NAME}.`),

  suppliers: (search: ListSearch = {}): PageHead =>
    search.q
      ? head(`Suppliers matching ${quoted(search.q)}`, `Breweries and suppliers matching ${quoted(search.q)} on ${SITE_NAME}.`)
      : head('Suppliers', `Breweries and suppliers on ${SITE_NAME}: their products, prices ex GST and ordering rules.`),
  supplier: (supplier: SupplierFacts): PageHead => head(supplier.name, supplierFacts(supplier)),
  supplierProducts: (supplier: SupplierFacts): PageHead => head(`Products by ${supplier.name}`, supplierFacts(supplier)),

  privacyPolicy: (): PageHead => head('Privacy policy', `How ${SITE_NAME} collects, uses and protects personal information.`),
  termsOfService: (): PageHead => head('Terms of service', `The terms for using ${SITE_NAME}.`),

  /** joining: what Tapline does for each side, ending in the application form; the mailed link's page */
  forVenues: (): PageHead =>
    head(
      'For venues',
      `Order from every independent supplier in one cart, keep your tap list live and send bills to Xero. Free for venues: apply to join ${SITE_NAME}.`,
    ),
  forSuppliers: (): PageHead =>
    head(
      'For suppliers',
      `List your beer, cider and spirits once and take orders from venues across your delivery areas. Listing on ${SITE_NAME} is free: apply to join.`,
    ),
  joinVerify: (): PageHead => head('Confirm your application', `Confirm your email to send your application to the ${SITE_NAME} team.`),
  signIn: (): PageHead => head('Sign in', `Sign in to ${SITE_NAME} to order for your venue or manage your catalogue.`),
  resetPassword: (): PageHead => head('Reset your password', `Choose a new password for your ${SITE_NAME} account.`),
  secondStep: (): PageHead => head('Confirm it’s you', `The second step of signing in to ${SITE_NAME}.`),
  invite: (): PageHead => head('Your invitation', `Join your team on ${SITE_NAME}.`),
  dashboard: (): PageHead => head('Dashboard', SITE_DESCRIPTION),
  /**
   * A signed-in page (dashboards, account, admin; decision 0138): "<Page> · <where> · Tapline", where is the
   * organisation the page is of ("Orders In · Saltwater Brewing Co."), "Admin", or nothing for a person's own pages.
   * The server can't know them (the session is the browser's): its HTML says "Dashboard" until the app runs.
   */
  signedIn: (page: string, where?: string | null): PageHead =>
    head([page, where].filter((part) => part && part.trim()).join(' · '), SITE_DESCRIPTION),

  notFound: (): PageHead => head('Page not found', 'There’s nothing on tap at this address.'),
};
