import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { dashboardParams, type OrganisationKey } from '@/features/organisations';
import { xeroIntegrationQueryOptions } from '../api/get-xero-integration';
import { connectionLabel, xeroPurpose } from '../xero-labels';
import { LabelBadge } from './label-badge';
import { XeroMark } from './xero-mark';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * The integrations an organisation can connect: Xero, as a card with what it does for this side, its status and
 * the way to its page. A server without a Xero app says so in words (no button that cannot work).
 */
export function IntegrationsList({ organisation, slug }: { organisation: OrganisationKey; slug: string }) {
  const { data: xero } = useSuspenseQuery(xeroIntegrationQueryOptions(organisation));
  const status = connectionLabel(xero);
  return (
    <TitledSection title="Accounting" headingId="accounting-heading" headingClassName="mb-3 text-lg font-semibold text-ink">
      <ul className="grid gap-3">
        <li
          className={`relative flex items-start gap-4 rounded-xl border border-line bg-white p-4 ${xero.available ? 'transition-shadow focus-within:shadow-md hover:shadow-md' : ''}`}
        >
          <XeroMark />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="font-semibold text-ink">
                {xero.available ? (
                  <Link
                    to="/dash/$orgType/$orgId/settings/integrations/xero"
                    params={dashboardParams({ type: organisation.type, slug })}
                    className="after:absolute after:inset-0 after:rounded-xl"
                  >
                    Xero
                  </Link>
                ) : (
                  'Xero'
                )}
              </h3>
              <LabelBadge label={status} />
            </div>
            <p className="mt-1 text-sm text-ink-soft">{xeroPurpose(organisation.type)}</p>
            {xero.available ? null : (
              <p className="mt-2 text-sm text-ink">
                Xero isn’t set up on this Tapline server, so it can’t be connected here. Whoever runs Tapline turns it on by adding a Xero
                app’s client ID and secret.
              </p>
            )}
            {xero.status === 'needs_reconnecting' ? (
              <p className="mt-2 text-sm font-medium text-red-700">
                Xero stopped accepting Tapline’s access: nothing is sent until it is reconnected.
              </p>
            ) : null}
          </div>
          {xero.available ? <ChevronRight aria-hidden="true" className="mt-3 h-5 w-5 shrink-0 text-ink-soft" /> : null}
        </li>
      </ul>
    </TitledSection>
  );
}
