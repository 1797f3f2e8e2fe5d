import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProductGrid } from '@/features/products/components/product-card';
import { productsQueryOptions, useProducts } from '@/features/products/api/get-products';
import { suppliersQueryOptions, useSuppliers } from '@/features/suppliers/api/get-suppliers';
import { SupplierCard } from '@/features/suppliers/components/supplier-card';
import { useVenues, venuesQueryOptions } from '@/features/venues/api/get-venues';
import { VenueCard } from '@/features/venues/components/venue-card';

const featured = { sort: 'newest', pageSize: 8 } as const;
const previews = { pageSize: 6 } as const;

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(productsQueryOptions(featured)),
      queryClient.ensureQueryData(suppliersQueryOptions(previews)),
      queryClient.ensureQueryData(venuesQueryOptions(previews)),
    ]),
  component: HomePage,
});

function SectionHeading({ title, to, linkLabel }: { title: string; to: '/products' | '/suppliers' | '/venues'; linkLabel: string }) {
  return (
    <div className="mb-4 flex items-baseline justify-between gap-4">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <Link to={to} className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline">
        {linkLabel}
      </Link>
    </div>
  );
}

function HomePage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { data: products } = useProducts(featured);
  const { data: suppliers } = useSuppliers(previews);
  const { data: venues } = useVenues(previews);

  return (
    <div className="space-y-14">
      <section className="rounded-2xl bg-gradient-to-br from-malt-100 via-malt-50 to-white px-5 py-10 text-center sm:px-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Independent beer, ordered simply</h1>
        <p className="mx-auto mt-3 max-w-2xl text-ink-soft">
          Venues discover beer and cider from independent makers and order from all of them in one go. Suppliers keep one
          catalogue and work their orders in one queue. Everyone can see what’s pouring where.
        </p>
        <form
          role="search"
          className="mx-auto mt-6 flex max-w-xl gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate({ to: '/products', search: { q: text.trim() || undefined } });
          }}
        >
          <label className="relative flex-1">
            <span className="sr-only">Find a beer, a brewery or a venue</span>
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft" />
            <input
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Find a beer, a brewery or a venue"
              maxLength={100}
              className="h-12 w-full rounded-lg border border-stone-300 bg-white pl-9 pr-3 text-base shadow-sm"
            />
          </label>
          <Button type="submit" className="h-12 px-5">
            Search
          </Button>
        </form>
        <div className="mx-auto mt-8 grid max-w-3xl gap-3 text-left sm:grid-cols-2">
          <div className="rounded-xl bg-white/80 p-4">
            <h2 className="font-semibold text-ink">For venues</h2>
            <p className="mt-1 text-sm text-ink-soft">One cart across every supplier, your trade prices, delivery days and order history in one place.</p>
          </div>
          <div className="rounded-xl bg-white/80 p-4">
            <h2 className="font-semibold text-ink">For suppliers</h2>
            <p className="mt-1 text-sm text-ink-soft">Your catalogue, pack sizes and prices; incoming orders in one queue; the venues that pour you.</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading">
        <div className="mb-4 flex items-baseline justify-between gap-4">
          <h2 id="featured-heading" className="text-xl font-bold text-ink">
            New in the catalogue
          </h2>
          <Link to="/products" className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline">
            All {products.total} products
          </Link>
        </div>
        <ProductGrid products={products.items} />
      </section>

      <section>
        <SectionHeading title="Suppliers" to="/suppliers" linkLabel={`All ${suppliers.total} suppliers`} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {suppliers.items.map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard supplier={supplier} />
            </li>
          ))}
        </ul>
      </section>

      <section>
        <SectionHeading title="Venues and what they pour" to="/venues" linkLabel={`All ${venues.total} venues`} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {venues.items.map((venue) => (
            <li key={venue.id}>
              <VenueCard venue={venue} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
