import { ADMIN, HARBOUR, organisationOf, SALTWATER, storedEntity, storeEntity, SUPPLIER, VENUE } from './dashboard-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { createOrganisation, signIn } from './organisation-helpers';

// Into the dashboard: where /dash goes, what signing in opens, and choosing an organisation.

test.describe('/dash redirects as docs/domain.md (Routes) says, from what localStorage holds', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, VENUE);
    // the dashboard the sign-in lands on records its organisation as the active one: once it has, a test's own
    // value can't be overwritten by it (a fresh-clone run saw /dash follow the landing's value instead)
    await expect.poll(() => storedEntity(page)).not.toBeNull();
  });

  // venue@ belongs to The Harbour Hotel only: with nothing to choose, /dash opens it
  const toTheOnlyOne = [
    ['missing', null],
    ['unparsable', '{"type":"venue","slug":'],
    ['lacking type', JSON.stringify({ slug: HARBOUR, name: 'The Harbour Hotel' })],
    ['lacking slug', JSON.stringify({ type: 'venue', name: 'The Harbour Hotel' })],
  ] as const;
  for (const [name, raw] of toTheOnlyOne) {
    test(`${name}, one organisation → its dashboard, made the active entity`, async ({ page, request }) => {
      await storeEntity(page, raw);
      await page.goto('/dash');
      await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'The Harbour Hotel' })).toBeVisible();
      expect(JSON.parse((await storedEntity(page)) ?? 'null')).toEqual(await organisationOf(request, VENUE, 'venue'));
    });
  }

  test('a venue → /dash/venues/{slug}', async ({ page, request }) => {
    await storeEntity(page, JSON.stringify(await organisationOf(request, VENUE, 'venue')));
    await page.goto('/dash');
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'The Harbour Hotel' })).toBeVisible();
  });

  test('an organisation the user no longer belongs to is cleared → choose-entity', async ({ page, request }) => {
    const saltwater = await organisationOf(request, SUPPLIER, 'supplier');
    await storeEntity(page, JSON.stringify(saltwater));
    await page.goto('/dash');
    await expect(page).toHaveURL(/\/dash\/profile\/choose-entity\?left=/);
    await expect(page.getByRole('status')).toContainText(`You’re no longer a member of ${saltwater.name}`);
    expect(await storedEntity(page)).toBeNull();
    // and the header's cart (a venue's) is gone with it
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  });
});

test('a person with exactly one organisation is taken to it when they sign in, never to "Choose an organisation"', async ({
  page,
  request,
}) => {
  const { owner, organisation } = await createOrganisation(request, 'supplier', 'supplier');
  await page.goto('/auth/login');
  expect(await storedEntity(page)).toBeNull();
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(new RegExp(`/dash/suppliers/${organisation.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: organisation.name })).toBeVisible();
  expect(JSON.parse((await storedEntity(page)) ?? 'null')).toEqual(organisation);
});

test.describe('/dash for suppliers and platform admins', () => {
  test('a supplier → /dash/suppliers/{slug}', async ({ page, request }) => {
    await signIn(page, SUPPLIER);
    await storeEntity(page, JSON.stringify(await organisationOf(request, SUPPLIER, 'supplier')));
    await page.goto('/dash');
    await expect(page).toHaveURL(new RegExp(`/dash/suppliers/${SALTWATER}$`));
    await expect(page.getByRole('heading', { name: 'New orders waiting' })).toBeVisible();
  });

  test('a platform admin keeps an organisation they are not a member of', async ({ page, request }) => {
    const harbour = await organisationOf(request, VENUE, 'venue');
    await signIn(page, ADMIN);
    await storeEntity(page, JSON.stringify(harbour));
    await page.goto('/dash');
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'The Harbour Hotel' })).toBeVisible();
    // marked read-only: the admin is not one of its members (decision 0119)
    await expect.poll(async () => JSON.parse((await storedEntity(page)) ?? 'null')).toEqual({ ...harbour, readOnly: true });
  });
});

test('choosing an organisation stores it and opens its dashboard', async ({ page, consoleErrors }) => {
  await signIn(page, VENUE);
  await page.goto('/dash/profile/choose-entity');
  const card = page.getByRole('button', { name: 'The Harbour Hotel' });
  await expect(card).toContainText('Venue');
  await expect(card).toContainText('Owner');
  await expectNoSeriousAxeViolations(page);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'The Harbour Hotel' })).toBeVisible();
  expect(JSON.parse((await storedEntity(page)) ?? 'null')).toMatchObject({ type: 'venue', slug: HARBOUR, name: 'The Harbour Hotel' });
  // the landing page is a real overview
  for (const name of [
    'Open orders',
    'Deliveries due',
    'Deliveries to expect',
    'Cart',
    'On tap',
    'Needs attention',
    'Recent orders',
    'What changed on tap',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
