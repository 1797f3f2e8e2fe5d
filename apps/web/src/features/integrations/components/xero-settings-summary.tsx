import type { XeroIntegration } from '@tapline/contracts';
import { Lock } from 'lucide-react';
import type { OrganisationType } from '@/features/organisations';
import { DetailRow } from '@/components/ui/detail-row';
import { SettingsSection } from '@/components/ui/titled-section';

/**
 * The choices read-only: for members who can't change them (Xero's lists are for owners and admins, so codes here),
 * and for owners and admins while the connection needs mending (the lists come from Xero).
 */
export function XeroSettingsSummary({ integration, type }: { integration: XeroIntegration; type: OrganisationType }) {
  const { canManage } = integration;
  const document = type === 'supplier' ? 'Invoices' : 'Bills';
  return (
    <SettingsSection title="How orders go to Xero" headingId="xero-settings-heading">
      {integration.accountCode === null || integration.taxType === null ? (
        <p className="mt-2 text-sm text-ink">
          Nothing is sent to Xero yet: {canManage ? 'once Xero is reconnected, choose' : 'an owner or admin still has to choose'} the
          account and the tax rate.
        </p>
      ) : null}
      <dl className="mt-2 divide-y divide-line">
        <DetailRow term={type === 'supplier' ? 'Sales account' : 'Expense account'}>
          {integration.accountCode ?? <span className="text-ink-soft">Not chosen</span>}
        </DetailRow>
        <DetailRow term="Keg deposits account">
          {integration.depositAccountCode ?? <span className="text-ink-soft">The {type === 'supplier' ? 'sales' : 'expense'} account</span>}
        </DetailRow>
        <DetailRow term="Tax type">{integration.taxType ?? <span className="text-ink-soft">Not chosen</span>}</DetailRow>
        <DetailRow term={`${document} are created as`}>{integration.invoiceStatus === 'AUTHORISED' ? 'Approved' : 'Draft'}</DetailRow>
        <DetailRow term="Sent to Xero">
          {type === 'venue'
            ? 'When the supplier issues its tax invoice'
            : integration.syncOn === 'accept'
              ? 'When the order is accepted (its tax invoice is issued then)'
              : 'When the order is delivered (its tax invoice is issued then)'}
        </DetailRow>
      </dl>
      {canManage ? (
        <p className="mt-3 text-sm text-ink-soft">
          Reconnect Xero to change these choices: they are made from your Xero organisation’s own accounts and tax rates.
        </p>
      ) : (
        <p className="mt-3 flex items-start gap-2 text-sm text-ink-soft">
          <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
          <span>Only owners and admins can connect Xero or change these choices.</span>
        </p>
      )}
    </SettingsSection>
  );
}
