import type { APIRequestContext, Page } from '@playwright/test';
import type { Application, ApplicationApproved } from '@tapline/contracts';
import { latestMessage } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, inviteLinkFromMail, joinAsNewPerson, uniqueSuffix } from './organisation-helpers';

// An approved venue's owner lands on a getting-started checklist of their own (delivery
// address, team, suppliers to browse, first order, tap list) that they can put away; the applicant's personal
// mobile and email are on none of its public pages, and the contact details the owner chooses in Settings are.

const MOBILE = '0412 345 678';
/** The form refuses a submission sent within 3 seconds of opening it. */
const MIN_FILL_MS = 3_000;

/** A pub applies (through the API, as the form would), confirms its email, and a platform admin approves it. */
async function approvedPub(request: APIRequestContext, page: Page, suffix: string) {
  const business = `Checklist Arms ${suffix}`;
  const email = `publican-${suffix}@example.test`;
  const { functionsKey } = (await (await request.get('/config.json')).json()) as { functionsKey: string };
  const headers = { 'x-functions-key': functionsKey };
  const { formToken } = (await (await request.get('/api/applications/form-token', { headers })).json()) as { formToken: string };
  await page.waitForTimeout(MIN_FILL_MS + 500);
  const sent = await request.post('/api/applications', {
    headers,
    data: {
      type: 'venue',
      businessName: business,
      kind: 'pub',
      abn: '53004085616',
      address: { line1: '7 Tap Lane', suburb: 'Newtown', state: 'NSW', postcode: '2042' },
      contactName: 'Pat Publican',
      email,
      phone: MOBILE,
      deliveryAreas: [],
      formToken,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const link = (await latestMessage(request, { channel: 'email', to: email, pattern: /\/join\/verify\?token=/ })).body.match(
    /token=([\w%-]+)/,
  )?.[1];
  const verified = await request.post('/api/applications/verify', { headers, data: { token: decodeURIComponent(link ?? '') } });
  expect(verified.status(), await verified.text()).toBe(200);
  const admin = await apiAs(request, 'admin@tapline.test');
  const { items } = await admin.get<{ items: Application[] }>(`/api/admin/applications?q=${encodeURIComponent(business)}`);
  const approved = await admin.raw('POST', `/api/admin/applications/${items[0]!.id}/approve`, {});
  expect(approved.status(), await approved.text()).toBe(200);
  const { application } = (await approved.json()) as ApplicationApproved;
  return { business, email, slug: application.organisation!.slug };
}

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a new venue follows its own checklist and puts it away; its public page shows only the contact it chose @phone', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const { business, email, slug } = await approvedPub(request, page, suffix);

  await test.step('the approved venue’s public page shows neither the applicant’s mobile nor their email', async () => {
    await page.goto(`/venues/${slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(MOBILE);
    await expect(page.locator('body')).not.toContainText(email);
    await expect(page.getByRole('heading', { name: 'Contact' })).toHaveCount(0);
  });

  const owner = await joinAsNewPerson(browser, await inviteLinkFromMail(request, email), 'Pat Publican', business, 'an owner');
  if (testInfo.project.name === 'phone') await owner.setViewportSize({ width: 360, height: 780 });
  const checklist = owner.getByRole('region', { name: 'Getting started' });

  await test.step('the owner lands on the venue’s checklist: five steps, suppliers to start with, none done', async () => {
    await expect(owner).toHaveURL(new RegExp(`/dash/venues/${slug}$`));
    await expect(checklist).toBeVisible();
    await expect(checklist.getByText('0 of 5 done')).toBeVisible();
    for (const step of [
      'Set your delivery address',
      'Invite your team',
      'Find your suppliers',
      'Place your first order',
      'List what’s on tap',
    ]) {
      await expect(checklist.getByRole('link', { name: step, exact: true }), step).toBeVisible();
    }
    // three demo suppliers, those in the venue's state (NSW) first: the server test checks the order
    const suggestions = checklist.getByRole('list', { name: 'Suppliers to start with' }).getByRole('link');
    await expect(suggestions).toHaveCount(3);
    await expect(suggestions.first()).toContainText(/ · \d+ products$/);
    // what the checklist covers isn't repeated in the attention list
    await expect(owner.getByText('Nothing on tap on your public page.')).toHaveCount(0);
    await expectNoSeriousAxeViolations(owner);
    await expectNoSidewaysScroll(owner);
    if (testInfo.project.name === 'desktop') await screenshotsAt(owner, 'venue-getting-started');
  });

  await test.step('a suggested supplier opens Discover with only its products', async () => {
    const first = checklist.getByRole('list', { name: 'Suppliers to start with' }).getByRole('link').first();
    const supplier = new URL((await first.getAttribute('href'))!, 'http://x').searchParams.get('supplier');
    await first.click();
    await expect(owner).toHaveURL(new RegExp(`/dash/venues/${slug}/discover\\?supplier=${supplier}$`));
    await expect(owner.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await owner.goBack();
  });

  await test.step('setting a delivery address and a public phone in Settings ticks the step and shows the phone publicly', async () => {
    await checklist.getByRole('link', { name: 'Set your delivery address' }).click();
    await expect(owner.getByRole('heading', { name: 'Contact on your public page' })).toBeVisible();
    await owner.getByLabel('Public phone').fill('02 9000 4321');
    const delivery = owner.getByRole('group', { name: 'Delivery address' });
    await delivery.getByRole('checkbox', { name: 'Add a delivery address' }).check();
    await delivery.getByLabel('Street', { exact: true }).fill('Loading dock, 7 Tap Lane');
    await delivery.getByLabel('Suburb').fill('Newtown');
    await delivery.getByLabel('State').fill('NSW');
    await delivery.getByLabel('Postcode').fill('2042');
    if (testInfo.project.name === 'desktop') await screenshotsAt(owner, 'venue-settings-public-contact');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await expect(owner.getByText('Settings saved')).toBeVisible();

    await owner.goto(`/dash/venues/${slug}`);
    await expect(checklist.getByText('Set your delivery address (done)')).toBeVisible();
    await expect(checklist.getByText('1 of 5 done')).toBeVisible();

    await page.goto(`/venues/${slug}/`);
    await expect(page.getByRole('link', { name: '02 9000 4321' })).toHaveAttribute('href', 'tel:0290004321');
    await expect(page.locator('body')).not.toContainText(MOBILE);
    await expect(page.locator('body')).not.toContainText(email);
  });

  await test.step('the owner puts the checklist away, for good', async () => {
    await checklist.getByRole('button', { name: 'Dismiss the getting-started checklist' }).click();
    await expect(owner.getByText(`The checklist is put away for everyone at ${business}`)).toBeVisible();
    await expect(checklist).toHaveCount(0);
    // the attention list takes over what it covered
    await expect(owner.getByText('Nothing on tap on your public page.')).toBeVisible();
    await owner.reload();
    await expect(owner.getByRole('heading', { level: 1, name: business })).toBeVisible();
    await expect(checklist).toHaveCount(0);
  });
  await owner.context().close();
});
