import type { XeroIntegration, XeroIntegrationOptions, XeroIntegrationSettingsInput } from '@tapline/contracts';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { withXeroAccess, type XeroDeps } from './xero-access';
import { findIntegrationView, updateIntegrationSettings } from './xero-integration.queries';
import { MANAGERS, requireXero, throughXero, type OrganisationType, type XeroIntegrationContext } from './xero-integration-context';
import { setIssueStep } from '../invoices/invoice-settings.service';
import { integrationOf } from './xero-integration-status.service';

// The accounts, tax rates and sync choices of a connected integration, checked against the organisation's own Xero.

/**
 * What the options and settings act on: an organisation its owners and admins manage, this server's Xero, and the
 * organisation's connected integration; 409 when Xero isn't set up or the integration isn't connected.
 */
async function requireConnected(context: XeroIntegrationContext, user: ApiUser, type: OrganisationType, idOrSlug: string) {
  const access = await requireOrganisationAccess(context.db, user, type, idOrSlug, MANAGERS);
  const xero = requireXero(context);
  const row = await findIntegrationView(context.db, access.organisation.id);
  if (!row || row.status === 'disconnected') throw new AppError('conflict', 'Connect Xero first');
  if (row.status !== 'connected' || !row.tenantId)
    throw new AppError('conflict', 'The Xero connection needs reconnecting: connect it again first');
  const integration = { ...row, tenantName: row.tenantName ?? 'the connected Xero organisation' };
  return { organisationId: access.organisation.id, xero, integration };
}

/** The organisation's own accounts and tax rates that fit its side: sales for a supplier, expenses for a venue. */
async function loadOptions(xero: XeroDeps, integrationId: string, type: OrganisationType): Promise<XeroIntegrationOptions> {
  return throughXero(() =>
    withXeroAccess(xero, integrationId, async (tenant) => {
      const [accounts, taxRates] = await Promise.all([xero.client.listAccounts(tenant), xero.client.listTaxRates(tenant)]);
      const accountClass = type === 'supplier' ? 'REVENUE' : 'EXPENSE';
      // keg deposits (issue 37): a supplier keeps them as a liability, a venue's are an asset; its own side's class too.
      // Xero's system accounts (receivables, payables, GST) and bank accounts take no invoice lines
      const depositClasses = type === 'supplier' ? ['LIABILITY', 'REVENUE'] : ['ASSET', 'EXPENSE'];
      const ofClasses = (classes: readonly string[]) =>
        accounts.data
          .filter(
            (account) =>
              classes.includes(account.Class) &&
              account.Status === 'ACTIVE' &&
              account.Code &&
              (classes.length === 1 || (!account.SystemAccount && account.Type !== 'BANK')),
          )
          .map((account) => ({
            code: account.Code as string,
            name: account.Name,
            type: account.Type,
          }))
          .sort((a, b) => a.code.localeCompare(b.code));
      return {
        accounts: ofClasses([accountClass]),
        depositAccounts: ofClasses(depositClasses),
        taxRates: taxRates.data
          .filter((rate) => rate.Status === 'ACTIVE' && (type === 'supplier' ? rate.CanApplyToRevenue : rate.CanApplyToExpenses))
          .map((rate) => ({
            taxType: rate.TaxType,
            name: rate.Name,
            ratePercent: rate.EffectiveRate,
          })),
      };
    }),
  );
}

/** GET …/integrations/xero/options (owners and admins; connected only). */
export async function getXeroOptions(
  context: XeroIntegrationContext,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
): Promise<XeroIntegrationOptions> {
  const { xero, integration } = await requireConnected(context, user, type, idOrSlug);
  return loadOptions(xero, integration.id, type);
}

/** PUT …/integrations/xero/settings: checked against the organisation's own accounts and tax rates in Xero. */
export async function saveXeroSettings(
  context: XeroIntegrationContext,
  user: ApiUser,
  type: OrganisationType,
  idOrSlug: string,
  input: XeroIntegrationSettingsInput,
): Promise<XeroIntegration> {
  if (type === 'venue' && input.syncOn === 'deliver') {
    throw AppError.validation(
      [
        {
          field: 'syncOn',
          message: "a venue's bills are made when its order is accepted; syncing on delivery is for suppliers",
        },
      ],
      'body',
    );
  }
  const { organisationId, xero, integration } = await requireConnected(context, user, type, idOrSlug);
  const options = await loadOptions(xero, integration.id, type);
  const side = type === 'supplier' ? 'revenue' : 'expense';
  const issues = [
    options.accounts.some((account) => account.code === input.accountCode)
      ? undefined
      : {
          field: 'accountCode',
          message: `${input.accountCode} is not an active ${side} account in ${integration.tenantName}`,
        },
    input.depositAccountCode === null || options.depositAccounts.some((account) => account.code === input.depositAccountCode)
      ? undefined
      : {
          field: 'depositAccountCode',
          message: `${input.depositAccountCode} is not an active ${type === 'supplier' ? 'liability or revenue' : 'asset or expense'} account in ${integration.tenantName}`,
        },
    options.taxRates.some((rate) => rate.taxType === input.taxType)
      ? undefined
      : {
          field: 'taxType',
          message: `${input.taxType} is not an active tax rate for ${side} in ${integration.tenantName}`,
        },
  ].filter((issue) => issue !== undefined);
  if (issues.length > 0) throw AppError.validation(issues, 'body');
  // "send to Xero when accepted / delivered" is the step that issues the tax invoice: one setting, kept with the
  // invoice settings (decision 0162)
  if (type === 'supplier' && input.syncOn)
    await setIssueStep(context.db, organisationId, input.syncOn === 'accept' ? 'accepted' : 'delivered');
  await updateIntegrationSettings(context.db, integration.id, {
    accountCode: input.accountCode,
    depositAccountCode: input.depositAccountCode,
    taxType: input.taxType,
    invoiceStatus: input.invoiceStatus,
    syncOn: type === 'supplier' ? (input.syncOn ?? (integration.issueOn === 'accepted' ? 'accept' : 'deliver')) : 'accept',
  });
  return integrationOf(context, organisationId, true);
}
