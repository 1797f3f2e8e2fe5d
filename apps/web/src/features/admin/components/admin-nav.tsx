import { Link } from '@tanstack/react-router';
import { AdminTimeZoneNote } from './admin-time-zone-note';

const tabs = [
  { to: '/dash/admin', label: 'Overview', exact: true },
  { to: '/dash/admin/venues', label: 'Venues', exact: false },
  { to: '/dash/admin/suppliers', label: 'Suppliers', exact: false },
  { to: '/dash/admin/applications', label: 'Applications', exact: false },
  { to: '/dash/admin/outbox', label: 'Outbox', exact: false },
  { to: '/dash/admin/audit', label: 'Audit log', exact: false },
] as const;

/**
 * The admin area's sections, as tabs under its title (scrolling inside themselves on the narrowest phones), and the
 * zone its times are in.
 */
export function AdminNav() {
  return (
    <>
      <nav aria-label="Admin" className="-mx-4 mb-2 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-1">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                activeOptions={{ exact: tab.exact, includeSearch: false }}
                className="-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 border-transparent px-3 text-sm font-medium text-ink-soft hover:text-ink [&.active]:border-malt-700 [&.active]:text-malt-800"
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <AdminTimeZoneNote className="mb-6" />
    </>
  );
}
