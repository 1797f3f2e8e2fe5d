import type { OrganisationSettings, SupplierOverview } from '@tapline/contracts';
import type { AttentionTarget } from './attention';

export interface GettingStartedStep {
  key: 'logo' | 'rules' | 'product' | 'publish' | 'invite';
  label: string;
  /** what the step is for, shown under it while it isn't done */
  why: string;
  done: boolean;
  target: AttentionTarget;
  /** only owners and admins can do it (settings, invites) */
  managersOnly: boolean;
}

/**
 * A new supplier's first steps (issue 11, decision 0080), each ticked from what the API holds now: a logo, any
 * ordering rule, a product of any status, an active one, a second member or an invite out. Shown until all are done.
 */
export function gettingStartedSteps(overview: SupplierOverview, settings: OrganisationSettings): GettingStartedStep[] {
  const rules = settings.orderingRules;
  const { draft, active, archived } = overview.productCounts;
  return [
    { key: 'logo', label: 'Add a logo', why: 'Venues recognise you in search, on your page and on orders.', done: settings.logoUrl !== null, target: 'edit', managersOnly: true },
    {
      key: 'rules',
      label: 'Set your ordering rules',
      why: 'Delivery days, cut-off, minimum order and lead time: venues meet them at checkout.',
      done: rules !== null && (rules.deliveryWeekdays.length > 0 || rules.minimumOrderCents !== null || rules.orderCutoffTime !== null || rules.leadDays !== null),
      target: 'edit',
      managersOnly: true,
    },
    { key: 'product', label: 'Add your first product', why: 'A beer or cider with the packs venues order.', done: draft + active + archived > 0, target: 'new-product', managersOnly: false },
    { key: 'publish', label: 'Publish it', why: 'Published products appear in search, Discover and on your public page.', done: active > 0, target: 'products', managersOnly: false },
    { key: 'invite', label: 'Invite a colleague', why: 'Share the orders and the catalogue with your team.', done: overview.teamSize > 1 || overview.pendingInvites > 0, target: 'team', managersOnly: true },
  ];
}
