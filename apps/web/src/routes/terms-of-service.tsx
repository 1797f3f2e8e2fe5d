import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from '@/components/ui/legal-page';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/terms-of-service')({ component: TermsPage });

const sections: LegalSection[] = [
  {
    heading: 'The service',
    body: (
      <p>
        Tapline provides software through which venues place wholesale orders with suppliers. Tapline is not a party to the sale: each order
        is a contract between the venue and the supplier, on the supplier’s trading terms.
      </p>
    ),
  },
  {
    heading: 'Accounts and organisations',
    body: (
      <ul>
        <li>You must be at least 18 and authorised to act for the organisation you use Tapline for.</li>
        <li>Keep your password and authentication devices secure; you are responsible for activity under your account.</li>
        <li>Owners and admins decide who is on their team and what role each person has.</li>
      </ul>
    ),
  },
  {
    heading: 'Liquor licensing',
    body: (
      <p>
        Venues are responsible for holding the liquor licences their state or territory requires and for complying with their conditions.
        Suppliers are responsible for their own licences and for only selling to licensed buyers where the law requires it. Tapline may
        suspend an organisation whose licence lapses.
      </p>
    ),
  },
  {
    heading: 'Prices, orders and delivery',
    body: (
      <ul>
        <li>Suppliers set their prices, minimum orders, delivery days and cut-off times, and are responsible for their accuracy.</li>
        <li>Prices are shown excluding GST unless stated. An order is accepted only when the supplier accepts it in Tapline.</li>
        <li>Payment, delivery, returns and credits are between the venue and the supplier.</li>
      </ul>
    ),
  },
  {
    heading: 'Fees',
    body: (
      <p>
        Browsing Tapline is free. Fees for venues and suppliers, if any, are set out in the plan your organisation agrees to and are charged
        with GST where it applies. We will tell you at least 30 days before a fee changes.
      </p>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <p>
        Suppliers keep ownership of their catalogue, images and descriptions, and venues of their menus and profiles. You give Tapline a
        licence to show that content on the marketplace while you use it, and you confirm you have the right to publish it and that product
        descriptions (including alcohol content) are accurate.
      </p>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <p>
        Don’t misuse the service: no attempts to reach data of other organisations, no automated scraping beyond our API’s limits, and no
        unlawful, misleading or infringing content in catalogues or profiles.
      </p>
    ),
  },
  {
    heading: 'Availability',
    body: (
      <p>
        We aim to keep Tapline available around the clock but can’t promise it will never be interrupted. Planned maintenance is scheduled
        outside common ordering hours where we can, and an order is only placed once Tapline confirms it.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        Nothing in these terms excludes rights you have under the Australian Consumer Law. Otherwise, Tapline’s liability is limited to
        resupplying the service or the fees you paid for it in the previous 12 months.
      </p>
    ),
  },
  {
    heading: 'Changes and ending',
    body: (
      <p>
        We will give 30 days’ notice of material changes to these terms. You can close your account at any time; we may suspend accounts
        that breach these terms. These terms are governed by the laws of New South Wales.
      </p>
    ),
  },
];

function TermsPage() {
  usePageHead(pageHeads.termsOfService());
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 November 2026"
      intro={<p>These terms apply to everyone who uses Tapline: venues, suppliers and visitors.</p>}
      sections={sections}
    />
  );
}
