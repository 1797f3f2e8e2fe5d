/**
 * XERO_FAKE=1 (`npm run dev`, the journeys): the fake Xero in the server's own process, so a person can connect,
 * sync and see an invoice paid without a Xero account. main.ts imports this only then.
 */
import { randomBytes } from 'node:crypto';
import type { XeroSettings } from '../modules/xero/xero-settings';
import { type FakeXero, startFakeXero, xeroSettingsOf } from './fake-xero';

/**
 * The organisations the fake's consent offers: several, so the "choose your Xero organisation" step shows. The fake
 * is one Xero user, and connecting an organisation moves it to the newest grant, so journeys that run side by side
 * each connect their own: the Xero journey the first two, the backfill journey the third.
 */
export const DEV_FAKE_XERO_ORGANISATIONS = ['Demo Brewery Books', 'Demo Venue Books', 'Demo Distributor Books'];

export interface DevFakeXero {
  fake: FakeXero;
  /** config.xero for this run: the fake's client, a webhook key and a token key made for this run only */
  settings: XeroSettings;
  /** once the server listens: the fake's webhooks go to its webhook route */
  sendWebhooksTo(serverOrigin: string): void;
}

export async function startDevFakeXero(options: { port: number | undefined; redirectUri: string }): Promise<DevFakeXero> {
  const fake = await startFakeXero({ port: options.port, redirectUri: options.redirectUri, orgNames: DEV_FAKE_XERO_ORGANISATIONS, consentPage: true });
  const webhookKey = randomBytes(32).toString('base64');
  return {
    fake,
    settings: xeroSettingsOf(fake, {
      redirectUri: options.redirectUri,
      webhookKey,
      // the fake forgets its grants when the process ends, so tokens sealed with a key of this run are no loss
      tokenEncryptionKey: randomBytes(32),
    }),
    sendWebhooksTo(serverOrigin) {
      fake.setWebhook({ url: `${serverOrigin}/api/integrations/xero/webhooks`, key: webhookKey });
    },
  };
}
