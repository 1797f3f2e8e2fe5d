// The development entry (npm run dev, the browser journeys): the server of main.ts, and with XERO_FAKE=1 a fake
// Xero in its process (consent page, invoices, payments, webhooks), so connecting Xero works without an account.
import { runServer } from '../src/server';
import { startDevFakeXero } from './support/dev-fake-xero';

runServer(startDevFakeXero);
