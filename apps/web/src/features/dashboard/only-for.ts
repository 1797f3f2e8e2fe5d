import { notFound } from '@tanstack/react-router';
import type { OrganisationKey, OrganisationType } from '@/features/organisations';

/**
 * The `beforeLoad` of a page that exists for one type only (Discover, On Tap; Products, Venues): the other gets
 * Not Found. Its own module: a beforeLoad is in every page's scripts, so it carries nothing of the dashboards.
 */
export function onlyFor(type: OrganisationType) {
  return ({ context }: { context: { organisation: OrganisationKey } }) => {
    if (context.organisation.type !== type) throw notFound();
  };
}
