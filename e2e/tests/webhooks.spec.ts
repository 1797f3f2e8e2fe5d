import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { createOrganisation, signInWithSession } from './organisation-helpers';

// Webhooks (issue 40): a fresh brewery's owner adds an endpoint (this journey's own receiver, a small HTTP server on
// loopback, allowed only in test mode), copies its secret, sends a test event, and sees it delivered in the log; the
// receiver verified the delivery with the standardwebhooks package and the secret the screen showed.

test('an owner adds an endpoint, sends a test event, sees it delivered, and the receiver verifies it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') });
      answer.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tapline`;
  try {
    const brewery = await createOrganisation(request, 'supplier', 'hooks');
    await signInWithSession(page, brewery.owner.email, brewery.owner.password);
    await page.goto(`/dash/suppliers/${brewery.organisation.slug}/settings`);
    await page.getByRole('main').getByRole('link', { name: 'Developers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'webhooks', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No endpoints yet')).toBeVisible();
    await screenshotsAt(page, 'webhooks-empty');

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add an endpoint' });
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByLabel('Description').fill('Brewery ERP');
    await form.getByRole('checkbox', { name: 'webhook.test' }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await screenshotsAt(page, 'webhooks-secret');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('row', { name: /Brewery ERP/ })).toContainText('Enabled');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAt(page, 'webhooks-endpoints');

    await page.getByRole('link', { name: url }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Brewery ERP' })).toBeVisible();
    await page.getByRole('button', { name: 'Send test' }).click();
    const deliveries = page.getByRole('list', { name: 'Deliveries' });
    await expect(deliveries.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
    await deliveries.locator('summary', { hasText: 'webhook.test' }).click();
    await expect(deliveries).toContainText('HTTP 200');
    await expect(deliveries).toContainText('{"received":true}');
    await expectNoSeriousAxeViolations(page);
    await screenshotsAt(page, 'webhooks-endpoint');

    // the receiver got it once, and the secret the screen showed verifies it (an outside oracle)
    expect(received).toHaveLength(1);
    const payload = new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as { type: string };
    expect(payload.type).toBe('webhook.test');

    await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
    await page.getByRole('link', { name: 'The event catalogue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhook events' })).toBeVisible();
    await expect(page.getByText('supplier_order.delivered', { exact: true })).toBeVisible();
    // the money events and the venue-priced product event are listed from the same catalogue
    await expect(page.getByText('payment.recorded', { exact: true })).toBeVisible();
    await expect(page.getByText(/the price that venue pays/)).toBeVisible();
    await screenshotsAt(page, 'webhooks-events');
    expect(consoleErrors).toEqual([]);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
