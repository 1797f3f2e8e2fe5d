import type { SupplierOrderAction, SupplierOrderStatus } from '@tapline/contracts';

// The supplier order lifecycle (docs/domain.md, Order lifecycle):
//   held ─release (supplier)→ submitted; held ─reject (supplier, reason)→ rejected; held ─cancel (venue)→ cancelled
//   submitted ─accept→ accepted ─dispatch→ dispatched ─deliver→ delivered
//   submitted ─reject (supplier, reason)→ rejected
//   submitted/accepted ─cancel (venue while submitted; supplier before dispatch)→ cancelled

export type Side = 'supplier' | 'venue';

interface Transition {
  to: SupplierOrderStatus;
  /** the statuses it starts from, per side that may take it */
  from: Partial<Record<Side, readonly SupplierOrderStatus[]>>;
}

export const TRANSITIONS: Record<SupplierOrderAction, Transition> = {
  release: { to: 'submitted', from: { supplier: ['held'] } },
  accept: { to: 'accepted', from: { supplier: ['submitted'] } },
  reject: { to: 'rejected', from: { supplier: ['held', 'submitted'] } },
  dispatch: { to: 'dispatched', from: { supplier: ['accepted'] } },
  deliver: { to: 'delivered', from: { supplier: ['dispatched'] } },
  cancel: { to: 'cancelled', from: { venue: ['held', 'submitted'], supplier: ['submitted', 'accepted'] } },
};

/** The order the buttons are used in. */
const ACTION_ORDER: readonly SupplierOrderAction[] = ['release', 'accept', 'reject', 'dispatch', 'deliver', 'cancel'];

export function canTake(action: SupplierOrderAction, side: Side, status: SupplierOrderStatus): boolean {
  return TRANSITIONS[action].from[side]?.includes(status) ?? false;
}

/** What this side may do with a supplier order in this status. */
export function actionsFor(side: Side | null, status: SupplierOrderStatus): SupplierOrderAction[] {
  return side === null ? [] : ACTION_ORDER.filter((action) => canTake(action, side, status));
}

export const ACTION_PAST: Record<SupplierOrderAction, string> = {
  release: 'released',
  accept: 'accepted',
  reject: 'rejected',
  dispatch: 'dispatched',
  deliver: 'delivered',
  cancel: 'cancelled',
};
