import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { ArrowLeftRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSupabaseAuth } from '@/features/auth/supabase-auth-provider';
import { userOrganisationsQueryOptions } from '@/features/organisations/api/get-user-organisations';
import { useIsPlatformAdmin } from '@/features/session/api/get-platform-admin';
import { useEntity } from '@/features/session/entity-provider';
import { FallbackImage } from '@/components/ui/image';
import { currentLinkKey, dashboardLinks, type DashboardLink, type DashboardLinkGroups } from './dashboard-links';

/** The signed-in user's dashboard links for the active entity, and which one is current. */
function useDashboardLinks(): {
  groups: DashboardLinkGroups;
  current: string | undefined;
  logoUrl: string | null;
  organisationCount: number;
} {
  const { user } = useSupabaseAuth();
  const { entity } = useEntity();
  const isPlatformAdmin = useIsPlatformAdmin(user?.id);
  const organisations = useQuery({ ...userOrganisationsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const { pathname } = useLocation();
  const groups = dashboardLinks(entity, { isPlatformAdmin });
  const organisation = entity ? organisations.data?.find((candidate) => candidate.id === entity.id) : undefined;
  return {
    groups,
    current: currentLinkKey([...groups.entity, ...groups.account], pathname),
    logoUrl: organisation?.logoUrl ?? null,
    organisationCount: organisations.data?.length ?? 0,
  };
}

const itemClass =
  'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-ink-soft hover:bg-malt-50 hover:text-ink aria-[current=page]:bg-malt-100 aria-[current=page]:font-semibold aria-[current=page]:text-malt-800';

interface ListLinkProps {
  link: DashboardLink;
  /** the page open now: marked for everyone (aria-current), whatever the address's exact form */
  current: boolean;
  onNavigate?: () => void;
}

/** One link of the list, to its page. */
function ListLink({ link, current, onNavigate, className, children }: ListLinkProps & { className: string; children: ReactNode }) {
  return (
    <Link
      {...link.link}
      activeOptions={{ exact: true }}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
      className={className}
    >
      {children}
    </Link>
  );
}

function NavLink({ link, current, onNavigate }: ListLinkProps) {
  const Icon = link.icon;
  return (
    <ListLink link={link} current={current} onNavigate={onNavigate} className={itemClass}>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="min-w-0">{link.label}</span>
    </ListLink>
  );
}

/** The entity's own link, shown as its logo and name: the first link of the list (docs/domain.md, Page frame). */
function EntityLink({ link, current, logoUrl, caption, onNavigate }: ListLinkProps & { logoUrl: string | null; caption: string }) {
  return (
    <ListLink
      link={link}
      current={current}
      onNavigate={onNavigate}
      className="flex items-center gap-3 rounded-lg p-2 hover:bg-malt-50 aria-[current=page]:bg-malt-100"
    >
      <FallbackImage src={logoUrl} alt="" label={link.label} className="h-10 w-10 shrink-0 rounded-lg text-sm" />
      <span className="min-w-0">
        <span className="block font-semibold leading-snug text-ink">{link.label}</span>
        <span className="block text-xs text-ink-soft">{caption}</span>
      </span>
    </ListLink>
  );
}

/**
 * The dashboard links (docs/domain.md, Page frame): the entity first, its areas, then Profile, Team and (platform admins) Admin.
 * The desktop side navigation and the phone side menu both render this, from the one list in dashboard-links.ts.
 */
export function DashboardNav({ onNavigate, label = 'Dashboard' }: { onNavigate?: () => void; label?: string }) {
  const { entity } = useEntity();
  const { groups, current, logoUrl, organisationCount } = useDashboardLinks();
  const [first, ...areas] = groups.entity;
  return (
    <nav aria-label={label}>
      {entity && first ? (
        <EntityLink
          link={first}
          current={current === first.key}
          logoUrl={logoUrl}
          caption={entity.type === 'venue' ? 'Venue dashboard' : 'Supplier dashboard'}
          onNavigate={onNavigate}
        />
      ) : null}
      <ul className="mt-2 space-y-0.5">
        {(entity ? areas : groups.entity).map((link) => (
          <li key={link.key}>
            <NavLink link={link} current={current === link.key} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <ul className="mt-3 space-y-0.5 border-t border-line pt-3">
        {groups.account.map((link) => (
          <li key={link.key}>
            <NavLink link={link} current={current === link.key} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {entity && organisationCount > 1 ? (
        <Link
          to="/dash/profile/choose-entity"
          onClick={onNavigate}
          className="mt-3 flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-malt-700 hover:bg-malt-50"
        >
          <ArrowLeftRight aria-hidden="true" className="h-4 w-4 shrink-0" />
          Switch organisation
        </Link>
      ) : null}
    </nav>
  );
}
