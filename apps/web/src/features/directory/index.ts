// The public directory of venues and suppliers: one set of pieces, the organisation type as a parameter.
// Other features import these, never its files (docs/conventions.md, Boundaries).
export { organisationProductsQueryOptions, useOrganisationProducts } from './api/get-organisation-products';
export { organisationQueryOptions as publicOrganisationQueryOptions, useOrganisation } from './api/get-organisation';
export { organisationsQueryOptions, useOrganisations } from './api/get-organisations';
export { ContactLinks } from './components/contact-links';
export { OrganisationGrid } from './components/organisation-card';
export { OrganisationHeader } from './components/organisation-header';
export { OrganisationListPage, OrganisationProductsPage } from './components/organisation-pages';
export { organisationListRouteOptions, organisationPageRouteOptions, organisationProductsRouteOptions } from './route-options';
export { listPaths, organisationWords, type OrganisationType } from './organisation-types';
