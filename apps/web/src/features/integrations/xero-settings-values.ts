import {
  XeroInvoiceStatus,
  XeroSyncOn,
  type OrganisationType,
  type XeroIntegration,
  type XeroIntegrationSettingsInput,
} from '@tapline/contracts';
import { z } from 'zod';

/** The form's rules: the contract's, with words for a person who left a select on "Choose…". */
export const xeroSettingsFormSchema = z.object({
  accountCode: z.string().trim().min(1, 'Choose the account orders are coded to'),
  /** '' = the account above (issue 37) */
  depositAccountCode: z.string().trim(),
  taxType: z.string().trim().min(1, 'Choose the tax rate'),
  invoiceStatus: XeroInvoiceStatus,
  syncOn: XeroSyncOn,
});
export type XeroSettingsFormValues = z.infer<typeof xeroSettingsFormSchema>;

const XERO_SETTINGS_FIELDS = [
  'accountCode',
  'depositAccountCode',
  'taxType',
  'invoiceStatus',
  'syncOn',
] as const satisfies readonly (keyof XeroSettingsFormValues)[];

/** The labels of the form's fields, for the API's messages that start with the field ("accountCode is not …"). */
export const XERO_SETTINGS_LABELS: Record<keyof XeroSettingsFormValues, string> = {
  accountCode: 'The account',
  depositAccountCode: 'The keg deposits account',
  taxType: 'The tax rate',
  invoiceStatus: 'Create as',
  syncOn: 'When to send',
};

export function xeroSettingsValuesOf(integration: XeroIntegration): XeroSettingsFormValues {
  return {
    accountCode: integration.accountCode ?? '',
    depositAccountCode: integration.depositAccountCode ?? '',
    taxType: integration.taxType ?? '',
    invoiceStatus: integration.invoiceStatus,
    syncOn: integration.syncOn,
  };
}

/** What is sent: a venue's bill is made when its order is accepted, so a venue sends no `syncOn`. */
export function xeroSettingsInputOf(values: XeroSettingsFormValues, type: OrganisationType): XeroIntegrationSettingsInput {
  const { accountCode, taxType, invoiceStatus, syncOn } = values;
  const depositAccountCode = values.depositAccountCode === '' ? null : values.depositAccountCode;
  return type === 'supplier'
    ? { accountCode, depositAccountCode, taxType, invoiceStatus, syncOn }
    : { accountCode, depositAccountCode, taxType, invoiceStatus };
}

/** The form field an API field error belongs to (`accountCode`, or a path ending in it), or null. */
export function xeroSettingsFieldOf(field: string): keyof XeroSettingsFormValues | null {
  const last = field.split('.').at(-1) ?? '';
  return (XERO_SETTINGS_FIELDS as readonly string[]).includes(last) ? (last as keyof XeroSettingsFormValues) : null;
}
