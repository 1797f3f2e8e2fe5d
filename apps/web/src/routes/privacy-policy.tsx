import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from '@/components/ui/legal-page';
import { usePageHead } from '@/lib/page-head';

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage });

const sections: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        Tapline operates a wholesale ordering marketplace that connects licensed venues with breweries, cideries and distributors in
        Australia. We handle personal information in line with the <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles
        (APPs).
      </p>
    ),
  },
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>Account details: your name, work email address, phone number and password (stored only as a secure hash).</li>
        <li>Business details: your organisation’s name, ABN, addresses, liquor licence details and team members.</li>
        <li>Orders: what your venue orders, from whom, when, delivery instructions and prices.</li>
        <li>
          Security and usage data: sign-in times, devices, IP addresses and the pages you use, to keep accounts safe and improve the
          service.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <ul>
        <li>To run the marketplace: passing orders between venues and suppliers and showing each their order history.</li>
        <li>To keep accounts secure, including multi-factor authentication and fraud prevention.</li>
        <li>To send service messages such as invitations, order updates and password resets.</li>
        <li>To connect your accounting software when you ask us to.</li>
      </ul>
    ),
  },
  {
    heading: 'Who we share it with',
    body: (
      <>
        <p>
          When a venue orders, the supplier receives the order, the venue’s business and delivery details and the name of the person who
          placed it. Public pages show a venue’s name, suburb, opening hours and On Tap list, and a supplier’s catalogue, but never personal
          details of staff.
        </p>
        <p>
          We use service providers for hosting, email and SMS delivery, bound to protect your information. We do not sell personal
          information. Some providers may store data outside Australia; where they do, we take reasonable steps under APP 8 to ensure it is
          protected.
        </p>
      </>
    ),
  },
  {
    heading: 'Keeping it safe and how long we keep it',
    body: (
      <p>
        Data is encrypted in transit, passwords are hashed, integration tokens are encrypted at rest, and every request is checked against
        your organisation’s permissions. We keep order records for seven years to meet tax obligations and delete other personal information
        when it is no longer needed.
      </p>
    ),
  },
  {
    heading: 'Cookies and local storage',
    body: (
      <p>
        Tapline does not use advertising or cross-site tracking cookies. Your browser keeps a few items locally so the app works: your
        sign-in session, and which venue or supplier you are currently acting for. Clearing your browser’s site data removes them and signs
        you out.
      </p>
    ),
  },
  {
    heading: 'Data breaches',
    body: (
      <p>
        If a data breach is likely to result in serious harm to anyone, we will notify the people affected and the OAIC as required by the
        Notifiable Data Breaches scheme in Part IIIC of the Privacy Act, and tell the organisations concerned what happened and what we are
        doing about it.
      </p>
    ),
  },
  {
    heading: 'Your choices and rights',
    body: (
      <p>
        You can see and correct your profile at any time in your dashboard, and ask us for a copy of the personal information we hold about
        you or to delete it, subject to legal retention obligations. We will answer within 30 days.
      </p>
    ),
  },
  {
    heading: 'Complaints and contact',
    body: (
      <p>
        Contact our privacy officer at privacy@tapline.example. If you are not satisfied with our answer, you can complain to the Office of
        the Australian Information Commissioner (OAIC) at oaic.gov.au.
      </p>
    ),
  },
];

function PrivacyPolicyPage() {
  usePageHead(pageHeads.privacyPolicy());
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 November 2026"
      intro={<p>This policy explains what personal information Tapline collects, why, and the choices you have.</p>}
      sections={sections}
    />
  );
}
