import { Link } from '@tanstack/react-router';
import { ClipboardList, Inbox, RefreshCw, ShoppingCart, Store, Truck, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApplicantType } from './application-form';
import { TitledSection } from '@/components/ui/titled-section';

// zod and react-hook-form come with the form, only on these two pages (decision 0087: none on the other public pages)
const ApplicationFormPanel = lazy(() => import('./application-form').then((module) => ({ default: module.ApplicationFormPanel })));

interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
}

interface Copy {
  eyebrow: string;
  title: string;
  intro: string;
  features: Feature[];
  steps: { title: string; body: string }[];
  cost: string;
  formTitle: string;
  formIntro: string;
  other: { to: '/for-venues' | '/for-suppliers'; label: string };
}

const COPY: Record<ApplicantType, Copy> = {
  venue: {
    eyebrow: 'For venues',
    title: 'Order from every supplier in one cart',
    intro:
      'Tapline brings the independent breweries, cideries and distributors you buy from into one place: see your trade prices and delivery days, order in one go, and keep your tap list up to date for your guests.',
    features: [
      {
        icon: ShoppingCart,
        title: 'One cart, many suppliers',
        body: 'Fill one cart from several suppliers; each gets its own order with its own delivery day and minimum.',
      },
      {
        icon: ClipboardList,
        title: 'Your tap list, public',
        body: 'Show what’s on tap on your venue page, a board for the TV behind the bar, or a printed table card.',
      },
      {
        icon: Inbox,
        title: 'Orders you can follow',
        body: 'See each order accepted, packed and delivered, with the whole team on the same page.',
      },
      {
        icon: RefreshCw,
        title: 'Bills in Xero',
        body: 'Connect Xero and delivered orders arrive as bills, matched to your suppliers.',
      },
    ],
    steps: [
      { title: 'Apply', body: 'Tell us about your venue below and confirm your email.' },
      { title: 'Get set up', body: 'We check your details and invite you as the venue’s owner; add your team and delivery address.' },
      { title: 'Order', body: 'Browse products at your trade prices and send one cart to every supplier.' },
      { title: 'Receive', body: 'Suppliers accept and deliver on their days; you follow each order to your door.' },
    ],
    cost: 'Tapline costs venues nothing: no subscription, no fee per order. You pay your suppliers as you do today.',
    formTitle: 'Apply as a venue',
    formIntro: 'We review every venue by hand, usually within two business days.',
    other: { to: '/for-suppliers', label: 'Are you a brewery or distributor? See Tapline for suppliers' },
  },
  supplier: {
    eyebrow: 'For suppliers',
    title: 'Your catalogue in front of every venue',
    intro:
      'List your beer, cider and spirits once, with your packs, trade prices and delivery days, and take orders from venues across your delivery areas in one queue.',
    features: [
      {
        icon: ClipboardList,
        title: 'One catalogue',
        body: 'Products, packs and prices ex GST, imported from a spreadsheet or edited on screen; venue-specific prices too.',
      },
      {
        icon: Inbox,
        title: 'Orders in, one queue',
        body: 'New orders arrive in one list to accept, pack and deliver, with notifications for your team.',
      },
      {
        icon: Store,
        title: 'See who pours you',
        body: 'Venues’ public tap lists show where your beer is on tap right now.',
      },
      {
        icon: RefreshCw,
        title: 'Invoices in Xero',
        body: 'Connect Xero and accepted orders become invoices, with your items and tax rates.',
      },
    ],
    steps: [
      { title: 'Apply', body: 'Tell us about your business and where you deliver, then confirm your email.' },
      { title: 'List', body: 'We invite you as the owner; add your products, packs, prices and delivery days.' },
      { title: 'Take orders', body: 'Venues order from your catalogue, alongside their other suppliers, in one cart.' },
      { title: 'Deliver', body: 'Accept, pack and deliver from the Orders In queue; the venue sees every step.' },
    ],
    cost: 'Listing on Tapline costs nothing: no listing fee and no commission on your orders.',
    formTitle: 'Apply as a supplier',
    formIntro: 'We review every supplier by hand, usually within two business days.',
    other: { to: '/for-venues', label: 'Run a pub, bar or bottle shop? See Tapline for venues' },
  },
};

function FormFallback() {
  return (
    <div className="space-y-4 rounded-xl border border-line bg-white p-5" aria-busy="true" aria-label="Loading the application form">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-2/3" />
    </div>
  );
}

/** "For venues" and "For suppliers": what Tapline does for each, how ordering works, what it costs, and the application. */
export function JoinPage({ type }: { type: ApplicantType }) {
  const copy = COPY[type];
  return (
    <div className="mx-auto max-w-4xl sm:py-4">
      <header className="max-w-3xl">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-malt-700">
          {type === 'venue' ? <Store aria-hidden="true" className="h-4 w-4" /> : <Truck aria-hidden="true" className="h-4 w-4" />}
          {copy.eyebrow}
        </p>
        <h1 className="mt-2 text-3xl font-bold text-ink sm:text-4xl">{copy.title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{copy.intro}</p>
        <a href="#apply" className={buttonClass('primary', 'mt-6')}>
          {copy.formTitle}
        </a>
      </header>

      <TitledSection
        title="What Tapline does for you"
        headingId="what-you-get"
        headingClassName="text-xl font-bold text-ink"
        className="mt-12"
      >
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {copy.features.map((feature) => (
            <li key={feature.title} className="rounded-xl bg-white p-5 ring-1 ring-malt-100">
              <h3 className="flex items-center gap-2 font-semibold text-ink">
                <span className="text-malt-700">
                  <feature.icon aria-hidden="true" className="h-5 w-5" />
                </span>
                {feature.title}
              </h3>
              <p className="mt-1 text-sm text-ink-soft">{feature.body}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection title="How it works" headingId="how-it-works" headingClassName="text-xl font-bold text-ink" className="mt-12">
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-line bg-white p-5">
              <span
                className="flex h-8 w-8 items-center justify-center rounded-full bg-malt-100 font-bold text-malt-800 tabular-nums"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm text-ink-soft">{step.body}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection
        title="What it costs"
        headingId="what-it-costs"
        headingClassName="text-xl font-bold text-ink"
        className="mt-12 rounded-xl bg-malt-50 p-6 ring-1 ring-malt-100"
      >
        <p className="mt-2 text-ink">{copy.cost}</p>
      </TitledSection>

      <section id="apply" aria-labelledby="apply-heading" className="mt-12 scroll-mt-20">
        <h2 id="apply-heading" className="text-2xl font-bold text-ink">
          {copy.formTitle}
        </h2>
        <p className="mt-1 mb-5 text-ink-soft">{copy.formIntro}</p>
        <Suspense fallback={<FormFallback />}>
          <ApplicationFormPanel type={type} />
        </Suspense>
      </section>

      <p className="mt-10 text-sm">
        <Link to={copy.other.to} className="font-medium text-malt-800 underline underline-offset-2 hover:text-ink">
          {copy.other.label}
        </Link>
      </p>
    </div>
  );
}
