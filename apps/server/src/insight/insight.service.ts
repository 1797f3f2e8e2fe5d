import {
  insightDaysBetween,
  type InsightQuery,
  type LapsedVenue,
  type NewVenue,
  type SupplierAnalytics,
  type VenueSpend,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../identity';
import { localDate } from '../shared/calendar';
import { bucketDays, resolvePeriod, type ResolvedPeriod } from './insight-period';
import { BREAKDOWN_ROWS, shapeFigures } from './insight-figures';
import { sumProducts } from './insight-products.queries';
import { listVenueRhythms, sumSales, type InsightSide, type InsightWindow, type VenueRhythmRow } from './insight.queries';

// Supplier analytics and venue spend (issue 39): who may read them (decision 0187), and the period's figures.

/** A venue lapses when it ordered on at least this many days… (decision 0186) */
const LAPSED_MIN_ORDER_DAYS = 3;
/** …and its last order is more than this many of its median intervals ago. */
const LAPSED_INTERVALS = 2;

/** venue spend is for those who buy: the venue's owners, admins and buyers, not its staff (decision 0187) */
const SPEND_ROLES = ['owner', 'admin', 'buyer'] as const;

async function figuresFor(db: Database, side: InsightSide, resolved: ResolvedPeriod, window: InsightWindow) {
  const [sales, products] = await Promise.all([sumSales(db, side, window), sumProducts(db, side, window, BREAKDOWN_ROWS)]);
  return { figures: shapeFigures(resolved.period, sales, products), sums: products };
}

function windowOf(organisationId: string, { period }: ResolvedPeriod): InsightWindow {
  return { organisationId, previousFrom: period.previousFrom, from: period.from, to: period.to };
}

/** the venues slipping against their own rhythm at the period's last day, the longest overdue first (decision 0186) */
function lapsedVenues(rhythms: readonly VenueRhythmRow[], asOf: string): LapsedVenue[] {
  return rhythms
    .flatMap((venue) => {
      const median = venue.medianGap;
      if (venue.orderDays < LAPSED_MIN_ORDER_DAYS || median === null || median <= 0) return [];
      const daysSince = insightDaysBetween(venue.lastDay, asOf);
      if (daysSince <= LAPSED_INTERVALS * median) return [];
      return [
        {
          venueId: venue.venueId,
          slug: venue.slug,
          name: venue.name,
          orderDays: venue.orderDays,
          medianIntervalDays: median,
          lastOrderDate: venue.lastDay,
          daysSince,
        },
      ];
    })
    .sort((a, b) => b.daysSince / b.medianIntervalDays - a.daysSince / a.medianIntervalDays || a.name.localeCompare(b.name))
    .slice(0, BREAKDOWN_ROWS);
}

export async function getSupplierAnalytics(
  db: Database,
  user: ApiUser,
  idOrSlug: string,
  query: InsightQuery,
  now = new Date(),
): Promise<SupplierAnalytics> {
  const { organisation } = await requireOrganisationAccess(db, user, 'supplier', idOrSlug);
  const resolved = resolvePeriod(query, organisation.timeZone, organisation.currency, now);
  const window = windowOf(organisation.id, resolved);
  const { period } = resolved;
  // a period ending today or later has no order after it: the kept rhythms are its own
  const kept = period.to >= localDate(now, organisation.timeZone);
  const [{ figures, sums }, rhythms] = await Promise.all([
    figuresFor(db, 'supplier', resolved, window),
    listVenueRhythms(db, window, kept),
  ]);
  const newVenues: NewVenue[] = rhythms
    .filter((venue) => venue.firstDay >= period.from)
    .map((venue) => ({
      venueId: venue.venueId,
      slug: venue.slug,
      name: venue.name,
      firstOrderDate: venue.firstDay,
      exCents: figures.partyExCents.get(venue.venueId) ?? 0,
    }))
    .sort((a, b) => a.firstOrderDate.localeCompare(b.firstOrderDate) || a.name.localeCompare(b.name));
  return {
    period,
    totals: figures.totals,
    previousTotals: figures.previousTotals,
    weeks: bucketDays(period, figures.days, 'week'),
    months: bucketDays(period, figures.days, 'month'),
    products: figures.products.map(({ partyId: _partyId, ...product }) => product),
    venues: figures.parties.map(({ partyId, ...venue }) => ({ venueId: partyId, ...venue })),
    styles: figures.styles,
    lapsed: lapsedVenues(rhythms, period.to),
    newVenues,
    notReordered: sums
      .filter((row) => row.kind === 'once')
      .map((row) => ({ productId: row.productId, name: row.name, venues: row.venues, qty: row.qty })),
  };
}

export async function getVenueSpend(
  db: Database,
  user: ApiUser,
  idOrSlug: string,
  query: InsightQuery,
  now = new Date(),
): Promise<VenueSpend> {
  const { organisation } = await requireOrganisationAccess(db, user, 'venue', idOrSlug, SPEND_ROLES);
  const resolved = resolvePeriod(query, organisation.timeZone, organisation.currency, now);
  const { figures } = await figuresFor(db, 'venue', resolved, windowOf(organisation.id, resolved));
  return {
    period: resolved.period,
    totals: figures.totals,
    previousTotals: figures.previousTotals,
    months: bucketDays(resolved.period, figures.days, 'month'),
    suppliers: figures.parties.map(({ partyId, ...supplier }) => ({ supplierId: partyId, ...supplier })),
    products: figures.products.map(({ partyId, ...product }) => ({
      ...product,
      supplierName: figures.partyNames.get(partyId ?? '') ?? '',
    })),
    styles: figures.styles,
  };
}
