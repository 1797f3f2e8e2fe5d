/** How Tapline reaches Xero (docs/configuration.md, "Xero": XERO_*; docs/protocols/xero.md, Hosts). */
export interface XeroSettings {
  /** the browser's consent page lives here: `<loginBaseUrl>/identity/connect/authorize` */
  loginBaseUrl: string;
  /** token and revocation endpoints: `<identityBaseUrl>/connect/token`, `/connect/revocation` */
  identityBaseUrl: string;
  /** `/connections` and the Accounting API (`/api.xro/2.0`) */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** must match one registered in Xero's developer portal exactly */
  redirectUri: string;
  /** space-separated */
  scopes: string;
  /** signs Xero's webhook deliveries (docs/protocols/xero.md, Signature); unset: webhooks are not configured, payments are polled */
  webhookKey?: string;
  /** 32 bytes: encrypts the grant's tokens at rest (xero-token-encryption.ts) */
  tokenEncryptionKey?: Buffer;
}

/** Granular scopes (apps created after 2 March 2026 can use nothing else; docs/protocols/xero.md, Scopes). */
export const XERO_SCOPES = 'offline_access accounting.invoices accounting.contacts accounting.settings.read';

export const defaultXeroBaseUrls = {
  loginBaseUrl: 'https://login.xero.com',
  identityBaseUrl: 'https://identity.xero.com',
  apiBaseUrl: 'https://api.xero.com',
} as const satisfies Pick<XeroSettings, 'loginBaseUrl' | 'identityBaseUrl' | 'apiBaseUrl'>;

/** The callback route the connect flow will register. */
export function defaultXeroRedirectUri(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/auth/xero/callback`;
}
