import { pageHeads } from '@tapline/contracts/page-heads';
import type { ProductSearch } from '@/features/products';
import { usePageHead } from '@/lib/page-head';
import { useOrganisation } from '../api/get-organisation';
import type { OrganisationType } from '../organisation-types';
import type { OrganisationSearch } from '../search';
import { OrganisationList } from './organisation-list';
import { OrganisationProducts } from './organisation-products';

// The public directory's pages as their routes show them: each names itself in the tab (decision 0060).

/** `/venues/` and `/suppliers/`. */
export function OrganisationListPage({ type, search }: { type: OrganisationType; search: OrganisationSearch }) {
  usePageHead(type === 'venue' ? pageHeads.venues(search) : pageHeads.suppliers(search));
  return <OrganisationList type={type} search={search} />;
}

/** `/venues/{id}/products` and `/suppliers/{id}/products/`. */
export function OrganisationProductsPage({ type, id, search }: { type: OrganisationType; id: string; search: ProductSearch }) {
  const { data: organisation } = useOrganisation(type, id);
  // a venue's page facts are its taps, a supplier's its products
  usePageHead('onTapCount' in organisation ? pageHeads.venueProducts(organisation) : pageHeads.supplierProducts(organisation));
  return <OrganisationProducts type={type} id={id} search={search} />;
}
