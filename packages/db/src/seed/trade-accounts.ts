import type { Database } from '../client';
import { supplierTradeSettings, supplierVenuePaymentTerms, tradeAccountEvents, tradeAccounts, tradeApplications } from '../schema';
import { demoAbn } from './money';

// Trade accounts in the demo (decision 0169): Pacific Beverage Distributors, which no journey orders from, turned
// trade accounts on with short terms and sells to any venue (on delivery terms until approved). The Crown & Anchor
// has an approved account with it (net 30, a $5,000 limit); the Jetty Road Kitchen's application waits for its
// decision. The demo venue and the demo brewery are left as they were.

const DEMO_TRADE_SUPPLIER_SLUG = 'pacific-beverage-distributors';

const TERMS = [
  'Pacific Beverage Distributors trade terms',
  '1. Invoices are payable on the terms of your approved account; until then, on delivery.',
  '2. Goods remain ours until paid for in full. Kegs are on loan and are returned empty.',
  '3. We may put an account on hold while invoices are overdue or the credit limit is reached.',
  '4. Tell us within 48 hours of delivery of anything short or damaged.',
].join('\n\n');

interface Applicant {
  slug: string;
  id: string;
  legalName: string;
  licence: string;
  state: string;
  director: string;
  submittedAt: Date;
}

function applicationOf(supplierId: string, applicant: Applicant) {
  return {
    venueId: applicant.id,
    supplierId,
    legalName: applicant.legalName,
    abn: demoAbn(applicant.slug),
    liquorLicenceNumber: applicant.licence,
    liquorLicenceState: applicant.state,
    liquorLicenceExpiry: '2028-06-30',
    directors: [{ name: applicant.director }],
    tradeReferences: [{ business: 'Saltwater Brewing', contactName: 'Accounts', phone: '02 9000 1000', email: '' }],
    requestedLimitCents: 500_000,
    termsVersion: 2,
    termsText: TERMS,
    submittedAt: applicant.submittedAt,
  };
}

export async function seedTradeAccounts(
  tx: Database,
  demo: { supplierId: Map<string, string>; venueId: Map<string, string>; daysAgo: (days: number) => Date },
): Promise<void> {
  const supplierId = demo.supplierId.get(DEMO_TRADE_SUPPLIER_SLUG)!;
  const venue = (slug: string) => ({ slug, id: demo.venueId.get(slug)! });
  const approved = {
    ...venue('crown-and-anchor-surry-hills'),
    legalName: 'Crown & Anchor Hotel Pty Ltd',
    licence: 'LIQH400123456',
    state: 'NSW',
    director: 'Margaret Byrne',
    submittedAt: demo.daysAgo(45),
  };
  const waiting = {
    ...venue('jetty-road-kitchen'),
    legalName: 'Jetty Road Kitchen Pty Ltd',
    licence: '57612345',
    state: 'SA',
    director: 'Tom Nguyen',
    submittedAt: demo.daysAgo(2),
  };
  await tx
    .insert(supplierTradeSettings)
    .values({ supplierId, accountsRequired: false, terms: TERMS, termsVersion: 2, updatedAt: demo.daysAgo(60) });
  const [approvedApplication, waitingApplication] = await tx
    .insert(tradeApplications)
    .values([
      { ...applicationOf(supplierId, approved), status: 'approved' as const, decidedAt: demo.daysAgo(43) },
      applicationOf(supplierId, waiting),
    ])
    .returning({ id: tradeApplications.id });
  await tx.insert(tradeAccounts).values({
    supplierId,
    venueId: approved.id,
    creditLimitCents: 500_000,
    openedAt: demo.daysAgo(43),
    createdAt: demo.daysAgo(43),
    updatedAt: demo.daysAgo(43),
  });
  // the account's terms are the pair's payment terms, which its invoices read
  await tx.insert(supplierVenuePaymentTerms).values({ supplierId, venueId: approved.id, termsKind: 'net_days', termsDays: 30 });
  const pair = (venueId: string) => ({ supplierId, venueId, actorId: null });
  await tx.insert(tradeAccountEvents).values([
    { ...pair(approved.id), kind: 'applied' as const, applicationId: approvedApplication!.id, at: approved.submittedAt },
    {
      ...pair(approved.id),
      kind: 'approved' as const,
      note: 'Net 30 days, credit limit $5,000.00',
      applicationId: approvedApplication!.id,
      at: demo.daysAgo(43),
    },
    { ...pair(waiting.id), kind: 'applied' as const, applicationId: waitingApplication!.id, at: waiting.submittedAt },
  ]);
}
