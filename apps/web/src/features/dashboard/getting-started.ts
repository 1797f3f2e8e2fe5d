import type { OrganisationSettings, SupplierOverview, VenueOverview } from '@tapline/contracts';
import type { AttentionTarget } from './attention';

export interface GettingStartedStep {
  key: 'logo' | 'rules' | 'product' | 'publish' | 'invite' | 'delivery-address' | 'suppliers' | 'first-order' | 'taps';
  label: string;
  /** what the step is for, shown under it while it isn't done */
  why: string;
  done: boolean;
  target: AttentionTarget;
  /** only owners and admins can do it (settings, invites) */
  managersOnly: boolean;
  /** suppliers to start with, listed under the step while it is open */
  suppliers?: VenueOverview['gettingStarted']['suppliersToBrowse'];
}

/** Inviting someone is done once a second person is in or an invite is out (both checklists). */
function inviteStep(overview: { teamSize: number; pendingInvites: number }, label: string, why: string): GettingStartedStep {
  return { key: 'invite', label, why, done: overview.teamSize > 1 || overview.pendingInvites > 0, target: 'team', managersOnly: true };
}

/**
 * A new supplier's first steps (decision 0080), each ticked from what the API holds now: a logo, any
 * ordering rule, a product of any status, an active one, a second member or an invite out. Shown until all are done.
 */
export function gettingStartedSteps(overview: SupplierOverview, settings: OrganisationSettings): GettingStartedStep[] {
  const rules = settings.orderingRules;
  const { draft, active, archived } = overview.productCounts;
  return [
    {
      key: 'logo',
      label: 'Add a logo',
      why: 'Venues recognise you in search, on your page and on orders.',
      done: settings.logoUrl !== null,
      target: 'edit',
      managersOnly: true,
    },
    {
      key: 'rules',
      label: 'Set your ordering rules',
      why: 'Delivery days, cut-off, minimum order and lead time: venues meet them at checkout.',
      done:
        rules !== null &&
        (rules.deliveryWeekdays.length > 0 ||
          rules.minimumOrderCents !== null ||
          rules.orderCutoffTime !== null ||
          rules.leadDays !== null),
      target: 'edit',
      managersOnly: true,
    },
    {
      key: 'product',
      label: 'Add your first product',
      why: 'A beer or cider with the packs venues order.',
      done: draft + active + archived > 0,
      target: 'new-product',
      managersOnly: false,
    },
    {
      key: 'publish',
      label: 'Publish it',
      why: 'Published products appear in search, Discover and on your public page.',
      done: active > 0,
      target: 'products',
      managersOnly: false,
    },
    inviteStep(overview, 'Invite a colleague', 'Share the orders and the catalogue with your team.'),
  ];
}

/**
 * A new venue's first steps (decision 0137), ticked the same way: a delivery address of its own, a second
 * member or an invite out, something in the cart or ordered (found a supplier), an order placed, a tap listed.
 */
export function venueGettingStartedSteps(overview: VenueOverview, settings: OrganisationSettings): GettingStartedStep[] {
  const ordered = overview.recentOrders.length > 0;
  const hasStreetAddress = settings.addresses.some((address) => address.kind === 'physical');
  return [
    {
      key: 'delivery-address',
      label: 'Set your delivery address',
      why: hasStreetAddress
        ? 'Where suppliers bring your orders, such as a loading dock or a back door. Until then they use your street address.'
        : 'Where suppliers bring your orders.',
      done: settings.addresses.some((address) => address.kind === 'delivery'),
      target: 'edit',
      managersOnly: true,
    },
    inviteStep(overview, 'Invite your team', 'The people who order, take deliveries or keep the tap list.'),
    {
      key: 'suppliers',
      label: 'Find your suppliers',
      why: 'Browse their beers and packs at your prices, and add what you need to your cart.',
      done: ordered || overview.cart.lineCount > 0 || overview.cart.heldBack.length > 0 || overview.cart.problems.length > 0,
      target: 'discover',
      managersOnly: false,
      suppliers: overview.gettingStarted.suppliersToBrowse,
    },
    {
      key: 'first-order',
      label: 'Place your first order',
      why: 'Send your cart: each supplier gets its part and confirms it.',
      done: ordered,
      target: 'cart',
      managersOnly: false,
    },
    {
      key: 'taps',
      label: 'List what’s on tap',
      why: 'Your public page shows it, and people find you by what you pour.',
      done: overview.taps.count > 0,
      target: 'on-tap',
      managersOnly: false,
    },
  ];
}
