import { z } from 'zod';
import { Cents, Currency, DateTime, linkFields, text, Uuid } from './common';
import { CalendarDate } from './ordering';
import { formatMoney } from './money-format';
import { SubstitutionPreference } from './substitution-preference';

// Venue roles' spend limits and approval requests (docs/domain.md, Approvals; decisions 0183 and 0184): an order a
// person may not place alone becomes a frozen request an owner or admin approves or declines.

/** Why an order needs an approver: the person is staff, or it passes their limit per order or per week. */
export const approvalReasons = ['staff', 'order_limit', 'week_limit'] as const;
export const ApprovalReason = z.enum(approvalReasons);
export type ApprovalReason = z.infer<typeof ApprovalReason>;

export const approvalStatuses = ['pending', 'approved', 'declined', 'returned', 'withdrawn'] as const;
export const ApprovalStatus = z.enum(approvalStatuses);
export type ApprovalStatus = z.infer<typeof ApprovalStatus>;

/** A buyer's limits, inc GST, in cents: null = none. */
export const SpendLimits = z.object({
  orderLimitCents: Cents.max(100_000_000_000).nullable(),
  weekLimitCents: Cents.max(100_000_000_000).nullable(),
});
export type SpendLimits = z.infer<typeof SpendLimits>;

/** What the cart knows of the person's right to place: their role, limits, and what the week has spent so far. */
export const ApprovalStanding = z.object({
  role: z.enum(['owner', 'admin', 'buyer', 'staff']),
  ...SpendLimits.shape,
  /** this week's (Monday–Sunday, the venue's zone) placed orders and pending requests of the person, inc GST */
  weekSpentCents: Cents,
});
export type ApprovalStanding = z.infer<typeof ApprovalStanding>;

/**
 * Why sending `totalCents` needs approval, or null when the person may place it: staff always; a buyer when it passes
 * the order limit, or the week's spend with it passes the week limit (reaching a limit exactly is within it).
 */
export function approvalReasonFor(standing: ApprovalStanding, totalCents: number): ApprovalReason | null {
  if (standing.role === 'staff') return 'staff';
  if (standing.role !== 'buyer') return null;
  if (standing.orderLimitCents !== null && totalCents > standing.orderLimitCents) return 'order_limit';
  if (standing.weekLimitCents !== null && standing.weekSpentCents + totalCents > standing.weekLimitCents) return 'week_limit';
  return null;
}

/** What the cart and the request say of a reason, e.g. "Over your $500.00 weekly limit". */
export function approvalReasonText(
  reason: ApprovalReason,
  standing: Pick<ApprovalStanding, 'orderLimitCents' | 'weekLimitCents'>,
  currency: string,
) {
  if (reason === 'staff') return 'Staff can’t place orders';
  if (reason === 'order_limit') return `Over your ${formatMoney(standing.orderLimitCents ?? 0, currency)} limit per order`;
  return `Over your ${formatMoney(standing.weekLimitCents ?? 0, currency)} weekly limit`;
}

export const ApprovalLine = z.object({
  skuId: Uuid,
  productId: Uuid,
  productName: z.string(),
  skuName: z.string(),
  skuCode: z.string(),
  qty: z.number().int(),
  unitPriceCents: Cents,
  taxRateBasisPoints: z.number().int(),
  lineTotalCents: Cents,
  /** the cart line's substitution preference, which the placed order's line keeps (decision 0182) */
  substitutionPreference: SubstitutionPreference.default('ask'),
});
export type ApprovalLine = z.infer<typeof ApprovalLine>;

/** One supplier's part of the frozen order: its lines as priced when asked, the day and note, and its totals. */
export const ApprovalGroup = z.object({
  supplier: z.object(linkFields),
  deliveryDate: CalendarDate.nullable(),
  note: z.string(),
  lines: z.array(ApprovalLine),
  /** the cart's group totals: the lines, the delivery fee and keg deposits, GST */
  subtotalCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
});
export type ApprovalGroup = z.infer<typeof ApprovalGroup>;

export const ApprovalSnapshot = z.object({
  groups: z.array(ApprovalGroup),
  purchaseOrderNumber: z.string().nullable(),
  subtotalCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
});
export type ApprovalSnapshot = z.infer<typeof ApprovalSnapshot>;

export const ApprovalRequest = z.object({
  id: Uuid,
  venue: z.object(linkFields),
  requestedBy: z.object({ id: Uuid, name: z.string() }),
  status: ApprovalStatus,
  reason: ApprovalReason,
  /** the reason as the person read it when they sent it ("Over your $500.00 weekly limit") */
  reasonText: z.string(),
  currency: Currency,
  snapshot: ApprovalSnapshot,
  decidedBy: z.object({ id: Uuid, name: z.string() }).nullable(),
  decidedAt: DateTime.nullable(),
  decisionNote: z.string().nullable(),
  /** returned: the lines whose price rose beyond the venue's allowance, named */
  returnedLines: z.array(z.string()),
  /** approved: the order it placed */
  orderId: Uuid.nullable(),
  createdAt: DateTime,
  /** what the caller may do now */
  actions: z.object({ approve: z.boolean(), decline: z.boolean(), withdraw: z.boolean() }),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequest>;

/** The most a venue lets a price rise, since the request, before approving sends it back: 50 %. */
export const APPROVAL_PRICE_RISE_PERCENT_MAX = 50;

/** PUT /api/venues/{id}/approval-settings (owners and admins). */
export const ApprovalSettings = z
  .object({
    /** a line dearer now than its snapshot by more than this sends the request back to its requester (0: any rise) */
    priceRisePercent: z
      .number()
      .int('priceRisePercent must be a whole number')
      .min(0, 'priceRisePercent must be 0 or more')
      .max(APPROVAL_PRICE_RISE_PERCENT_MAX, `priceRisePercent must be at most ${APPROVAL_PRICE_RISE_PERCENT_MAX}`),
  })
  .strict();
export type ApprovalSettings = z.infer<typeof ApprovalSettings>;

export const ApprovalRequestList = z.object({
  items: z.array(ApprovalRequest),
  /** whether the caller approves (an owner or admin): else the list is their own requests */
  approves: z.boolean(),
  /** the venue's allowance for a price rise on approving (ApprovalSettings) */
  priceRisePercent: z.number().int(),
});
export type ApprovalRequestList = z.infer<typeof ApprovalRequestList>;

export const ApprovalDecline = z.object({
  note: text().trim().min(1, 'say why it is declined').max(1000, 'a note has at most 1000 characters'),
});
export type ApprovalDecline = z.infer<typeof ApprovalDecline>;

export const ApprovalApprove = z.object({
  note: text().trim().max(1000, 'a note has at most 1000 characters').optional(),
});
export type ApprovalApprove = z.infer<typeof ApprovalApprove>;
