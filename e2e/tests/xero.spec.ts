import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, createOrganisation, publishedKeg, signInWithSession, orderThroughApi } from './organisation-helpers';

// Xero on the supplier's side end to end, against the fake Xero the server runs (XERO_FAKE=1, started by
// e2e/start-server.mjs): the owner connects from the integrations page (on the fake's consent page they allow both
// of its Xero organisations, so Tapline asks which one) and maps the sales account and tax rate; a venue orders;
// the supplier accepts and the order shows its draft invoice; the invoice is paid on the fake's invoice page
// (Xero's webhook comes back), and the order shows Paid to the supplier and to the venue; the Xero page lists the
// sync. The organisations are the journey's own.

// written by e2e/start-server.mjs: where the fake Xero listens, for its invoice page and test controls
const fakeXeroUrl = () => readFileSync(fileURLToPath(new URL('../../test-results/e2e-data/fake-xero-url', import.meta.url)), 'utf8').trim();

interface FakeWebhookDelivery {
  events: { resourceId: string; eventType: string }[];
  attempts: { status?: number }[];
  delivered: boolean;
}

/** What Xero changes reaches the page through a job and a webhook: look again (reload) until it shows. */
/** The order page follows its Xero record live (the sync job's and the payment's realtime events): no reload. */
async function expectLive(locator: Locator, text: string | RegExp) {
  await expect(locator).toContainText(text, { timeout: 20_000 });
}

test('a supplier connects Xero, an accepted order becomes a draft invoice, and its payment in Xero shows Paid on both sides', async ({
  page,
  browser,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(180_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'xero-brewery'),
    createOrganisation(request, 'venue', 'xero-venue'),
  ]);
  const { product, sku } = await publishedKeg(request, brewery, {
    name: 'Ledger Lager',
    style: 'Lager',
    code: 'LL-K50',
    unitPriceCents: 28_500,
  });
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const address = await venueApi.raw('PATCH', `/api/venues/${venue.organisation.id}`, {
    addresses: [{ kind: 'delivery', line1: '16 Ledger Lane', suburb: 'Newtown', state: 'NSW', postcode: '2042' }],
  });
  expect(address.status(), await address.text()).toBe(200);

  // the brewery's owner connects Xero from the integrations page
  await signInWithSession(page, brewery.owner.email, brewery.owner.password);
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}/settings/integrations`);
  await expect(page.getByText('Not connected')).toBeVisible();
  await page.getByRole('link', { name: 'Xero', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Xero' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect to Xero' }).click();

  // Xero's consent page (the fake's): the person allows both of its organisations, so Tapline asks which one
  await expect(page.getByRole('heading', { level: 1, name: 'Tapline wants to access your Xero organisations' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Demo Brewery Books' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Demo Venue Books' })).toBeChecked();
  // the third is the backfill journey's (running beside this one): connecting it here would take it from that journey
  await page.getByRole('checkbox', { name: 'Demo Distributor Books' }).uncheck();
  await page.screenshot({ path: testInfo.outputPath('fake-xero-consent.png'), fullPage: true });
  await page.getByRole('button', { name: 'Allow access' }).click();
  await expect(page).toHaveURL(/\/auth\/xero\/callback\?/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Which Xero organisation should ${brewery.organisation.name} use?` }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Demo Brewery Books' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/dash/suppliers/${brewery.organisation.slug}/settings/integrations/xero$`));
  await expect(page.getByText('Connected to Demo Brewery Books').first()).toBeVisible();

  // the sales account and tax rate come from that organisation's own lists
  const settings = page.getByRole('form', { name: 'Xero settings' });
  await expect(page.getByText('Nothing is sent to Xero yet: choose the account and the tax rate, then save.')).toBeVisible();
  await settings.getByLabel('Sales account').selectOption({ label: '200 · Sales' });
  await settings.getByLabel('Tax rate').selectOption({ label: 'GST on Income (10%)' });
  // keg deposits to a liability account of their own (issue 37); empty, they would go to the sales account
  await expect(settings.getByLabel('Keg deposits account')).toHaveValue('');
  await settings.getByLabel('Keg deposits account').selectOption({ label: '825 · Keg deposits held' });
  await settings.getByRole('radio', { name: 'Draft' }).check();
  await settings.getByRole('radio', { name: 'When the order is accepted' }).check();
  await settings.getByRole('button', { name: 'Save Xero settings' }).click();
  await expect(page.getByText('Xero settings saved')).toBeVisible();
  await expect(page.getByText('Nothing is sent to Xero yet: choose the account and the tax rate, then save.')).toHaveCount(0);
  await expect(page.getByText('Nothing sent to Xero yet')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'xero-settings');

  // the venue orders two kegs (through the API: ordering is another journey's subject)
  const order = await orderThroughApi(venueApi, venue.organisation.id, sku.id, 2);
  const supplierOrderId = order.supplierOrders[0]!.id;

  // the brewery accepts it; the order then shows its invoice in Xero, a draft
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}/orders/${supplierOrderId}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const xeroSection = page.getByRole('region', { name: 'Xero', exact: true });
  await expectLive(xeroSection, /Invoice INV-000001 · Draft/);
  // Tapline's tax invoice number, the brewery's first (decision 0162)
  const invoiceNumber = 'INV-000001';
  const link = xeroSection.getByRole('link', { name: /Open in Xero/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${fakeXeroUrl()}/__fake/invoices/[0-9a-f-]{36}/view$`));
  const invoiceId = /invoices\/([0-9a-f-]{36})\//.exec(href)![1]!;
  await expect(page.getByText('Paid', { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('order-invoice-draft.png'), fullPage: true });

  // part of it is paid first (the fake's test control, as a bookkeeper's part payment): the poll brings it back as a
  // payment against Tapline's invoice, which reads part paid; Cancel stays, as cancelling now makes an adjustment note
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  const partPayment = await request.post(`${fakeXeroUrl()}/__fake/invoices/${invoiceId}/pay`, { data: { amount: 100 } });
  expect(partPayment.status(), await partPayment.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const bills = await venueApi.raw('GET', `/api/venues/${venue.organisation.id}/bills`);
        return ((await bills.json()) as { items: { number: string; state: string }[] }).items.find((bill) => bill.number === invoiceNumber)
          ?.state;
      },
      { message: 'the part payment reached Tapline’s invoice', timeout: 30_000 },
    )
    .toBe('part_paid');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();

  // in (the fake) Xero, the invoice is the order, to the venue; the bookkeeper records its payment
  const xero = await page.context().newPage();
  await xero.goto(href);
  await expect(xero.getByRole('heading', { level: 1, name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(xero.locator('body')).toContainText(venue.organisation.name);
  await expect(xero.locator('body')).toContainText(order.number);
  await expect(xero.locator('body')).toContainText(`${product.name}`);
  await expect(xero.locator('[data-status]')).toHaveText('Draft');
  await expect(xero.locator('tfoot')).toContainText('627.00'); // two kegs at $285 + 10% GST
  await xero.screenshot({ path: testInfo.outputPath('fake-xero-invoice.png'), fullPage: true });
  await xero.getByRole('button', { name: /^Record payment of 527\.00$/ }).click(); // the rest: $100 was paid before
  await expect(xero.locator('[data-status]')).toHaveText('Paid');
  await xero.close();

  // Xero's webhook says so; the order shows Paid to the brewery
  await expect
    .poll(async () => {
      const deliveries = (await (await request.get(`${fakeXeroUrl()}/__fake/webhooks/deliveries`)).json()) as FakeWebhookDelivery[];
      return deliveries
        .filter((delivery) => delivery.events.some((event) => event.resourceId === invoiceId && event.eventType === 'UPDATE'))
        .map((delivery) => delivery.attempts.at(-1)?.status);
    }, 'the payment webhook reached the server and was answered 200')
    .toContain(200);
  await expectLive(xeroSection, `Invoice ${invoiceNumber} · Paid`);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await screenshotsAt(page, 'order-paid');
  await page.screenshot({ path: testInfo.outputPath('order-invoice-paid.png'), fullPage: true });

  // and to the venue, in a browser of its own
  const venuePage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await signInWithSession(venuePage, venue.owner.email, venue.owner.password);
  await venuePage.goto(`/dash/venues/${venue.organisation.slug}/orders/${order.id}`);
  const fromBrewery = venuePage.getByRole('region', { name: brewery.organisation.name });
  await expect(fromBrewery).toContainText('Accepted');
  await expect(fromBrewery.getByText('Paid', { exact: true })).toBeVisible();
  // its orders list says so too
  await venuePage.goto(`/dash/venues/${venue.organisation.slug}/orders`);
  await expect(venuePage.getByRole('row').filter({ hasText: order.number })).toContainText('Paid');
  await venuePage.context().close();

  // so does the brewery's Orders In
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}/orders?status=accepted`);
  await expect(page.getByRole('row').filter({ hasText: order.number })).toContainText('Paid');

  // the brewery's Xero page lists the order among its syncs, paid, with its invoice
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}/settings/integrations/xero`);
  const row = page.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText(venue.organisation.name);
  await expect(row.getByRole('link', { name: new RegExp(`Invoice ${invoiceNumber}`) })).toHaveAttribute('href', href);
  await expect(row).toContainText('Paid');
  await expect(page.getByText('Connected to Demo Brewery Books').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'xero-synced');
  expect(consoleErrors).toEqual([]);
});
