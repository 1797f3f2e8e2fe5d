import {
  formatMoney,
  paymentTermsLabel,
  priceListLabel,
  type AustralianState,
  type PaymentTerms,
  type TradeAccount,
  type TradeAccountEvent,
  type TradeApplication,
} from '@tapline/contracts';
import { termsOf } from '../../shared/venue-payment-terms.queries';
import type { ApplicationRow } from './trade-applications.queries';
import type { AccountRow } from './trade-accounts.queries';

// Trade applications, accounts and their events as the API answers them, and the sentences their history keeps
// (decision 0169). No database here.

function personOf(id: string | null, name: string | null, email: string | null) {
  return id === null ? null : { id, name: name || email || 'Someone' };
}

export function applicationOf(row: ApplicationRow): TradeApplication {
  return {
    id: row.id,
    venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
    supplier: { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName, logoUrl: row.supplierLogoUrl },
    status: row.status,
    legalName: row.legalName,
    abn: row.abn,
    acn: row.acn,
    liquorLicenceNumber: row.liquorLicenceNumber,
    liquorLicenceState: row.liquorLicenceState as AustralianState,
    liquorLicenceExpiry: row.liquorLicenceExpiry,
    directors: row.directors,
    tradeReferences: row.tradeReferences,
    requestedLimitCents: row.requestedLimitCents,
    termsVersion: String(row.termsVersion),
    termsText: row.termsText,
    submittedBy: personOf(row.submittedById, row.submittedByName, row.submittedByEmail),
    submittedAt: row.submittedAt.toISOString(),
    decidedBy: personOf(row.decidedById, row.decidedByName, row.decidedByEmail),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
  };
}

/** The account's terms: the pair's own row; none (removed from the invoice settings) is on delivery, as invoices take it. */
export function accountTermsOf(row: Pick<AccountRow, 'termsKind' | 'termsDays'>): PaymentTerms {
  return row.termsKind === null ? { kind: 'on_delivery' } : termsOf({ termsKind: row.termsKind, termsDays: row.termsDays });
}

export function accountOf(row: AccountRow, exposure: { exposureCents: number; availableCents: number | null }): TradeAccount {
  return {
    id: row.id,
    supplier: { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName, logoUrl: row.supplierLogoUrl },
    venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
    status: row.status,
    terms: accountTermsOf(row),
    creditLimitCents: row.creditLimitCents,
    priceList:
      row.priceListId === null || row.priceListName === null || row.priceListKind === null
        ? null
        : {
            id: row.priceListId,
            name: row.priceListName,
            label: priceListLabel({ kind: row.priceListKind, percentOffBasisPoints: row.priceListPercentOff }),
          },
    zone: row.zoneId === null || row.zoneName === null ? null : { id: row.zoneId, name: row.zoneName },
    holdReason: row.holdReason,
    closedReason: row.closedReason,
    ...exposure,
    openedAt: row.openedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function eventOf(row: {
  id: string;
  kind: TradeAccountEvent['kind'];
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  note: string | null;
  at: Date;
}): TradeAccountEvent {
  return {
    id: row.id,
    kind: row.kind,
    actor: personOf(row.actorId, row.actorName, row.actorEmail),
    note: row.note,
    at: row.at.toISOString(),
  };
}

/** "No limit" or "$5,000.00" */
function limitText(cents: number | null, currency: string): string {
  return cents === null ? 'No limit' : formatMoney(cents, currency);
}

/** What an account's terms are, in one line: "Net 30 days, credit limit $5,000.00, Gold list, zone Inner West". */
export function accountTermsSentence(
  terms: PaymentTerms,
  values: { creditLimitCents: number | null; priceListName: string | null; zoneName: string | null },
  currency: string,
): string {
  return [
    paymentTermsLabel(terms),
    `credit limit ${limitText(values.creditLimitCents, currency).replace('No limit', 'none')}`,
    values.priceListName ? `price list ${values.priceListName}` : '',
    values.zoneName ? `delivery zone ${values.zoneName}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export interface AccountFacts {
  terms: PaymentTerms;
  creditLimitCents: number | null;
  priceList: { id: string; name: string } | null;
  zone: { id: string; name: string } | null;
}

/** A field a change changed, in words: what the history's note and the audit log say. */
export interface FieldChange {
  field: 'paymentTerms' | 'creditLimit' | 'priceList' | 'zone';
  label: string;
  from: string;
  to: string;
}

/** What a change did, field by field; none when nothing did. */
export function changedFields(before: AccountFacts, after: AccountFacts, currency: string): FieldChange[] {
  const changes: FieldChange[] = [];
  const termsBefore = paymentTermsLabel(before.terms);
  const termsAfter = paymentTermsLabel(after.terms);
  if (termsBefore !== termsAfter) changes.push({ field: 'paymentTerms', label: 'Payment terms', from: termsBefore, to: termsAfter });
  if (before.creditLimitCents !== after.creditLimitCents) {
    changes.push({
      field: 'creditLimit',
      label: 'Credit limit',
      from: limitText(before.creditLimitCents, currency),
      to: limitText(after.creditLimitCents, currency),
    });
  }
  if (before.priceList?.id !== after.priceList?.id) {
    changes.push({ field: 'priceList', label: 'Price list', from: before.priceList?.name ?? 'none', to: after.priceList?.name ?? 'none' });
  }
  if (before.zone?.id !== after.zone?.id) {
    changes.push({ field: 'zone', label: 'Delivery zone', from: before.zone?.name ?? 'by address', to: after.zone?.name ?? 'by address' });
  }
  return changes;
}

/** A sentence per field changed ("Credit limit $5,000.00 → $8,000.00"). */
export function changeNotes(changes: readonly FieldChange[]): string[] {
  return changes.map((change) => `${change.label} ${change.from} → ${change.to}`);
}

/** The fields an application is compared by: the same again as the last declined one is refused. */
export function applicationFingerprint(application: {
  legalName: string;
  abn: string;
  acn: string | null;
  liquorLicenceNumber: string;
  liquorLicenceState: string;
  liquorLicenceExpiry: string;
  directors: readonly { name: string }[];
  tradeReferences: readonly { business: string; contactName: string; phone: string; email: string }[];
  requestedLimitCents: number | null;
  termsVersion: string | number;
}): string {
  return JSON.stringify([
    application.legalName,
    application.abn,
    application.acn,
    application.liquorLicenceNumber,
    application.liquorLicenceState,
    application.liquorLicenceExpiry,
    application.directors.map((director) => director.name),
    application.tradeReferences.map((reference) => [reference.business, reference.contactName, reference.phone, reference.email]),
    application.requestedLimitCents,
    String(application.termsVersion),
  ]);
}
