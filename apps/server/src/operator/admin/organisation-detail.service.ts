import type { AdminInviteResent, AdminOrganisationDetail, SupplierOrderStatus } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, type InviteDeps, listInvites, listTeam, resendInviteWithLink, revokeInvite } from '../../identity';
import { AppError } from '../../platform';
import { orderStatusOf } from '../../shared/order-status';
import { latestSupplierOrders, latestVenueOrders } from '../../trade';
import { requirePlatformAdmin } from './admin.service';
import {
  countSupplierProducts,
  findOrganisationProfile,
  findXeroIntegration,
  listOrganisationAddresses,
  listStatusChanges,
} from './admin.queries';

// One organisation's admin page: what a platform admin needs to run it, read in a fixed number of queries.

const RECENT_ORDERS = 5;
/** the admin page lists owners first, then admins, then members (each in the team's name order) */
const ROLE_ORDER = { owner: 0, admin: 1, buyer: 2, member: 2, staff: 3 } as const;
const STATUS_HISTORY = 50;

async function requireOrganisation(db: Database, idOrSlug: string) {
  const organisation = await findOrganisationProfile(db, idOrSlug);
  if (!organisation) throw AppError.notFound('Organisation');
  return organisation;
}

async function recentOrdersOf(
  db: Database,
  organisation: { id: string; type: 'venue' | 'supplier' },
): Promise<AdminOrganisationDetail['recentOrders']> {
  if (organisation.type === 'venue') {
    const rows = await latestVenueOrders(db, organisation.id, RECENT_ORDERS);
    return rows.map((row) => ({
      orderId: row.id,
      number: row.number,
      status: orderStatusOf(row.statuses as SupplierOrderStatus[]),
      totalCents: row.totalCents,
      currency: row.currency,
      otherParties: row.supplierNames,
      createdAt: row.createdAt.toISOString(),
    }));
  }
  const rows = await latestSupplierOrders(db, organisation.id, RECENT_ORDERS);
  return rows.map((row) => ({
    orderId: row.orderId,
    number: row.orderNumber,
    status: row.status,
    totalCents: row.totalCents,
    currency: row.currency,
    otherParties: [row.venueName],
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function getOrganisationDetail(deps: InviteDeps, user: ApiUser, idOrSlug: string): Promise<AdminOrganisationDetail> {
  requirePlatformAdmin(user);
  const { db } = deps;
  const organisation = await requireOrganisation(db, idOrSlug);
  const [addresses, history, members, invites, recentOrders, products, xero] = await Promise.all([
    listOrganisationAddresses(db, organisation.id),
    listStatusChanges(db, organisation.id, STATUS_HISTORY),
    listTeam(db, organisation.id).then((team) => team.sort((a, b) => ROLE_ORDER[a.organisationRole] - ROLE_ORDER[b.organisationRole])),
    listInvites(deps, user, organisation.type, organisation.id),
    recentOrdersOf(db, organisation),
    organisation.type === 'supplier' ? countSupplierProducts(db, organisation.id) : null,
    findXeroIntegration(db, organisation.id),
  ]);
  return {
    ...organisation,
    createdAt: organisation.createdAt.toISOString(),
    suspendedAt: organisation.suspendedAt?.toISOString() ?? null,
    addresses,
    statusHistory: history.map((change) => ({
      status: change.action === 'organisation.suspended' ? 'suspended' : 'active',
      reason: change.reason,
      at: change.at.toISOString(),
      by: change.byEmail ? { name: change.byName ?? '', email: change.byEmail } : null,
    })),
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    invites: invites.items,
    recentOrders,
    products,
    integrations: {
      // 'error' is an unused status of the first schema (0001): to a person it means the same as a refused refresh
      xero: xero
        ? { status: xero.status === 'error' ? 'needs_reconnecting' : xero.status, tenantName: xero.tenantName }
        : { status: 'disconnected', tenantName: null },
    },
  };
}

/** A new link mailed, valid for 7 more days; the answer carries it for the admin to copy. */
export async function resendOrganisationInvite(
  deps: InviteDeps,
  user: ApiUser,
  idOrSlug: string,
  inviteId: string,
  origin: string,
): Promise<AdminInviteResent> {
  requirePlatformAdmin(user);
  const organisation = await requireOrganisation(deps.db, idOrSlug);
  return resendInviteWithLink(deps, user, { type: organisation.type, idOrSlug: organisation.id, inviteId }, origin, true);
}

/** Withdraws an invite: its link stops working at once. */
export async function revokeOrganisationInvite(deps: InviteDeps, user: ApiUser, idOrSlug: string, inviteId: string): Promise<void> {
  requirePlatformAdmin(user);
  const organisation = await requireOrganisation(deps.db, idOrSlug);
  await revokeInvite(deps, user, { type: organisation.type, idOrSlug: organisation.id, inviteId }, true);
}
