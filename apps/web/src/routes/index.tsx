import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, Store, Truck } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { CardListSkeleton, ProductGridSkeleton, Skeleton } from '@/components/ui/skeleton';
import { productsQueryOptions, useProducts, ProductGrid, type ProductSearch } from '@/features/products';
import {
  listPaths,
  OrganisationGrid,
  organisationsQueryOptions,
  organisationWords,
  useOrganisations,
  type OrganisationType,
} from '@/features/directory';
import { SuggestSearchBox } from '@/features/search';
import { usePageHead } from '@/lib/page-head';

const featured: ProductSearch = { sort: 'newest', pageSize: 8 };
const previews = { pageSize: 6 };
/** phones show fewer suppliers and venues; "All …" links to the rest */
const PHONE_PREVIEWS = 4;

/**
 * Paint first (docs/decisions/0058): the loader starts the three calls and doesn't wait for them, so the hero
 * shows at once and each section shows skeletons of its final size until its own answer arrives.
 */
export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(productsQueryOptions(featured));
    void queryClient.prefetchQuery(organisationsQueryOptions('supplier', previews));
    void queryClient.prefetchQuery(organisationsQueryOptions('venue', previews));
  },
  component: HomePage,
});

function Hero() {
  const navigate = useNavigate();
  return (
    <section className="-mx-4 -mt-6 bg-gradient-to-br from-malt-100 via-malt-50 to-white px-4 py-10 text-center sm:mx-0 sm:mt-0 sm:rounded-2xl sm:px-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Independent beer, ordered simply</h1>
      <p className="mx-auto mt-3 max-w-2xl text-ink-soft">
        Tapline is the wholesale marketplace for Australian venues and the breweries, cideries and distributors that supply them — and the
        place to see what’s pouring where.
      </p>
      <SuggestSearchBox
        className="mx-auto mt-6 max-w-xl"
        label="Find a beer, a brewery or a venue"
        action="/products/"
        onSearch={(q) => void navigate({ to: '/products', search: { q } })}
      />
      <div className="mx-auto mt-8 grid max-w-3xl gap-3 text-left sm:grid-cols-2">
        <Audience icon={<Store aria-hidden="true" className="h-5 w-5" />} title="For venues" to="/for-venues">
          Discover beer and cider from independent makers, see your trade prices and delivery days, and order from every supplier in one
          cart.
        </Audience>
        <Audience icon={<Truck aria-hidden="true" className="h-5 w-5" />} title="For suppliers" to="/for-suppliers">
          Keep one catalogue of packs and prices, work incoming orders from one queue, and see the venues that pour you.
        </Audience>
      </div>
    </section>
  );
}

/** A card for each side of the marketplace, opening its page (what Tapline does for it, and how to join). */
function Audience({
  icon,
  title,
  to,
  children,
}: {
  icon: ReactNode;
  title: string;
  to: '/for-venues' | '/for-suppliers';
  children: ReactNode;
}) {
  return (
    <Link to={to} className="group block rounded-xl bg-white/80 p-4 ring-1 ring-malt-100 hover:ring-malt-500 focus-visible:ring-malt-600">
      <h2 className="flex items-center gap-2 font-semibold text-ink">
        <span className="text-malt-700">{icon}</span>
        {title}
        <ArrowRight aria-hidden="true" className="ml-auto h-4 w-4 text-malt-700 transition-transform group-hover:translate-x-0.5" />
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{children}</p>
    </Link>
  );
}

function SectionHeading({ id, title, link }: { id: string; title: string; link?: ReactNode }) {
  return (
    <div className="mb-4 flex items-baseline justify-between gap-4">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {link}
    </div>
  );
}

const seeAllClass = 'inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline';

function HomePage() {
  usePageHead(pageHeads.home());

  return (
    <div className="space-y-14">
      <Hero />
      <section aria-labelledby="featured-heading">
        <Suspense
          fallback={
            <>
              <SectionHeading id="featured-heading" title="New in the catalogue" link={<Skeleton className="h-5 w-28" />} />
              <ProductGridSkeleton count={featured.pageSize} />
            </>
          }
        >
          <FeaturedProducts />
        </Suspense>
      </section>
      <OrganisationsSection type="supplier" title="Suppliers" />
      <OrganisationsSection type="venue" title="Venues and what they pour" />
    </div>
  );
}

function FeaturedProducts() {
  const { data: products } = useProducts(featured);
  return (
    <>
      <SectionHeading
        id="featured-heading"
        title="New in the catalogue"
        link={
          <Link to="/products" className={seeAllClass}>
            All {products.total} products <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        }
      />
      {products.items.length > 0 ? (
        <ProductGrid products={products.items} />
      ) : (
        <EmptyState title="No products yet">Suppliers are still setting up their catalogues.</EmptyState>
      )}
    </>
  );
}

/** A preview of the suppliers or venues list, linking to all of them. */
function OrganisationsSection({ type, title }: { type: OrganisationType; title: string }) {
  return (
    <section aria-labelledby={`${type}s-heading`}>
      <Suspense
        fallback={
          <>
            <SectionHeading id={`${type}s-heading`} title={title} link={<Skeleton className="h-5 w-28" />} />
            <CardListSkeleton count={previews.pageSize} phoneLimit={PHONE_PREVIEWS} />
          </>
        }
      >
        <OrganisationsPreview type={type} title={title} />
      </Suspense>
    </section>
  );
}

function OrganisationsPreview({ type, title }: { type: OrganisationType; title: string }) {
  const { data } = useOrganisations(type, previews);
  const { one } = organisationWords[type];
  return (
    <>
      <SectionHeading
        id={`${type}s-heading`}
        title={title}
        link={
          <Link to={listPaths[type]} className={seeAllClass}>
            All {data.total}
            {` ${one}s`} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        }
      />
      {data.items.length > 0 ? (
        <OrganisationGrid type={type} organisations={data.items} phoneLimit={PHONE_PREVIEWS} />
      ) : (
        <EmptyState title={`No ${one}s yet`} />
      )}
    </>
  );
}
