import type { OrganisationSettings } from '@tapline/contracts';
import { HARBOUR, SALTWATER, SUPPLIER, VENUE } from './dashboard-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, createOrganisation, signInWithSession, uniqueSuffix } from './organisation-helpers';

// The organisation settings: the venue owner edits them (description, opening hours, web address, logo), and the
// supplier's settings home.

test.describe('the venue owner edits the settings', () => {
  test('a new description is saved and is there after a reload', async ({ page, request }) => {
    // a venue of its own: the demo venue's settings stay as the journeys beside this one read them
    const { owner, organisation } = await createOrganisation(request, 'venue', 'settings');
    const before = await (
      await apiAs(request, owner.email, owner.password)
    ).get<OrganisationSettings>(`/api/venues/${organisation.id}/settings`);
    const description = `A corner pub with ten taps. Checked by the dashboard journey ${uniqueSuffix()}.`;
    await signInWithSession(page, owner.email, owner.password);
    await page.goto(`/dash/venues/${organisation.slug}/settings`);
    await page.getByRole('link', { name: 'Edit settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit settings' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const field = page.getByRole('textbox', { name: 'Description' });
    await expect(field).toHaveValue(before.description);
    await field.fill(description);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
    await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await expect(page.getByText(description)).toBeVisible();
  });

  test('opening hours past midnight say "next day", are saved and read back the same', async ({ page, request }) => {
    const { owner, organisation } = await createOrganisation(request, 'venue', 'hours');
    await signInWithSession(page, owner.email, owner.password);
    await page.goto(`/dash/venues/${organisation.slug}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit settings' })).toBeVisible();
    await page.getByRole('checkbox', { name: /^Friday\s*: open$/ }).check();
    await page.getByLabel('Friday opens').fill('16:00');
    await page.getByLabel('Friday closes').fill('01:00');
    await expect(page.getByText('next day')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const saved = await (
      await apiAs(request, owner.email, owner.password)
    ).get<OrganisationSettings>(`/api/venues/${organisation.id}/settings`);
    expect(saved.openingHours).toEqual({ '5': { opens: '16:00', closes: '01:00', closesNextDay: true } });
    await page.reload();
    await expect(page.getByLabel('Friday closes')).toHaveValue('01:00');
    await expect(page.getByText('next day')).toBeVisible();
  });

  test('a slug with spaces gets a field error and nothing is sent', async ({ page }) => {
    await signInWithSession(page, VENUE);
    await page.goto(`/dash/venues/${HARBOUR}/edit`);
    const patches: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH') patches.push(sent.url());
    });
    const slug = page.getByRole('textbox', { name: 'Web address' });
    await slug.fill('the harbour hotel');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(slug).toHaveAccessibleDescription(/Use lowercase letters, digits and single dashes, with no spaces/);
    expect(patches).toEqual([]);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Web address' })).toHaveValue(HARBOUR);
  });

  test('another organisation’s slug is "taken", on the field, and nothing changes', async ({ page, request }) => {
    await signInWithSession(page, VENUE);
    await page.goto(`/dash/venues/${HARBOUR}/edit`);
    const slug = page.getByRole('textbox', { name: 'Web address' });
    await slug.fill('the-fitzroy-alehouse');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(slug).toHaveAccessibleDescription(/This web address is taken/);
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/edit$`));
    const owner = await apiAs(request, VENUE);
    expect((await owner.get<OrganisationSettings>(`/api/venues/${HARBOUR}/settings`)).slug).toBe(HARBOUR);
  });

  test('leaving with unsaved changes asks first', async ({ page }) => {
    await signInWithSession(page, VENUE);
    await page.goto(`/dash/venues/${HARBOUR}/edit`);
    const field = page.getByRole('textbox', { name: 'Description' });
    const original = await field.inputValue();
    await field.fill(`${original} With a beer garden.`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Discover' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/edit$`));
    await expect(field).toHaveValue(`${original} With a beer garden.`);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Discover' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave this page' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/discover$`));
  });

  test('a 3 MB logo and an .exe renamed .png get a field error and change nothing', async ({ page }) => {
    await signInWithSession(page, VENUE);
    await page.goto(`/dash/venues/${HARBOUR}/edit`);
    const logo = page.getByRole('img', { name: 'The Harbour Hotel logo' });
    const before = await logo.getAttribute('src');
    const input = page.getByLabel(/(Replace|Upload) logo/);

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await expect(page.getByRole('alert')).toHaveText('This image is 3 MB: choose one of at most 2 MB');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(2048)]);
    const answer = page.waitForResponse((response) => response.url().endsWith('/logo') && response.request().method() === 'PUT');
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: exe });
    expect((await answer).status()).toBe(415);
    await expect(page.getByRole('alert')).toContainText('The logo must be a JPEG, PNG or WebP image');
    await expect(logo).toHaveAttribute('src', before ?? '');
    await page.reload();
    await expect(page.getByRole('img', { name: 'The Harbour Hotel logo' })).toHaveAttribute('src', before ?? '');
  });

  test('a real logo is stored as WebP and shown from /api/uploads', async ({ page }) => {
    // a venue of its own: the bad-logo journey beside this one checks the demo venue's logo stays as it was
    const { owner, organisation } = await createOrganisation(page.request, 'venue', 'logo');
    await signInWithSession(page, owner.email, owner.password);
    await page.goto(`/dash/venues/${organisation.slug}/edit`);
    // a 1 × 1 PNG
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const answer = page.waitForResponse((response) => response.url().endsWith('/logo') && response.request().method() === 'PUT');
    await page.getByLabel(/(Replace|Upload) logo/).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    expect((await answer).status()).toBe(200);
    const logo = page.getByRole('img', { name: `${organisation.name} logo` });
    await expect(logo).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{64}-logo\.webp$/);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    const served = await page.request.get((await logo.getAttribute('src'))!);
    expect([served.status(), served.headers()['content-type'], served.headers()['cache-control']]).toEqual([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
  });
});

test('the supplier settings home: details, addresses in a supplier’s words, team; nothing promised', async ({ page }) => {
  await signInWithSession(page, SUPPLIER);
  await page.goto(`/dash/suppliers/${SALTWATER}/settings`);
  await expect(page.getByRole('heading', { name: 'Ordering rules' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Addresses' })).toBeVisible();
  await expect(page.getByText('Where deliveries to you arrive, if not the street address.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Team' }).last()).toHaveAttribute('href', '/dash/team');
  // nothing "coming soon" (docs/decisions/0026); Integrations is there since Xero can be connected
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(new RegExp(`/dash/suppliers/${SALTWATER}/settings/integrations$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByText('Accepted orders become sales invoices in your Xero.')).toBeVisible();

  // the edit form speaks to a supplier, not a venue
  await page.goto(`/dash/suppliers/${SALTWATER}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit settings' })).toBeVisible();
  await expect(page.getByText('Where deliveries to you arrive, if not the street address.')).toBeVisible();
  await expect(page.getByText(/suppliers deliver/i)).toHaveCount(0);
});
