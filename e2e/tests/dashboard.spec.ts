import type { Page } from '@playwright/test';
import type { OrganisationSettings, ProductList, UserOrganisationList, VenueOverview } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, createOrganisation, signIn, uniqueSuffix } from './organisation-helpers';

// The dashboards' frame and organisation screens. The demo data: venue@ owns The Harbour Hotel,
// staff@ is a member of it, supplier@ owns Saltwater Brewing Co., admin@ is a platform admin and belongs to none.
const VENUE = 'venue@tapline.test';
const STAFF = 'staff@tapline.test';
const SUPPLIER = 'supplier@tapline.test';
const ADMIN = 'admin@tapline.test';
const HARBOUR = 'the-harbour-hotel';
const SALTWATER = 'saltwater-brewing';

type Entity = { type: 'venue' | 'supplier'; slug: string; name: string; id: string };

/** The demo organisation of `email` as the active entity stores it, read from the API (never copied by hand). */
async function organisationOf(request: Parameters<typeof apiAs>[0], email: string, type: 'venue' | 'supplier'): Promise<Entity> {
  const api = await apiAs(request, email);
  const { items } = await api.get<UserOrganisationList>(`/api/users/${api.userId}/${type}s`);
  const organisation = items[0];
  if (!organisation) throw new Error(`${email} belongs to no ${type}`);
  return { type, slug: organisation.slug, name: organisation.name, id: organisation.id };
}

async function storeEntity(page: Page, value: string | null) {
  await page.evaluate((raw) => (raw === null ? localStorage.removeItem('activeEntity') : localStorage.setItem('activeEntity', raw)), value);
}

const storedEntity = (page: Page) => page.evaluate(() => localStorage.getItem('activeEntity'));

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

test('a person with exactly one organisation is taken to it when they sign in, never to "Choose an organisation"', async ({ page, request }) => {
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
  for (const name of ['Open orders', 'Deliveries due', 'Deliveries to expect', 'Cart', 'On tap', 'Needs attention', 'Recent orders', 'What changed on tap']) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test.describe('the dashboard links (docs/domain.md, Page frame)', () => {
  test('venue: the name first, the areas with the slug, Profile and Team; the current one highlighted; no Admin', async ({ page, request }) => {
    await signIn(page, VENUE);
    await page.goto('/dash/profile/choose-entity');
    await page.getByRole('button', { name: 'The Harbour Hotel' }).click();
    await page.goto(`/dash/venues/${HARBOUR}/discover`);
    // Discover marks what the venue has ordered before, as its API says for the first page
    const venue = await apiAs(request, VENUE);
    const harbourId = (await venue.get<OrganisationSettings>(`/api/venues/${HARBOUR}/settings`)).id;
    const discovered = await venue.get<ProductList>(`/api/products?page=1&pageSize=24&venueId=${harbourId}`);
    const ordered = discovered.items.filter((item) => item.orderedBefore).length;
    expect(ordered).toBeGreaterThan(0);
    await expect(page.getByText('Ordered before', { exact: true })).toHaveCount(ordered);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText([/^The Harbour Hotel/, 'Discover', 'Orders', 'Cart', 'On Tap', 'Settings', 'Profile', 'Team']);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs).toEqual([
      `/dash/venues/${HARBOUR}`,
      `/dash/venues/${HARBOUR}/discover`,
      `/dash/venues/${HARBOUR}/orders`,
      '/dash/cart',
      `/dash/venues/${HARBOUR}/on-tap`,
      `/dash/venues/${HARBOUR}/settings`,
      '/dash/profile',
      '/dash/team',
    ]);
    await expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    // the current link follows the route, in the side menu too; the cart button shows for a venue
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/settings$`));
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/dash/cart');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link')).toHaveText([/^The Harbour Hotel/, 'Discover', 'Orders', 'Cart', 'On Tap', 'Settings', 'Profile', 'Team']);
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('supplier: Products, Orders In, Venues, Settings; no cart button', async ({ page }) => {
    await signIn(page, SUPPLIER);
    await page.goto('/dash/profile/choose-entity');
    await page.getByRole('button', { name: 'Saltwater Brewing Co.' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/suppliers/${SALTWATER}$`));
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText([/^Saltwater Brewing Co\./, 'Products', 'Orders In', 'Venues', 'Settings', 'Profile', 'Team']);
    await expect(nav.getByRole('link', { name: /^Saltwater Brewing Co\./ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Orders In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders In' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a platform admin also gets Admin, last', async ({ page, request }) => {
    const harbour = await organisationOf(request, VENUE, 'venue');
    await signIn(page, ADMIN);
    await storeEntity(page, JSON.stringify(harbour));
    await page.goto(`/dash/venues/${HARBOUR}`);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link').last()).toHaveText('Admin');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dash/admin');
  });
});

test.describe('guards', () => {
  test('a signed-out visitor signs in and is brought back', async ({ page }) => {
    await page.goto(`/dash/venues/${HARBOUR}/settings`);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    // on the login page the guard sent them to (the shared helper would open a fresh one)
    await page.getByLabel('Email').fill(VENUE);
    await page.getByLabel('Password').fill('tapline-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/settings$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('another organisation’s dashboard says "You don’t have access to this"', async ({ page }) => {
    await signIn(page, VENUE);
    await page.goto(`/dash/suppliers/${SALTWATER}`);
    await expect(page.getByRole('heading', { name: /You don.t have access to this/ })).toBeVisible();
  });

  test('a member reads the settings; /edit is not theirs', async ({ page }) => {
    await signIn(page, STAFF);
    await page.goto(`/dash/venues/${HARBOUR}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Only owners and admins can change these settings')).toBeVisible();
    await expect(page.getByText('you’re the member')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit settings' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.goto(`/dash/venues/${HARBOUR}/edit`);
    await expect(page.getByRole('heading', { name: /You don.t have access to this/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  });
});

test.describe('the venue owner edits the settings', () => {
  test('a new description is saved and is there after a reload', async ({ page, request }) => {
    // a venue of its own: the demo venue's settings stay as the journeys beside this one read them
    const { owner, organisation } = await createOrganisation(request, 'venue', 'settings');
    const before = await (await apiAs(request, owner.email, owner.password)).get<OrganisationSettings>(`/api/venues/${organisation.id}/settings`);
    const description = `A corner pub with ten taps. Checked by the dashboard journey ${uniqueSuffix()}.`;
    await signIn(page, owner.email, owner.password);
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
    await signIn(page, owner.email, owner.password);
    await page.goto(`/dash/venues/${organisation.slug}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit settings' })).toBeVisible();
    await page.getByRole('checkbox', { name: /^Friday\s*: open$/ }).check();
    await page.getByLabel('Friday opens').fill('16:00');
    await page.getByLabel('Friday closes').fill('01:00');
    await expect(page.getByText('next day')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const saved = await (await apiAs(request, owner.email, owner.password)).get<OrganisationSettings>(`/api/venues/${organisation.id}/settings`);
    expect(saved.openingHours).toEqual({ '5': { opens: '16:00', closes: '01:00', closesNextDay: true } });
    await page.reload();
    await expect(page.getByLabel('Friday closes')).toHaveValue('01:00');
    await expect(page.getByText('next day')).toBeVisible();
  });

  test('a slug with spaces gets a field error and nothing is sent', async ({ page }) => {
    await signIn(page, VENUE);
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
    await signIn(page, VENUE);
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
    await signIn(page, VENUE);
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
    await signIn(page, VENUE);
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
    await signIn(page, owner.email, owner.password);
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
    expect([served.status(), served.headers()['content-type'], served.headers()['cache-control']]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
  });
});

test('the supplier settings home: details, addresses in a supplier’s words, team; nothing promised', async ({ page }) => {
  await signIn(page, SUPPLIER);
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

test.describe('one route tree for both types (docs/decisions/0024)', () => {
  test('an unknown organisation type is Not Found; a venue page under a supplier is Not Found', async ({ page }) => {
    await signIn(page, SUPPLIER);
    for (const path of [`/dash/breweries/${SALTWATER}`, `/dash/suppliers/${SALTWATER}/discover`, `/dash/suppliers/${SALTWATER}/on-tap`]) {
      await page.goto(path);
      await expect(page.getByText('Not Found'), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Saltwater Brewing Co.' })).toHaveCount(0);
    }
  });

  test('a supplier page under a venue is Not Found; the static dashboard pages still win', async ({ page }) => {
    await signIn(page, VENUE);
    for (const path of [`/dash/venues/${HARBOUR}/products`, `/dash/venues/${HARBOUR}/venues`]) {
      await page.goto(path);
      await expect(page.getByText('Not Found'), path).toBeVisible();
    }
    // the static dashboard pages still win over /dash/$orgType
    await page.goto('/dash/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('no screen announces what is not built', async ({ page }) => {
    await signIn(page, VENUE);
    for (const path of ['', '/discover', '/orders', '/on-tap', '/settings']) {
      await page.goto(`/dash/venues/${HARBOUR}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/coming soon|comes next|with ordering|once ordering/i), path).toHaveCount(0);
    }
    await page.goto('/dash/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByText(/coming soon|comes next|with ordering/i)).toHaveCount(0);
  });

  test('a team change shows on the overview at once, without a reload (one cache identity)', async ({ page, request }) => {
    const { owner, organisation } = await createOrganisation(request, 'venue', 'venue');
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${organisation.slug}$`));
    const teamLine = page.getByText(/on the team/);
    await expect(teamLine).toHaveText(/^1 person on the team\.\s*Team$/);

    await teamLine.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('link', { name: 'Invite someone' }).click();
    await page.getByLabel('Email').fill(`colleague-${uniqueSuffix()}@example.test`);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page).toHaveURL(/\/dash\/team\/?$/);

    // back through the navigation, within the overview's 30 s freshness: the count must be the new one
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: organisation.name }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${organisation.slug}$`));
    await expect(page.getByText(/on the team/)).toHaveText(/^1 person on the team, 1 invite pending\.\s*Team$/);
  });

  test('a rename shows in the navigation at once', async ({ page, request }) => {
    const { owner, organisation } = await createOrganisation(request, 'supplier', 'supplier');
    await signIn(page, owner.email, owner.password);
    await page.goto(`/dash/suppliers/${organisation.slug}/edit`);
    const renamed = `${organisation.name} Renamed`;
    await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link').first()).toContainText(renamed);
    await nav.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });
});

test.describe('the venue landing page and cart say what the server counts (fixes found in review)', () => {
  test('overdue deliveries stay on the page, first, marked "Overdue"; the counts are the server’s', async ({ page, request, consoleErrors }) => {
    // read-only on the demo venue: its orders were placed before the demo date (20 Nov 2026), so those still open
    // are past their requested delivery date; the API can't make an order yet
    const harbour = await organisationOf(request, VENUE, 'venue');
    const { deliveriesDue } = await (await apiAs(request, VENUE)).get<VenueOverview>(`/api/venues/${harbour.id}/overview`);
    expect(deliveriesDue.overdue, 'the demo venue has an overdue delivery').toBeGreaterThan(0);
    expect(deliveriesDue.next.length).toBeGreaterThan(0);

    await signIn(page, VENUE);
    await page.goto(`/dash/venues/${HARBOUR}`);
    const counted = [`${deliveriesDue.overdue} overdue`, ...(deliveriesDue.dueToday > 0 ? [`${deliveriesDue.dueToday} due today`] : [])].join(' · ');
    const statCard = page.getByRole('heading', { name: 'Deliveries due', exact: true }).locator('..');
    await expect(statCard).toContainText(String(deliveriesDue.count));
    await expect(statCard).toContainText(counted);

    const list = page.getByRole('region', { name: 'Deliveries to expect' });
    await expect(list).toContainText(counted);
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(deliveriesDue.next.length);
    for (const [index, delivery] of deliveriesDue.next.entries()) {
      const row = rows.nth(index);
      await expect(row).toContainText(delivery.orderNumber);
      await expect(row).toContainText(delivery.supplierName);
      await expect(row.getByText('Overdue', { exact: true })).toHaveCount(delivery.overdue ? 1 : 0);
    }
    const more = deliveriesDue.count - deliveriesDue.next.length;
    if (more > 0) await expect(list).toContainText(`and ${more} more.`);
    await expectNoSeriousAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a new venue: nothing due, an empty cart, nothing that can’t be ordered', async ({ page, request }) => {
    const { owner, organisation } = await createOrganisation(request, 'venue', 'venue');
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${organisation.slug}$`));
    await expect(page.getByRole('region', { name: 'Deliveries to expect' })).toContainText('No deliveries due in the next 7 days.');
    await expect(page.getByText('Overdue', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/can’t be ordered/)).toHaveCount(0);
    await page.goto('/dash/cart');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByText(/can’t be ordered/)).toHaveCount(0);
  });

  test('a cart that fails to load says so, with Retry, and never "Your cart is empty"', async ({ page, request }) => {
    await signIn(page, VENUE);
    // the cart is the acting venue's: the Harbour Hotel, chosen here (other journeys may give this account a second
    // venue, and then nobody is chosen at sign-in)
    const api = await apiAs(request, VENUE);
    const harbour = (await api.get<UserOrganisationList>(`/api/users/${api.userId}/venues`)).items.find((item) => item.slug === HARBOUR)!;
    await page.evaluate((entity) => localStorage.setItem('activeEntity', JSON.stringify(entity)), { type: 'venue', slug: harbour.slug, name: harbour.name, id: harbour.id });
    await page.route((url) => /^\/api\/users\/[^/]+\/cart$/.test(url.pathname), (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: 'Internal server error' } }) }),
    );
    await page.goto('/dash/cart');
    // the data cache retries three times with back-off (1 + 2 + 4 s) before the page says so; a busy machine adds more
    test.setTimeout(90_000);
    await expect(page.getByRole('alert')).toContainText('We couldn’t load your cart', { timeout: 45_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  });

  test('cart lines that can’t be ordered are listed apart from the others, each with why, on the overview and the Cart', async ({ page, request, consoleErrors }) => {
    const { owner, organisation } = await createOrganisation(request, 'venue', 'venue');
    // Nothing in the API puts a line in a cart, archives a SKU or suspends a supplier without touching the demo
    // data yet, so this venue's real overview answer is given the lines checkout would refuse; the app parses it
    // with the VenueOverview contract like any answer.
    const problems: VenueOverview['cart']['problems'] = [
      { reason: 'supplier_suspended', supplierName: 'Saltwater Brewing', productName: 'Harbour Pale', skuName: '50 L keg', qty: 2, stockOnHand: null },
      { reason: 'product_unavailable', supplierName: 'Ironbark Ales', productName: 'Winter Warmer', skuName: '24 × 375 mL', qty: 1, stockOnHand: null },
      { reason: 'sku_archived', supplierName: 'Ironbark Ales', productName: 'Bush Lager', skuName: '30 L keg (discontinued)', qty: 1, stockOnHand: null },
      { reason: 'not_enough_stock', supplierName: 'Orchard Lane Cider', productName: 'Dry Apple', skuName: '20 L keg', qty: 5, stockOnHand: 3 },
    ].map((problem) => ({ ...problem, skuId: crypto.randomUUID() }) as VenueOverview['cart']['problems'][number]);
    const why = ['Saltwater Brewing is not taking orders', 'Not on sale at the moment', 'No longer sold', 'Only 3 in stock'];
    await page.route(`**/api/venues/${organisation.id}/overview`, async (route) => {
      const response = await route.fetch();
      const overview = (await response.json()) as VenueOverview;
      await route.fulfill({ response, json: { ...overview, cart: { ...overview.cart, problems } } });
    });

    const expectProblems = async () => {
      const section = page.getByRole('region', { name: '4 lines in your cart can’t be ordered' });
      const rows = section.getByRole('listitem');
      await expect(rows).toHaveCount(problems.length);
      for (const [index, problem] of problems.entries()) {
        await expect(rows.nth(index)).toContainText(`${problem.productName} · ${problem.skuName}`);
        await expect(rows.nth(index)).toContainText(problem.supplierName);
        await expect(rows.nth(index)).toContainText(`× ${problem.qty}`);
        await expect(rows.nth(index)).toContainText(why[index]!);
      }
      return section;
    };

    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${organisation.slug}$`));
    // the counts are of the lines checkout would take (none here); the others are counted apart
    const cartCard = page.getByRole('heading', { name: 'Cart', exact: true }).locator('..');
    await expect(cartCard).toContainText('0 lines');
    await expect(cartCard).toContainText('Nothing that can be ordered');
    await expect(cartCard).toContainText('4 can’t be ordered');
    const section = await expectProblems();
    await expectNoSeriousAxeViolations(page);

    // the Cart page reads the cart itself (the lines here are only in this overview's answer): ordering.spec shows
    // a real line that can't be ordered there
    await section.getByRole('link', { name: 'Open the cart' }).click();
    await expect(page).toHaveURL(/\/dash\/cart\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('the frame on a phone: the side menu carries the dashboard links, nothing scrolls sideways @phone', async ({ page }) => {
  await signIn(page, VENUE);
  await page.goto('/dash/profile/choose-entity');
  await page.getByRole('button', { name: 'The Harbour Hotel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Harbour Hotel' })).toBeVisible();
  for (const path of ['', '/settings', '/edit', '/on-tap', '/orders']) {
    await page.goto(`/dash/venues/${HARBOUR}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path || '/'} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.goto(`/dash/venues/${HARBOUR}/on-tap`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  const nav = menu.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link').first()).toHaveText(/^The Harbour Hotel/);
  await expect(nav.getByRole('link', { name: 'On Tap' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/settings$`));
});
