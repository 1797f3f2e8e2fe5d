import { IdOrSlug, pageHeads, XERO_CALLBACK_PAGE_HEAD, type ListSearch, type PageHead } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import { getProduct, getSupplier } from '../../catalogue';
import { getVenue } from '../../trade';
import { homePageData, productPageData, productsPageData, venueMenuPageData, venuePageData, type PageData } from './page-data';
import { productJsonLd, supplierJsonLd, venueJsonLd } from './structured-data';
import { matchWebRoute, pathOf, type PageKind } from './web-routes';

/** What the server says about a page in the HTML it sends (decision 0060). */
export interface PageDocument {
  status: 200 | 404;
  head: PageHead;
  /** kept out of search results: the private area, sign-in pages, Not Found */
  noindex: boolean;
  /** absolute URLs */
  canonical?: string;
  image?: string;
  openGraphType: 'website' | 'product';
  jsonLd?: Record<string, unknown>;
  /** the API answers the page's first render asks for, by URL (decision 0090) */
  data?: PageData;
  /** the page's largest image (its likely LCP element) as its <img> asks for it, fetched early at high priority */
  preloadImage?: string;
}

export type PageAnswer = { redirect: string } | PageDocument;

const notFound: PageDocument = { status: 404, head: pageHeads.notFound(), noindex: true, openGraphType: 'website' };

/** The page's search as the list pages read it: `q`, and `tags` comma-separated. */
function listSearch(query: Record<string, unknown>): ListSearch {
  const q = typeof query.q === 'string' ? query.q.trim() : '';
  // as the web app reads it: tags=a,b or tags=a&tags=b
  const given = Array.isArray(query.tags) ? query.tags.filter((tag) => typeof tag === 'string').join(',') : query.tags;
  const tags =
    typeof given === 'string'
      ? given
          .split(',')
          .map((tag) => tag.trim().toLowerCase())
          .filter(Boolean)
      : [];
  return { q: q || undefined, tags: tags.length > 0 ? tags : undefined };
}

function absolute(origin: string, url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

/** The pages whose head needs no record: the list pages (by their search), legal, sign-in and home. */
const simplePages: Partial<Record<PageKind, { head: (search: ListSearch) => PageHead; noindex: boolean }>> = {
  home: { head: () => pageHeads.home(), noindex: false },
  products: { head: pageHeads.products, noindex: false },
  venues: { head: pageHeads.venues, noindex: false },
  suppliers: { head: pageHeads.suppliers, noindex: false },
  privacyPolicy: { head: () => pageHeads.privacyPolicy(), noindex: false },
  termsOfService: { head: () => pageHeads.termsOfService(), noindex: false },
  forVenues: { head: () => pageHeads.forVenues(), noindex: false },
  forSuppliers: { head: () => pageHeads.forSuppliers(), noindex: false },
  joinVerify: { head: () => pageHeads.joinVerify(), noindex: true },
  signIn: { head: () => pageHeads.signIn(), noindex: true },
  resetPassword: { head: () => pageHeads.resetPassword(), noindex: true },
  secondStep: { head: () => pageHeads.secondStep(), noindex: true },
  invite: { head: () => pageHeads.invite(), noindex: true },
  xeroCallback: { head: () => XERO_CALLBACK_PAGE_HEAD, noindex: true },
};

/** The first product's image in a page's embedded product list, if any. */
function firstListImage(data: PageData): string | undefined {
  for (const answer of Object.values(data)) {
    const items = (answer as { items?: { imageUrl?: string | null }[] } | undefined)?.items;
    if (Array.isArray(items)) return items[0]?.imageUrl ?? undefined;
  }
  return undefined;
}

/** Reads the public record a detail page shows; its 404 (unknown, draft, suspended) becomes undefined. */
async function orNotFound<T>(load: Promise<T>): Promise<T | undefined> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}

/**
 * The page a GET of `pathname` shows: its status, head and structured data, or a permanent redirect when a detail
 * page was asked for by a former slug or an id (the canonical address carries the current slug). One read per
 * detail page, through the public services, so a page is 404 exactly when its API answer is.
 */
export async function describePage(
  db: Database,
  origin: string,
  pathname: string,
  query: Record<string, unknown>,
  queryString: string,
): Promise<PageAnswer> {
  const match = matchWebRoute(pathname);
  if (!match) return notFound;
  if (match.kind === 'dashboard') return { status: 200, head: pageHeads.dashboard(), noindex: true, openGraphType: 'website' };

  const canonicalOf = (params: Record<string, string>) => new URL(pathOf(match.fullPath, params), origin).href;
  const simple = simplePages[match.kind];
  if (simple) {
    const data = match.kind === 'home' ? await homePageData(db) : match.kind === 'products' ? await productsPageData(db, query) : undefined;
    // the products page's first card image is what a phone shows largest first (decision 0104)
    const preloadImage = match.kind === 'products' && data ? firstListImage(data) : undefined;
    return {
      status: 200,
      head: simple.head(listSearch(query)),
      noindex: simple.noindex,
      canonical: canonicalOf({}),
      openGraphType: 'website',
      data,
      preloadImage,
    };
  }

  const detail = detailPages[match.kind];
  const [paramName, asked] = Object.entries(match.params)[0] ?? ['', ''];
  // what the API would refuse with 400 names no page either
  if (!detail || !IdOrSlug.safeParse(asked).success) return notFound;
  const shown = await orNotFound(detail.load(db, asked));
  if (!shown) return notFound;
  if (shown.slug !== asked) return { redirect: `${pathOf(match.fullPath, { [paramName]: shown.slug })}${queryString}` };
  const canonical = canonicalOf({ [paramName]: shown.slug });
  const image = absolute(origin, shown.image);
  return {
    status: 200,
    head: shown.head,
    noindex: shown.noindex ?? false,
    canonical,
    image,
    openGraphType: shown.openGraphType,
    jsonLd: shown.jsonLd?.({ origin, page: canonical, image }),
    data: await shown.data?.(),
    // the product's label art and the venue's logo are what these two pages show first and largest
    preloadImage: match.kind === 'product' || match.kind === 'venue' ? (shown.image ?? undefined) : undefined,
  };
}

/** What a detail page shows of its record: the record read through its public service, 404 as the API's. */
interface DetailPage {
  slug: string;
  image: string | null;
  head: PageHead;
  openGraphType: PageDocument['openGraphType'];
  jsonLd?: (urls: { origin: string; page: string; image: string | undefined }) => Record<string, unknown>;
  /** the API answers the page asks for first, when they are worth embedding */
  data?: () => Promise<PageData>;
  /** a page that repeats another's content for a screen, paper or a frame: kept out of search results (unpainted) */
  noindex?: boolean;
}

type DetailLoader = { load: (db: Database, idOrSlug: string) => Promise<DetailPage> };

/**
 * The detail pages of one kind of record: how its public service reads it, and what a page shows of it; each page
 * of the kind (the record's own, its sub-pages) takes its head from the record.
 */
function detailPagesOf<Shown extends { slug: string }>(
  read: (db: Database, idOrSlug: string) => Promise<Shown>,
  show: (record: Shown, db: Database) => Omit<DetailPage, 'slug' | 'head'>,
) {
  return (head: (record: Shown) => PageHead): DetailLoader => ({
    load: async (db, idOrSlug) => {
      const record = await read(db, idOrSlug);
      return { slug: record.slug, head: head(record), ...show(record, db) };
    },
  });
}

const productPage = detailPagesOf(
  (db, idOrSlug) => getProduct(db, idOrSlug),
  (product, db) => ({
    image: product.imageUrl,
    openGraphType: 'product',
    data: () => productPageData(db, product),
    jsonLd: ({ origin, page, image }) =>
      productJsonLd(product, { page, image, supplier: new URL(`/suppliers/${encodeURIComponent(product.supplier.slug)}/`, origin).href }),
  }),
);

/** `withMenu`: the page shows the On Tap list (the venue page itself, not its products page) */
const venuePage = (withMenu: boolean) =>
  detailPagesOf(getVenue, (venue, db) => ({
    image: venue.logoUrl,
    openGraphType: 'website',
    jsonLd: (urls) => venueJsonLd(venue, urls),
    data: withMenu ? () => venuePageData(db, venue) : undefined,
  }));

/**
 * The venue's tap board, table card and embed: a screen, paper or another website's frame, never a
 * search result. They carry the menu so they show without a round-trip; not painted by the server (noindex).
 */
const venueMenuPage = detailPagesOf(getVenue, (venue, db) => ({
  image: venue.logoUrl,
  openGraphType: 'website',
  noindex: true,
  data: () => venueMenuPageData(db, venue),
}));

const supplierPage = detailPagesOf(getSupplier, (supplier) => ({
  image: supplier.logoUrl,
  openGraphType: 'website',
  jsonLd: (urls) => supplierJsonLd(supplier, urls),
}));

/** The detail pages and their sub-pages: the record they show and the head they take from it. */
const detailPages: Partial<Record<PageKind, DetailLoader>> = {
  product: productPage(pageHeads.product),
  productVenues: productPage(pageHeads.productVenues),
  venue: venuePage(true)(pageHeads.venue),
  venueProducts: venuePage(false)(pageHeads.venueProducts),
  venueBoard: venueMenuPage(pageHeads.venueBoard),
  venueTableCard: venueMenuPage(pageHeads.venueTableCard),
  venueEmbed: venueMenuPage(pageHeads.venueEmbed),
  supplier: supplierPage(pageHeads.supplier),
  supplierProducts: supplierPage(pageHeads.supplierProducts),
};
