// The trade accounts API's addresses (docs/api.md, Trade accounts), in one place.
export type ApplicationStep = 'withdraw' | 'approve' | 'decline';
export type AccountStep = 'hold' | 'release' | 'close' | 'reopen';

export const tradePaths = {
  settings: (supplierId: string) => `/api/suppliers/${supplierId}/trade-settings`,
  apply: (venueId: string) => `/api/venues/${venueId}/trade-applications`,
  application: (applicationId: string) => `/api/trade-applications/${applicationId}`,
  applicationStep: (applicationId: string, step: ApplicationStep) => `/api/trade-applications/${applicationId}/${step}`,
  supplierApplications: (supplierId: string) => `/api/suppliers/${supplierId}/trade-applications`,
  supplierAccounts: (supplierId: string) => `/api/suppliers/${supplierId}/trade-accounts`,
  account: (accountId: string) => `/api/trade-accounts/${accountId}`,
  accountStep: (accountId: string, step: AccountStep) => `/api/trade-accounts/${accountId}/${step}`,
  venueAccounts: (venueId: string) => `/api/venues/${venueId}/trade-accounts`,
  standing: (venueId: string, supplierId: string) => `/api/venues/${venueId}/suppliers/${supplierId}/trade`,
  priceLists: (supplierId: string) => `/api/suppliers/${supplierId}/price-lists`,
  zones: (supplierId: string) => `/api/suppliers/${supplierId}/delivery-zones`,
};
