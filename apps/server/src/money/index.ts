export { invoiceSettingsRoutes } from './invoices/invoice-settings.routes';
export { xeroOrderStepFollower } from './xero/xero-order-step.service';
export { XERO_SCOPES, type XeroSettings, defaultXeroBaseUrls, defaultXeroRedirectUri } from './xero/xero-settings';
export { xeroQueues } from './xero/xero-sync.queues';
export { registerXero } from './xero/xero.plugin';
