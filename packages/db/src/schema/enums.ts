import {
  holidayPolicies,
  occurrenceStatuses,
  standingOrderStatuses,
  invoiceIssueSteps,
  orderChangeKinds,
  orderChangeStatuses,
  substitutionPreferences,
  invoicePaymentSources,
  paymentTermsKinds,
  supplierOrderStatuses,
  taxDocumentKinds,
} from '@tapline/contracts';
import { pgEnum } from 'drizzle-orm/pg-core';

export const organisationType = pgEnum('organisation_type', ['venue', 'supplier']);
export const organisationStatus = pgEnum('organisation_status', ['active', 'suspended']);
export const addressKind = pgEnum('address_kind', ['delivery', 'billing', 'physical']);
/** venues: owner, admin, buyer, staff; suppliers: owner, admin, member (decision 0183) */
export const organisationRole = pgEnum('organisation_role', ['owner', 'admin', 'member', 'buyer', 'staff']);
export const productStatus = pgEnum('product_status', ['draft', 'active', 'archived']);
export const skuStatus = pgEnum('sku_status', ['active', 'archived']);
export const supplierOrderStatus = pgEnum('supplier_order_status', supplierOrderStatuses);
/** which side of a supplier order a person acted for: its venue or its supplier */
export const orderSide = pgEnum('order_side', ['venue', 'supplier']);
export const integrationProvider = pgEnum('integration_provider', ['xero']);
/** connected; needs_reconnecting: Xero refused the refresh token (an owner connects again); error: unused (0001) */
export const integrationStatus = pgEnum('integration_status', ['connected', 'disconnected', 'error', 'needs_reconnecting']);
/** which side's books a sync record writes: the supplier's sales invoice (ACCREC) or the venue's bill (ACCPAY) */
export const accountingSide = pgEnum('accounting_side', ['supplier', 'venue']);
/**
 * pending: a job will create it; synced: it is in Xero (xero_status says DRAFT, AUTHORISED…); failed: the last
 * attempt failed (last_error says why; retried by the job, or by a person); voided / deleted: the order was
 * cancelled or rejected after it synced; paid: Xero says it is paid; skipped: the order ended before it synced.
 */
export const accountingSyncState = pgEnum('accounting_sync_state', ['pending', 'synced', 'failed', 'voided', 'deleted', 'paid', 'skipped']);
export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms']);
/**
 * queued: a delivery job waits or is retrying; sent: the mail server took it; failed: the retries ran out
 * (error says why; a platform admin may retry); stored: nothing can send it (no SMTP_URL, no SMS provider).
 */
export const outboxState = pgEnum('outbox_state', ['queued', 'sent', 'failed', 'stored']);
/** when a supplier's tax invoice is issued: on accepting the order, or on delivering it (decision 0160) */
export const invoiceIssueStep = pgEnum('invoice_issue_step', invoiceIssueSteps);
/** net_days, days_after_month_end, day_of_next_month, on_delivery (decision 0160) */
export const paymentTermsKind = pgEnum('payment_terms_kind', paymentTermsKinds);
/** a tax invoice, or an adjustment note against one (decision 0160) */
export const taxDocumentKind = pgEnum('tax_document_kind', taxDocumentKinds);
export const invoicePaymentSource = pgEnum('invoice_payment_source', invoicePaymentSources);
/** a standing order: placing its occurrences, paused until a date, or ended (decision 0166) */
export const standingOrderStatus = pgEnum('standing_order_status', standingOrderStatuses);
/** scheduled, skipped, placed, needs_attention, failed (decision 0166) */
export const standingOccurrenceStatus = pgEnum('standing_occurrence_status', occurrenceStatuses);
/** what a supplier does with a delivery on a public holiday or one of its closures (decision 0167) */
export const holidayPolicy = pgEnum('holiday_policy', holidayPolicies);

/** what a venue line lets its supplier substitute (decision 0182) */
export const substitutionPreference = pgEnum('substitution_preference', substitutionPreferences);
/** a proposed change to a supplier order (decision 0181) */
export const orderChangeKind = pgEnum('order_change_kind', orderChangeKinds);
export const orderChangeStatus = pgEnum('order_change_status', orderChangeStatuses);
