// The invoices feature's public surface: routes import these, never its files (docs/conventions.md, Boundaries).
export {
  invoiceQueryOptions,
  overdueInvoicesQueryOptions,
  supplierInvoicesQueryOptions,
  venueBillsQueryOptions,
  invoiceListSearch,
} from './api/get-invoices';
export { invoiceSettingsQueryOptions, venueTermsQueryOptions } from './api/invoice-settings';
export { emptyInvoicesTitle } from './invoice-states';
export { InvoicesTable } from './components/invoices-table';
export { InvoiceView } from './components/invoice-view';
export { StateFilters } from './components/state-filters';
export { OwedSummary } from './components/owed-summary';
export { InvoiceSettingsForm } from './components/invoice-settings-form';
export { VenueTermsPanel } from './components/venue-terms-panel';
export { RecordPaymentButton } from './components/record-payment-dialog';
export { AdjustmentNoteButton } from './components/adjustment-note-dialog';
