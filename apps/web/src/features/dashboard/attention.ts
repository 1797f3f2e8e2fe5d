import type { KegAttention, OrganisationSettings, SupplierOverview, VenueOverview } from '@tapline/contracts';
import { formatMoney, plural } from '@/lib/format';
import { formatRelative } from '@/lib/format-time';

/** Where an item takes the person; the landing pages turn these into router links. */
export type AttentionTarget =
  | 'orders'
  | 'held-orders'
  | 'unread-messages'
  | 'cart'
  | 'team'
  | 'edit'
  | 'products'
  | 'on-tap'
  | 'new-product'
  | 'discover'
  | 'invoices'
  | 'bills'
  | 'trade-applications'
  | 'kegs';

/** The organisation's overdue tax invoices (a supplier's) or bills (a venue's, with how much is overdue, per currency). */
interface OverdueInvoiceCount {
  count: number;
  amounts: readonly { cents: number; currency: string }[];
}

/** "$1,250.00" or "$1,250.00 and NZ$80.00": a venue's overdue bills, over every supplier. */
function overdueAmount(amounts: OverdueInvoiceCount['amounts']): string {
  const byCurrency = new Map<string, number>();
  for (const amount of amounts) byCurrency.set(amount.currency, (byCurrency.get(amount.currency) ?? 0) + amount.cents);
  return [...byCurrency].map(([currency, cents]) => formatMoney(cents, currency)).join(' and ');
}

export interface AttentionItem {
  key: string;
  /** urgent: someone is waiting on this organisation; todo: something to set up or finish */
  tone: 'urgent' | 'todo';
  text: string;
  action: string;
  target: AttentionTarget;
}

/**
 * The kegs items (docs/domain.md, Kegs): empties waiting longer than the collection promise, kegs out longer than the
 * keg-out days. The supplier is the one to collect: its late empties are urgent; the venue is told, to chase them.
 */
function kegItems(kegs: KegAttention, side: 'supplier' | 'venue'): AttentionItem[] {
  const items: AttentionItem[] = [];
  const where = (item: KegAttention['lateEmpties']) => {
    if (item.partners === 1 && item.firstPartner)
      return side === 'supplier' ? ` at ${item.firstPartner.name}` : ` of ${item.firstPartner.name}’s`;
    return side === 'supplier' ? ` at ${plural(item.partners, 'venue')}` : ` of ${plural(item.partners, 'supplier')}`;
  };
  const { lateEmpties, overdueKegs } = kegs;
  if (lateEmpties.kegs > 0) {
    const promise = lateEmpties.days === null ? 'the collection promise' : `the ${lateEmpties.days}-day collection promise`;
    items.push({
      key: 'late-empties',
      tone: side === 'supplier' ? 'urgent' : 'todo',
      text: `${plural(lateEmpties.kegs, 'empty keg', 'empty kegs')}${where(lateEmpties)} waiting longer than ${promise}.`,
      action: 'See kegs',
      target: 'kegs',
    });
  }
  if (overdueKegs.kegs > 0) {
    const days = overdueKegs.days === null ? 'the supplier’s keg-out days' : `${overdueKegs.days} days`;
    items.push({
      key: 'overdue-kegs',
      tone: 'todo',
      text: `${plural(overdueKegs.kegs, 'keg')}${where(overdueKegs)} ${side === 'supplier' ? 'out' : 'held'} longer than ${days}.`,
      action: 'See kegs',
      target: 'kegs',
    });
  }
  return items;
}

/** The other side's messages the organisation hasn't read (docs/domain.md, Messages on an order): someone waits for an answer. */
function unreadMessagesItems({ orders, messages }: VenueOverview['unreadMessages']): AttentionItem[] {
  if (messages === 0) return [];
  return [
    {
      key: 'unread-messages',
      tone: 'urgent',
      text: `${plural(messages, 'unread message')} on ${plural(orders, 'order')}.`,
      action: 'Read them',
      target: 'unread-messages',
    },
  ];
}

/** What only owners and admins can fix, last on both lists: settings, and invites not accepted; members are not asked to. */
function managerItems(settings: OrganisationSettings, canManage: boolean, pendingInvites: number): AttentionItem[] {
  if (!canManage) return [];
  const items: AttentionItem[] = [];
  if (!settings.logoUrl)
    items.push({ key: 'logo', tone: 'todo', text: 'No logo yet: your initials stand in for it.', action: 'Add a logo', target: 'edit' });
  if (!settings.contactEmail && !settings.contactPhone) {
    items.push({ key: 'contact', tone: 'todo', text: 'No contact email or phone.', action: 'Add contact details', target: 'edit' });
  }
  if (pendingInvites > 0) {
    items.push({
      key: 'invites',
      tone: 'todo',
      text: `${plural(pendingInvites, 'invite')} not accepted yet.`,
      action: 'See the team',
      target: 'team',
    });
  }
  return items;
}

/**
 * What a venue should look at first, most pressing first (docs/ui.md, Venue dashboard). `checklistShown`: the
 * getting-started checklist is on the page, and covers the address and the taps (decision 0137).
 */
export function venueAttention(
  overview: VenueOverview,
  settings: OrganisationSettings,
  {
    canManage,
    checklistShown = false,
    overdueBills,
  }: { canManage: boolean; checklistShown?: boolean; overdueBills?: OverdueInvoiceCount | undefined },
): AttentionItem[] {
  const items: AttentionItem[] = [];
  // counted by the server over every open delivery, not just the few it lists
  const { overdue, dueToday } = overview.deliveriesDue;
  if (overdue > 0) {
    items.push({
      key: 'overdue',
      tone: 'urgent',
      text: `${plural(overdue, 'delivery', 'deliveries')} overdue.`,
      action: 'See orders',
      target: 'orders',
    });
  }
  if (dueToday > 0) {
    items.push({
      key: 'due-today',
      tone: 'urgent',
      text: `${plural(dueToday, 'delivery', 'deliveries')} due today.`,
      action: 'See orders',
      target: 'orders',
    });
  }
  items.push(...unreadMessagesItems(overview.unreadMessages));
  if (overdueBills && overdueBills.count > 0) {
    const amount = overdueAmount(overdueBills.amounts);
    items.push({
      key: 'overdue-bills',
      tone: 'urgent',
      text: `${plural(overdueBills.count, 'bill')} overdue${amount ? `: ${amount} to pay` : ''}.`,
      action: 'See bills',
      target: 'bills',
    });
  }
  if (overview.openSupplierOrders.held > 0) {
    items.push({
      key: 'held',
      tone: 'todo',
      text: `${plural(overview.openSupplierOrders.held, 'order')} held for the supplier’s approval (over the credit limit, or the account on hold).`,
      action: 'See orders',
      target: 'orders',
    });
  }
  if (overview.openSupplierOrders.submitted > 0) {
    items.push({
      key: 'awaiting',
      tone: 'todo',
      text: `${plural(overview.openSupplierOrders.submitted, 'order')} waiting for the supplier to accept.`,
      action: 'See orders',
      target: 'orders',
    });
  }
  const heldLines = overview.cart.heldBack.reduce((sum, group) => sum + group.lineCount, 0);
  if (overview.cart.lineCount + heldLines > 0) {
    const lines = plural(overview.cart.lineCount + heldLines, 'line');
    items.push({ key: 'cart', tone: 'todo', text: `Your cart has ${lines} not sent yet.`, action: 'Open the cart', target: 'cart' });
  }
  const [firstHeld, ...moreHeld] = overview.cart.heldBack;
  if (firstHeld) {
    const more = moreHeld.length > 0 ? ` (and ${plural(moreHeld.length, 'other supplier')})` : '';
    items.push({
      key: 'cart-held',
      tone: 'todo',
      text: `${firstHeld.supplierName}${more} can’t be sent yet: ${firstHeld.reason}.`,
      action: 'Open the cart',
      target: 'cart',
    });
  }
  if (overview.cart.problems.length > 0) {
    const lines = plural(overview.cart.problems.length, 'line');
    items.push({
      key: 'cart-problems',
      tone: 'todo',
      text: `${lines} in your cart can’t be ordered now.`,
      action: 'Open the cart',
      target: 'cart',
    });
  }
  items.push(...kegItems(overview.kegs, 'venue'));
  if (canManage && !checklistShown && !settings.addresses.some((address) => address.kind === 'delivery' || address.kind === 'physical')) {
    items.push({
      key: 'address',
      tone: 'todo',
      text: 'No delivery address: suppliers need one.',
      action: 'Add an address',
      target: 'edit',
    });
  }
  if (canManage && !settings.openingHours) {
    items.push({ key: 'hours', tone: 'todo', text: 'No opening hours on your public page.', action: 'Add opening hours', target: 'edit' });
  }
  if (overview.taps.count === 0 && !checklistShown)
    items.push({ key: 'taps', tone: 'todo', text: 'Nothing on tap on your public page.', action: 'See On Tap', target: 'on-tap' });
  items.push(...managerItems(settings, canManage, overview.pendingInvites));
  return items;
}

/**
 * What a supplier should look at first: new orders above all, then orders held over a venue's credit limit or
 * account hold, then trade applications waiting (docs/ui.md, Supplier dashboard).
 */
export function supplierAttention(
  overview: SupplierOverview,
  settings: OrganisationSettings,
  {
    canManage,
    now = new Date(),
    overdueInvoices,
    tradeApplications = 0,
  }: {
    canManage: boolean;
    now?: Date;
    overdueInvoices?: OverdueInvoiceCount | undefined;
    /** trade applications waiting for a decision */
    tradeApplications?: number | undefined;
  },
): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (overview.newOrders.count > 0) {
    const oldest = overview.newOrders.oldestSince ? `, the oldest from ${formatRelative(overview.newOrders.oldestSince, now)}` : '';
    items.push({
      key: 'new-orders',
      tone: 'urgent',
      text: `${plural(overview.newOrders.count, 'new order')} waiting for you to accept or reject${oldest}.`,
      action: 'Open Orders In',
      target: 'orders',
    });
  }
  items.push(...unreadMessagesItems(overview.unreadMessages));
  if (overview.heldOrders.count > 0) {
    const [first] = overview.heldOrders.first;
    const why = overview.heldOrders.count === 1 && first ? ` (${first.venueName}: ${first.heldReason})` : '';
    items.push({
      key: 'held-orders',
      tone: 'urgent',
      text: `${plural(overview.heldOrders.count, 'held order')} waiting for your credit decision${why}: release or decline.`,
      action: 'See held orders',
      target: 'held-orders',
    });
  }
  if (tradeApplications > 0) {
    items.push({
      key: 'trade-applications',
      tone: 'urgent',
      text: `${plural(tradeApplications, 'trade account application')} waiting for your decision.`,
      action: 'See applications',
      target: 'trade-applications',
    });
  }
  if (overview.toDispatch.dueToday > 0) {
    items.push({
      key: 'dispatch',
      tone: 'urgent',
      text: `${plural(overview.toDispatch.dueToday, 'accepted order')} to dispatch today (or overdue).`,
      action: 'Open Orders In',
      target: 'orders',
    });
  }
  if (overdueInvoices && overdueInvoices.count > 0) {
    items.push({
      key: 'overdue-invoices',
      tone: 'urgent',
      text: `${plural(overdueInvoices.count, 'invoice')} overdue: past the due date with a balance left to pay.`,
      action: 'See invoices',
      target: 'invoices',
    });
  }
  items.push(...kegItems(overview.kegs, 'supplier'));
  // no active product: the Getting-started checklist leads to adding and publishing one (decision 0080)
  if (overview.productCounts.draft > 0) {
    items.push({
      key: 'drafts',
      tone: 'todo',
      text: `${plural(overview.productCounts.draft, 'draft product')} not visible to venues yet.`,
      action: 'See products',
      target: 'products',
    });
  }
  if (canManage && settings.orderingRules && settings.orderingRules.deliveryWeekdays.length === 0) {
    items.push({
      key: 'delivery-days',
      tone: 'todo',
      text: 'No delivery days set: venues see “by arrangement”.',
      action: 'Set delivery days',
      target: 'edit',
    });
  }
  items.push(...managerItems(settings, canManage, overview.pendingInvites));
  return items;
}
