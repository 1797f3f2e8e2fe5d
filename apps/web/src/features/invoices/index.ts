// The invoices feature's public surface: routes import these, never its files (docs/conventions.md, Boundaries).
export { invoiceQueryOptions, overdueInvoicesQueryOptions, supplierInvoicesQueryOptions, venueBillsQueryOptions } from './api/get-invoices';
export { invoiceSettingsQueryOptions, venueTermsQueryOptions } from './api/invoice-settings';
export { InvoiceList, StatementsLink } from './components/invoice-list';
export { InvoiceView } from './components/invoice-view';
export { OwedSummary } from './components/owed-summary';
export { InvoiceSettingsForm } from './components/invoice-settings-form';
export { VenueTermsPanel } from './components/venue-terms-panel';
export { RecordPaymentButton } from './components/record-payment-dialog';
export { AdjustmentNoteButton } from './components/adjustment-note-dialog';
export { statementListQueryOptions, statementQueryOptions, statementsPath } from './api/get-statements';
export { invoiceListSearch, statementSearch, formatMonth, monthIn } from './invoice-search';
export { InvoicePdfButton } from './components/invoice-pdf-button';
export { PdfButton } from './components/pdf-button';
export { StatementMonthPicker } from './components/statement-month-picker';
export { StatementsTable } from './components/statements-table';
export { StatementView } from './components/statement-view';
export { PaymentTermsFields } from './components/payment-terms-fields';
export { termsOf, termsValuesOf, type PaymentTermsValues } from './payment-terms-form';
