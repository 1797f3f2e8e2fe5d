export { invoiceSettingsRoutes } from './invoices/invoice-settings.routes';
export { invoicesRoutes } from './invoices/invoices.routes';
export { XERO_SCOPES, type XeroSettings, defaultXeroBaseUrls, defaultXeroRedirectUri } from './xero/xero-settings';
export { xeroQueues } from './xero/xero-sync.queues';
export { registerXero } from './xero/xero.plugin';
export { moneyOrderStepFollower } from './order-step-follower';
