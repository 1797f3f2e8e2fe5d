import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { ProductBrowser, type ProductSearch } from '@/features/products';
import { useOrganisationProducts } from '../api/get-organisation-products';
import { useOrganisation } from '../api/get-organisation';
import { detailPaths, type OrganisationType } from '../organisation-types';

const words: Record<OrganisationType, (name: string) => { title: string; intro: string; searchLabel: string }> = {
  venue: (name) => ({ title: `Poured at ${name}`, intro: 'Everything on its taps right now.', searchLabel: `Search what ${name} pours` }),
  supplier: (name) => ({
    title: `${name} products`,
    intro: 'The full catalogue. Prices are list prices, ex GST.',
    searchLabel: `Search ${name} products`,
  }),
};

/** /venues/{id}/products and /suppliers/{id}/products/: one organisation's products, searchable like /products. */
export function OrganisationProducts({ type, id, search }: { type: OrganisationType; id: string; search: ProductSearch }) {
  const { data: organisation } = useOrganisation(type, id);
  const { data } = useOrganisationProducts(type, id, search);
  const copy = words[type](organisation.name);
  return (
    <>
      <PageHeader
        title={copy.title}
        eyebrow={
          <Link to={detailPaths[type]} params={{ id }} className="inline-flex items-center gap-1 underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {organisation.name}
          </Link>
        }
      >
        {copy.intro}
      </PageHeader>
      <ProductBrowser search={search} data={data} searchLabel={copy.searchLabel} />
    </>
  );
}
