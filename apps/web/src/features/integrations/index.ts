// The accounting integrations (Xero on both sides). Routes import these, never its files (docs/conventions.md, Boundaries).
export { xeroIntegrationQueryOptions } from './api/get-xero-integration';
export { isXeroCallbackQuery, xeroCallbackQueryOptions } from './api/xero-callback';
export { IntegrationsList } from './components/integrations-list';
export { OrderXeroSection } from './components/order-xero-section';
export { XeroIntegrationDetails } from './components/xero-integration-page';
export { XeroTenantChooser } from './components/xero-tenant-chooser';
export { connectOrigin } from './connect-origin';
