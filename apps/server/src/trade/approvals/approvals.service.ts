import {
  type ApprovalSettings,
  approvalReasonFor,
  approvalReasonText,
  type ApprovalRequest,
  type ApprovalRequestCreate,
  type ApprovalRequestList,
  type ApprovalSnapshot,
  type CartGroup,
  type CheckoutProblem,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, managesOrganisation, requireOrganisationAccess } from '../../identity';
import { AppError, eventVersion, publishRealtime } from '../../platform';
import { approvalStandingOf } from '../../shared/spend-standing';
import { withRetryingTransaction } from '../../shared/transactions';
import { cartDeliveryTerms, deleteCartItems, groupCart, listCartLines, readCartCredit, requireVenueMember } from '../cart/cart.service';
import { checkoutRefused } from '../orders/checkout/order-rules';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { tellApprovers } from './approval-notices';
import {
  findApprovalRequest,
  findVenueOfRequest,
  insertApprovalRequest,
  listApprovalRequests,
  setApprovalPriceRisePercent,
  type ApprovalRequestRow,
} from './approvals.queries';

// Approval requests (docs/domain.md, Approvals; decision 0184): a venue's staff member, or a buyer whose order passes a
// limit, sends the cart's groups as a request instead of an order. The request freezes the lines and prices the cart
// showed, the days, notes and PO number: nothing edits it afterwards. The items sent leave the cart, as at checkout.

/** The most requests a list answers (pending first, then the newest). */
const LIST_LIMIT = 100;

/** The request as its venue's members read it, with what the caller may do now. */
export function approvalView(row: ApprovalRequestRow, caller: { id: string; approves: boolean }): ApprovalRequest {
  const pending = row.status === 'pending';
  return {
    id: row.id,
    venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
    requestedBy: { id: row.requestedById, name: row.requestedByName },
    status: row.status,
    reason: row.reason,
    reasonText: row.reasonText,
    currency: row.currency,
    snapshot: row.snapshot,
    decidedBy: row.decidedById ? { id: row.decidedById, name: row.decidedByName ?? '' } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    returnedLines: row.returnedLines,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    actions: {
      approve: pending && caller.approves,
      decline: pending && caller.approves,
      withdraw: pending && row.requestedById === caller.id,
    },
  };
}

/**
 * The request's venue for the caller: 404 for another tenant's (as for none at all), and for a member who neither
 * approves nor asked it (a buyer sees their own requests, not a colleague's).
 */
export async function requireApprovalAccess(db: Database, user: ApiUser, row: ApprovalRequestRow | undefined) {
  if (!row) throw AppError.notFound('Approval request');
  const access = await AppError.notFoundAs('Approval request', requireOrganisationAccess(db, user, 'venue', row.venueId));
  const approves = managesOrganisation(user, access.organisationRole);
  // a platform admin who is not a member reads any (decision 0119), and acts on none
  if (!approves && access.organisationRole !== null && row.requestedById !== user.id) throw AppError.notFound('Approval request');
  return { approves, role: access.organisationRole };
}

/** The cart's groups as the frozen snapshot: each line's price, the day asked for (else the earliest), the note. */
function snapshotOf(groups: readonly CartGroup[], input: ApprovalRequestCreate): ApprovalSnapshot {
  const frozen = groups.map((group) => ({
    supplier: { id: group.supplier.id, slug: group.supplier.slug, name: group.supplier.name },
    deliveryDate: input.deliveryDates?.[group.supplier.id] ?? group.deliveryDates[0] ?? null,
    note: input.notes?.[group.supplier.id]?.trim() ?? '',
    lines: group.lines.map((line) => ({
      skuId: line.skuId,
      productId: line.product.id,
      productName: line.product.name,
      skuName: line.skuName,
      skuCode: line.skuCode,
      qty: line.qty,
      unitPriceCents: line.unitPriceCents,
      taxRateBasisPoints: line.taxRateBasisPoints,
      lineTotalCents: line.lineTotalCents,
      substitutionPreference: line.substitutionPreference,
    })),
    subtotalCents: group.subtotalCents,
    taxCents: group.taxCents,
    totalCents: group.totalCents,
  }));
  const sum = (key: 'subtotalCents' | 'taxCents' | 'totalCents') => frozen.reduce((total, group) => total + group[key], 0);
  return {
    groups: frozen,
    purchaseOrderNumber: input.purchaseOrderNumber || null,
    subtotalCents: sum('subtotalCents'),
    taxCents: sum('taxCents'),
    totalCents: sum('totalCents'),
  };
}

/** What the cart's groups would refuse now, as checkout names it: a request must be one that could be placed today. */
function requestProblems(groups: readonly CartGroup[], input: ApprovalRequestCreate): CheckoutProblem[] {
  const problems = groups.flatMap((group) => group.problems);
  if (groups.length === 0) problems.push({ code: 'empty', message: 'Your cart is empty', supplierId: null, cartItemId: null });
  for (const supplierId of input.supplierIds ?? []) {
    if (!groups.some((group) => group.supplier.id === supplierId))
      problems.push({ code: 'empty', message: 'Nothing of this supplier is in your cart', supplierId, cartItemId: null });
  }
  for (const group of groups) {
    const date = input.deliveryDates?.[group.supplier.id];
    if (date && !group.deliveryDates.includes(date))
      problems.push({
        code: 'delivery_date',
        message: `${group.supplier.name} can’t deliver on ${date}: choose one of the days offered`,
        supplierId: group.supplier.id,
        cartItemId: null,
      });
  }
  return problems;
}

/**
 * POST /api/venues/{id}/approval-requests: the cart's groups (or some) become a pending request when the person may not
 * place them alone; 409 when they may (they place it themselves); 422 with the problems checkout would name.
 */
export async function requestApproval(
  deps: OrderMailDeps,
  user: ApiUser,
  venueIdOrSlug: string,
  input: ApprovalRequestCreate,
): Promise<ApprovalRequest> {
  const now = deps.clock();
  const venue = await requireVenueMember(deps.db, user, venueIdOrSlug);
  const id = await withRetryingTransaction(deps.db, async (tx) => {
    // the membership held first, as checkout holds it: the week's spend is counted once per person at a time
    const standing = await approvalStandingOf(tx, venue, user.id, now, { lock: true });
    const rows = await listCartLines(tx, user.id, venue.id, { lock: true, supplierIds: input.supplierIds });
    const [delivery, credit] = await Promise.all([cartDeliveryTerms(tx, rows, venue, now), readCartCredit(tx, venue.id, rows)]);
    const groups = groupCart(rows, venue, now, delivery, credit);
    const problems = requestProblems(groups, input);
    if (problems.length > 0) throw checkoutRefused(problems);
    const snapshot = snapshotOf(groups, input);
    const reason = approvalReasonFor(standing, snapshot.totalCents);
    if (reason === null) throw new AppError('conflict', 'You may place this order yourself: it needs no approval');
    const reasonText = approvalReasonText(reason, standing, venue.currency);
    const requestId = await insertApprovalRequest(tx, {
      venueId: venue.id,
      requestedBy: user.id,
      reason,
      reasonText,
      currency: venue.currency,
      snapshot,
      totalCents: snapshot.totalCents,
      createdAt: now,
    });
    const requestedBy = { id: user.id, name: user.name || user.email || 'Someone' };
    await Promise.all([
      deleteCartItems(
        tx,
        rows.map((row) => row.id),
      ),
      tellApprovers(tx, deps, { id: requestId, venue, requestedBy, currency: venue.currency, snapshot }, reasonText),
      publishRealtime(tx, [{ type: 'cart.changed', userId: user.id, venueId: venue.id, version: eventVersion() }]),
    ]);
    return requestId;
  });
  deps.outbox.wake();
  return approvalView((await findApprovalRequest(deps.db, id))!, { id: user.id, approves: false });
}

/** GET /api/venues/{id}/approval-requests: every request for its owners and admins; a buyer's or staff member's own. */
export async function getApprovalRequests(db: Database, user: ApiUser, venueIdOrSlug: string): Promise<ApprovalRequestList> {
  const { organisation, organisationRole } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug);
  const approves = managesOrganisation(user, organisationRole);
  const seesAll = approves || organisationRole === null;
  const [rows, venue] = await Promise.all([
    listApprovalRequests(db, organisation.id, seesAll ? null : user.id, LIST_LIMIT),
    findVenueOfRequest(db, organisation.id),
  ]);
  return {
    items: rows.map((row) => approvalView(row, { id: user.id, approves })),
    approves,
    priceRisePercent: venue!.approvalPriceRisePercent,
  };
}

/** PUT /api/venues/{id}/approval-settings: the venue's owners and admins. */
export async function putApprovalSettings(
  db: Database,
  user: ApiUser,
  venueIdOrSlug: string,
  input: ApprovalSettings,
): Promise<ApprovalSettings> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', venueIdOrSlug, ['owner', 'admin']);
  await setApprovalPriceRisePercent(db, organisation.id, input.priceRisePercent);
  return { priceRisePercent: input.priceRisePercent };
}

/** GET /api/approval-requests/{id}. */
export async function getApprovalRequest(db: Database, user: ApiUser, id: string): Promise<ApprovalRequest> {
  const row = await findApprovalRequest(db, id);
  const { approves } = await requireApprovalAccess(db, user, row);
  return approvalView(row!, { id: user.id, approves });
}
