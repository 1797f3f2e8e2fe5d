/**
 * XERO_FAKE=1 (`npm run dev`, the journeys): the fake Xero in the server's own process, so a person can connect,
 * sync and see an invoice paid without a Xero account. Only the development entry (test/dev-server.ts) loads it.
 */
import { randomBytes } from 'node:crypto';
import type { DevXeroStarter } from '../../src/server';
import { startFakeXero, xeroSettingsOf } from './fake-xero';

/**
 * The organisations the fake's consent offers: several, so the "choose your Xero organisation" step shows. The fake
 * is one Xero user, and connecting an organisation moves it to the newest grant, so journeys that run side by side
 * each connect their own: the Xero journey the first two, the backfill journey the third.
 */
const DEV_FAKE_XERO_ORGANISATIONS = ['Demo Brewery Books', 'Demo Venue Books', 'Demo Distributor Books'];

export const startDevFakeXero: DevXeroStarter = async (options) => {
  const fake = await startFakeXero({
    port: options.port,
    redirectUri: options.redirectUri,
    orgNames: DEV_FAKE_XERO_ORGANISATIONS,
    consentPage: true,
  });
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
    describe: () =>
      `Xero: a FAKE Xero is in use (XERO_FAKE=1) at ${fake.url}, with the organisations ${fake
        .orgs()
        .map((org) => `"${org.name}"`)
        .join(
          ', ',
        )}. It keeps everything in memory and this run's token key is new, so connections made now need connecting again after a restart. Set XERO_CLIENT_ID and XERO_CLIENT_SECRET to talk to the real Xero.`,
    close: () => fake.close(),
  };
};
