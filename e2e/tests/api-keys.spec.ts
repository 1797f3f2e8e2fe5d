import type { SupplierOrderList } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { createOrganisation, signInWithSession } from './organisation-helpers';

// API keys (issue 40, decision 0195): a supplier's owner makes an orders:read key in Settings → Developers, copies the
// secret shown once, software calls /api with it, the owner revokes it, and the next call is refused (401).

test('an owner makes an orders:read key, copies it, the API answers it, and after Revoke refuses it', async ({
  page,
  context,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const supplier = await createOrganisation(request, 'supplier', 'api-keys');
  const dash = `/dash/suppliers/${supplier.organisation.slug}`;
  const { functionsKey } = (await (await request.get('/config.json')).json()) as { functionsKey: string };
  const ordersWith = (key: string) =>
    request.get(`/api/suppliers/${supplier.organisation.id}/orders`, {
      headers: { 'x-functions-key': functionsKey, authorization: `Bearer ${key}` },
    });

  await signInWithSession(page, supplier.owner.email, supplier.owner.password);
  await page.goto(`${dash}/settings`);
  await page.getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  await expect(page).toHaveTitle(`Developers · ${supplier.organisation.name} · Tapline`);
  await expect(page.getByText('No API keys')).toBeVisible();

  await page.getByRole('button', { name: 'New key' }).click();
  const form = page.getByRole('form', { name: 'New API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('Choose at least one scope')).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Warehouse ERP');
  await form.getByRole('checkbox', { name: /orders:read/ }).check();
  await expect(form.getByRole('checkbox', { name: /menu:read/ })).toHaveCount(0);
  await screenshotsAt(page, 'api-keys-new');
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('region', { name: /Your new key “Warehouse ERP”/ });
  await expect(shown.getByText('you won’t see this key again')).toBeVisible();
  const secret = (await shown.getByLabel('The new API key').textContent())!.trim();
  expect(secret).toMatch(/^tl_live_[0-9a-f]{32}_[0-9A-Za-z]{38}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(secret);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'api-keys-created');

  // the software's call with the copied key
  const answered = await ordersWith(copied);
  expect(answered.status(), await answered.text()).toBe(200);
  expect(((await answered.json()) as SupplierOrderList).items).toEqual([]);

  await shown.getByRole('button', { name: 'I’ve copied it' }).click();
  await expect(page.getByLabel('The new API key')).toHaveCount(0);
  await page.reload();
  const row = page.getByRole('row', { name: /Warehouse ERP/ });
  await expect(row).toContainText('orders:read');
  await expect(row).toContainText(secret.slice(-4));
  await expect(page.getByText(secret)).toHaveCount(0);
  await screenshotsAt(page, 'api-keys-list');

  await row.getByRole('button', { name: 'Revoke Warehouse ERP' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke the key “Warehouse ERP”?' });
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('“Warehouse ERP” is revoked')).toBeVisible();
  await expect(page.getByText('No API keys')).toBeVisible();

  const refused = await ordersWith(copied);
  expect(refused.status()).toBe(401);
  expect(consoleErrors).toEqual([]);
});
