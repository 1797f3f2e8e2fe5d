import { Link } from '@tanstack/react-router';
import { formatAbn, type OrganisationRole, type OrganisationSettings } from '@tapline/contracts';
import {
  Beer,
  ChevronRight,
  FileSpreadsheet,
  Handshake,
  History,
  KeyRound,
  Lock,
  MapPinned,
  Pencil,
  Plug,
  ReceiptText,
  Tags,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';
import { Panel } from '@/components/ui/card';
import { FallbackImage } from '@/components/ui/image';
import { PostalAddress } from '@/components/ui/postal-address';
import { Price } from '@/components/ui/price';
import { addressText, dashboardParams, ADDRESS_KINDS, roleLabel } from '@/features/organisations';
import { OpeningHours, venueKindLabel } from '@/features/venues';
import { formatClock, formatWeekdays, plural } from '@/lib/format';
import { DetailRow } from '@/components/ui/detail-row';
import { TitledSection } from '@/components/ui/titled-section';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <DetailRow spacing="relaxed" term={term}>
      {children}
    </DetailRow>
  );
}

function NotSet() {
  return <span className="text-ink-soft">Not set</span>;
}

/** a public contact field left empty: the public page shows none (decision 0136) */
function NotShown() {
  return <span className="text-ink-soft">Not shown on your public page</span>;
}

function Shortcut({ icon, children, link }: { icon: ReactNode; children: ReactNode; link: ReactNode }) {
  return (
    <div className="relative flex items-start gap-3 rounded-xl border border-line bg-white p-4 transition-shadow focus-within:shadow-md hover:shadow-md">
      <span className="mt-0.5 text-malt-700">{icon}</span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink">{link}</h3>
        <p className="text-sm text-ink-soft">{children}</p>
      </div>
      <ChevronRight aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-ink-soft" />
    </div>
  );
}

/**
 * The settings home of a venue or supplier: details, addresses and rules at a glance, the way to edit them
 * (owners and admins), and the team. Members read it all; nothing here edits in place.
 */
/** "you’re an owner", "you’re a buyer", "you’re staff": one of the organisation's people, in its role. */
function youAre(role: Parameters<typeof roleLabel>[0]): string {
  if (role === 'staff') return 'you’re staff';
  return `you’re ${role === 'admin' || role === 'owner' ? 'an' : 'a'} ${roleLabel(role).toLowerCase()}`;
}

export function SettingsOverview({
  settings,
  role,
  canManage,
}: {
  settings: OrganisationSettings;
  role: OrganisationRole | null;
  canManage: boolean;
}) {
  const isVenue = settings.type === 'venue';
  const publicPath = `/${settings.type}s/${settings.slug}`;
  const editLink = (
    <LinkButton to="/dash/$orgType/$orgId/edit" params={dashboardParams(settings)} className="max-sm:w-full">
      <Pencil aria-hidden="true" className="h-4 w-4" />
      Edit settings
    </LinkButton>
  );
  const linkClass = 'after:absolute after:inset-0 after:rounded-xl';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <FallbackImage
          src={settings.logoUrl}
          alt={`${settings.name} logo`}
          label={settings.name}
          className="h-16 w-16 shrink-0 rounded-xl"
        />
        <div className="min-w-[10rem] flex-1">
          <p className="text-lg font-semibold text-ink">{settings.name}</p>
          <p className="text-sm text-ink-soft">
            {isVenue ? 'Venue' : 'Supplier'}
            {role ? ` · ${youAre(role)}` : ' · platform admin'}
          </p>
        </div>
        {canManage ? editLink : null}
      </div>

      {/* a platform admin who is not a member is told once, by the read-only banner above every page (decision 0119) */}
      {!canManage && role ? (
        <p className="flex items-start gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm text-ink-soft">
          <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
          <span>Only owners and admins can change these settings. Ask one of them if something here needs updating.</span>
        </p>
      ) : null}

      <Panel title="Details">
        <dl className="mt-1 divide-y divide-line">
          <Row term="Name">{settings.name}</Row>
          <Row term="Public page">
            {settings.status === 'active' ? (
              <a href={publicPath} className="font-medium text-malt-700 underline-offset-4 hover:underline">
                {publicPath}
              </a>
            ) : (
              <span>
                {publicPath} <span className="text-ink-soft">(hidden while suspended)</span>
              </span>
            )}
          </Row>
          <Row term="Description">
            {settings.description ? <span className="whitespace-pre-line">{settings.description}</span> : <NotSet />}
          </Row>
          {isVenue ? <Row term="Kind of venue">{venueKindLabel(settings.venueKind) ?? <NotSet />}</Row> : null}
          <Row term="ABN">{settings.abn ? <span className="tabular-nums">{formatAbn(settings.abn)}</span> : <NotSet />}</Row>
          <Row term="Contact email">{settings.contactEmail ?? <NotSet />}</Row>
          <Row term="Contact phone">{settings.contactPhone ?? <NotSet />}</Row>
          <Row term="Public email">{settings.publicEmail ?? <NotShown />}</Row>
          <Row term="Public phone">{settings.publicPhone ?? <NotShown />}</Row>
          <Row term="Time zone">{settings.timeZone.replace(/_/g, ' ')}</Row>
        </dl>
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Addresses">
          <dl className="mt-1 divide-y divide-line">
            {ADDRESS_KINDS.map((kind) => {
              const address = settings.addresses.find((candidate) => candidate.kind === kind);
              const { title, hint } = addressText(settings.type, kind);
              return (
                <div key={kind} className="py-2.5">
                  <dt className="text-sm text-ink-soft">
                    {title} <span className="block text-xs">{hint}</span>
                  </dt>
                  <dd className="mt-0.5 text-ink">{address ? <PostalAddress address={address} /> : <NotSet />}</dd>
                </div>
              );
            })}
          </dl>
        </Panel>

        {isVenue ? (
          <Panel title="Opening hours">
            {settings.openingHours ? (
              <OpeningHours hours={settings.openingHours} />
            ) : (
              <p className="mt-1 text-sm text-ink-soft">Not listed.</p>
            )}
          </Panel>
        ) : settings.orderingRules ? (
          <Panel title="Ordering rules">
            <dl className="mt-1 divide-y divide-line">
              <Row term="Minimum order">
                {settings.orderingRules.minimumOrderCents !== null ? (
                  <>
                    <Price cents={settings.orderingRules.minimumOrderCents} currency={settings.orderingRules.currency} /> ex GST
                  </>
                ) : (
                  'No minimum'
                )}
              </Row>
              <Row term="Delivery days">{formatWeekdays(settings.orderingRules.deliveryWeekdays)}</Row>
              <Row term="Order cut-off">
                {settings.orderingRules.orderCutoffTime ? formatClock(settings.orderingRules.orderCutoffTime) : 'None'}
              </Row>
              <Row term="Lead time">
                {settings.orderingRules.leadDays
                  ? `${plural(settings.orderingRules.leadDays, 'day')} before delivery`
                  : 'Next delivery day'}
              </Row>
            </dl>
          </Panel>
        ) : null}
      </div>

      <TitledSection title="More settings" headingId="settings-more" headingClassName="mb-3 font-semibold text-ink">
        <div className="grid gap-3 sm:grid-cols-2">
          {role ? (
            <Shortcut
              icon={<Users aria-hidden="true" className="h-5 w-5" />}
              link={
                <Link to="/dash/team" className={linkClass}>
                  Team
                </Link>
              }
            >
              {canManage ? 'Invite people, change roles and remove members.' : 'See who else works here.'}
            </Shortcut>
          ) : null}
          <Shortcut
            icon={<Plug aria-hidden="true" className="h-5 w-5" />}
            link={
              <Link to="/dash/$orgType/$orgId/settings/integrations" params={dashboardParams(settings)} className={linkClass}>
                Integrations
              </Link>
            }
          >
            {isVenue
              ? 'Xero: your accepted orders become bills in your books.'
              : 'Xero: accepted orders become sales invoices in your books.'}
          </Shortcut>
          {isVenue ? null : (
            <Shortcut
              icon={<ReceiptText aria-hidden="true" className="h-5 w-5" />}
              link={
                <Link to="/dash/$orgType/$orgId/settings/invoices" params={dashboardParams(settings)} className={linkClass}>
                  Invoices
                </Link>
              }
            >
              How your tax invoices are numbered, when they are issued, and when venues pay.
            </Shortcut>
          )}
          {isVenue ? null : (
            <>
              <Shortcut
                icon={<Handshake aria-hidden="true" className="h-5 w-5" />}
                link={
                  <Link
                    to="/dash/$orgType/$orgId/trade-accounts"
                    params={dashboardParams(settings)}
                    search={{ tab: 'settings' }}
                    className={linkClass}
                  >
                    Trade accounts
                  </Link>
                }
              >
                Whether only venues with a trade account can order, and the terms they accept.
              </Shortcut>
              <Shortcut
                icon={<Tags aria-hidden="true" className="h-5 w-5" />}
                link={
                  <Link to="/dash/$orgType/$orgId/settings/price-lists" params={dashboardParams(settings)} className={linkClass}>
                    Price lists
                  </Link>
                }
              >
                A percentage off list or fixed prices, with quantity breaks, for venues with a trade account.
              </Shortcut>
              <Shortcut
                icon={<MapPinned aria-hidden="true" className="h-5 w-5" />}
                link={
                  <Link to="/dash/$orgType/$orgId/settings/delivery-zones" params={dashboardParams(settings)} className={linkClass}>
                    Delivery zones
                  </Link>
                }
              >
                The postcodes you deliver to, each area with its own days, cut-off, minimum and delivery fee.
              </Shortcut>
              <Shortcut
                icon={<Beer aria-hidden="true" className="h-5 w-5" />}
                link={
                  <Link to="/dash/$orgType/$orgId/settings/keg-types" params={dashboardParams(settings)} className={linkClass}>
                    Keg types
                  </Link>
                }
              >
                The kegs your packs come in, yours with their deposit or a pool’s, and how soon you collect empties.
              </Shortcut>
            </>
          )}
          {canManage ? (
            <Shortcut
              icon={<FileSpreadsheet aria-hidden="true" className="h-5 w-5" />}
              link={
                <Link to="/dash/$orgType/$orgId/settings/exports" params={dashboardParams(settings)} className={linkClass}>
                  Exports
                </Link>
              }
            >
              Orders, order lines, invoices and payments as CSV files for a range of days.
            </Shortcut>
          ) : null}
          {canManage ? (
            <Shortcut
              icon={<KeyRound aria-hidden="true" className="h-5 w-5" />}
              link={
                <Link to="/dash/$orgType/$orgId/settings/developers" params={dashboardParams(settings)} className={linkClass}>
                  Developers
                </Link>
              }
            >
              API keys for your POS, ERP or inventory software, and webhooks that tell it of orders and tap list changes as they happen.
            </Shortcut>
          ) : null}
          {role === 'owner' ? (
            <Shortcut
              icon={<History aria-hidden="true" className="h-5 w-5" />}
              link={
                <Link to="/dash/$orgType/$orgId/settings/audit" params={dashboardParams(settings)} className={linkClass}>
                  Audit log
                </Link>
              }
            >
              Who changed roles, invites and status, and when (owners only).
            </Shortcut>
          ) : null}
        </div>
      </TitledSection>
    </div>
  );
}
