import type { APIRequestContext, Page } from '@playwright/test';
import type { ApplicationList } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { latestMessage, signInWithSession } from './auth-helpers';
import { apiAs, inviteLinkFromMail, inviteMailed, joinAsNewPerson, uniqueSuffix } from './organisation-helpers';

// Joining the marketplace: a brewery applies from the home page, confirms its email, a platform admin
// approves it, and its owner joins and lands on the getting-started checklist; a second application with the same
// ABN is flagged for the admin.

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** A random ABN that passes the ATO's check (each run its own, so runs never flag each other). */
function randomAbn(): string {
  for (;;) {
    const digits = [1 + Math.floor(Math.random() * 9), ...Array.from({ length: 10 }, () => Math.floor(Math.random() * 10))];
    const sum = digits.reduce((total, digit, index) => total + (index === 0 ? digit - 1 : digit) * ABN_WEIGHTS[index]!, 0);
    if (sum % 89 === 0) return digits.join('');
  }
}

const spaced = (abn: string) => `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;

/** The form refuses a submission sent within 3 seconds of opening it (a bot fills it at once). */
const MIN_FILL_MS = 3_000;

/** The confirmation link mailed to `email`, as a path on this server. */
async function verifyLinkFromMail(request: APIRequestContext, email: string): Promise<string> {
  const message = await latestMessage(request, { channel: 'email', to: email, pattern: /\/join\/verify\?token=/ });
  const link = message.body.match(/https?:\/\/\S+\/join\/verify\?token=[\w%-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link for ${email}`);
  return new URL(link).pathname + new URL(link).search;
}

async function fillSupplierApplication(page: Page, values: { business: string; abn: string; contact: string; email: string }) {
  await page.getByLabel('Business name').fill(values.business);
  await page.getByLabel('Kind of business').selectOption('brewery');
  await page.getByLabel('ABN').fill(values.abn);
  await page.getByLabel('Street address').fill('12 Mash Tun Lane');
  await page.getByLabel('Suburb').fill('Marrickville');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Postcode').fill('2204');
  await page.getByLabel('Areas you deliver to').fill('Sydney metro, Blue Mountains');
  await page.getByLabel('Contact name').fill(values.contact);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Phone').fill('02 9000 1234');
}

test('a brewery applies from the home page, confirms its email, is approved, and its owner lands on the checklist; a second application with its ABN is flagged', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = uniqueSuffix();
  const business = `Joining Brewing ${suffix}`;
  const email = `brewer-${suffix}@example.test`;
  const abn = randomAbn();
  const copycat = `Copycat Brewing ${suffix}`;
  const copycatEmail = `copycat-${suffix}@example.test`;

  await test.step('the brewery finds "For suppliers" on the home page and sends its application', async () => {
    await page.goto('/');
    const tokenFetched = page.waitForResponse((response) => response.url().endsWith('/api/applications/form-token') && response.ok());
    await page.getByRole('link', { name: /For suppliers/ }).click();
    await expect(page).toHaveURL(/\/for-suppliers$/);
    // the form is filled once its token is in: on a busy machine a field typed while that answer re-rendered the form
    // was seen empty at sending
    await tokenFetched;
    const opened = Date.now();
    await fillSupplierApplication(page, { business, abn: spaced(abn), contact: 'Bea Brewer', email });
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - opened)));
    for (const [label, value] of [
      ['Business name', business],
      ['Suburb', 'Marrickville'],
      ['Postcode', '2204'],
      ['Contact name', 'Bea Brewer'],
    ]) {
      await expect(page.getByLabel(label!), `${label} holds what was typed`).toHaveValue(value!);
    }
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('status').getByText('Check your email')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step('it confirms its email from the mailed link', async () => {
    await page.goto(await verifyLinkFromMail(page.request, email));
    await expect(page.getByRole('heading', { name: 'Thanks — your application is with us' })).toBeVisible();
    await expect(page.getByText(business)).toBeVisible();
  });

  const admin = await (await browser.newContext()).newPage();
  await test.step('the platform admin finds it among the new applications and approves it', async () => {
    await signInWithSession(admin, 'admin@tapline.test');
    await admin.goto('/dash/admin');
    // the overview counts the applications waiting for a decision, and opens them
    const waiting = admin.getByRole('link', { name: /^Applications to decide \d+/ });
    await expect(waiting).not.toContainText('Applications to decide 0');
    await waiting.click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await admin.getByRole('searchbox', { name: /Search applications/ }).fill(suffix);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const row = admin.getByRole('row', { name: new RegExp(business) });
    await expect(row).toContainText(spaced(abn));
    await expect(row).toContainText(email);
    await expect(row.getByText('Possible duplicate')).toHaveCount(0);
    await expectNoSeriousAxeViolations(admin);
    await row.getByRole('link', { name: business }).click();

    await expect(admin.getByRole('heading', { level: 1, name: business })).toBeVisible();
    await expect(admin.getByText('Sydney metro, Blue Mountains')).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await admin.getByRole('button', { name: 'Approve…' }).click();
    const dialog = admin.getByRole('alertdialog', { name: `Approve ${business}?` });
    await expect(dialog.getByLabel('Name')).toHaveValue(business);
    await expect(dialog.getByLabel('Slug')).toHaveValue(`joining-brewing-${suffix}`);
    await expect(dialog.getByLabel('Owner’s email')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(inviteMailed(email))).toBeVisible();
    const approved = admin.getByRole('status').filter({ hasText: 'Approved' });
    await expect(approved).toContainText('its owner has been invited');
    await expect(approved.getByRole('link', { name: business })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Approve…' })).toHaveCount(0);
  });

  const colleagueEmail = `colleague-${suffix}@example.test`;
  await test.step('the owner accepts the invite, lands on the getting-started checklist, and invites a colleague', async () => {
    const owner = await joinAsNewPerson(browser, await inviteLinkFromMail(page.request, email), 'Bea Brewer', business, 'an owner');
    await expect(owner).toHaveURL(new RegExp(`/dash/suppliers/joining-brewing-${suffix}$`));
    await expect(owner.getByRole('region', { name: 'Getting started' })).toBeVisible();
    await owner.goto('/dash/team');
    await owner.getByRole('link', { name: 'Invite someone' }).click();
    await owner.getByLabel('Email').fill(colleagueEmail);
    await owner.getByRole('combobox', { name: 'Role' }).selectOption('member');
    await owner.getByRole('button', { name: 'Send invite' }).click();
    await expect(owner.getByText(inviteMailed(colleagueEmail))).toBeVisible();
    await owner.context().close();
  });

  await test.step('the admin resends and withdraws that invite from the organisation’s admin page', async () => {
    await admin.goto('/dash/admin/suppliers');
    await admin.getByRole('link', { name: business }).click();
    await expect(admin.getByRole('heading', { level: 1, name: business })).toBeVisible();
    const firstLink = await inviteLinkFromMail(page.request, colleagueEmail);
    await admin.getByRole('button', { name: `Resend the invite to ${colleagueEmail}` }).click();
    await expect(admin.getByText(new RegExp(colleagueEmail.replace(/[.]/g, '\\.'))).first()).toBeVisible();
    await expect.poll(() => inviteLinkFromMail(page.request, colleagueEmail), 'a new link is mailed').not.toBe(firstLink);
    await admin.getByRole('button', { name: `Withdraw the invite to ${colleagueEmail}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Withdraw invite' }).click();
    await expect(admin.getByText(`The invite to ${colleagueEmail} is withdrawn`)).toBeVisible();
    await expect(admin.getByRole('button', { name: `Withdraw the invite to ${colleagueEmail}` })).toHaveCount(0);
  });

  await test.step('the audit log shows each step', async () => {
    const api = await apiAs(page.request, 'admin@tapline.test');
    const organisation = await api.get<{ id: string }>(`/api/admin/organisations/joining-brewing-${suffix}`);
    await admin.goto(`/dash/admin/audit?organisationId=${organisation.id}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    for (const step of [
      `approved the application from ${business}`,
      `invited ${email} as its owner`,
      `accepted the invite and joined ${business} as owner`,
      `invited ${colleagueEmail} to ${business} as member`,
      `resent the invite to ${colleagueEmail}`,
      `withdrew the invite to ${colleagueEmail}`,
    ]) {
      await expect(admin.getByText(step), step).toBeVisible();
    }
    await expectNoSeriousAxeViolations(admin);
  });

  await test.step('a second application with the same ABN is flagged in the admin list', async () => {
    const { functionsKey } = (await (await page.request.get('/config.json')).json()) as { functionsKey: string };
    const headers = { 'x-functions-key': functionsKey };
    const { formToken } = (await (await page.request.get('/api/applications/form-token', { headers })).json()) as { formToken: string };
    await page.waitForTimeout(MIN_FILL_MS + 500);
    const sent = await page.request.post('/api/applications', {
      headers,
      data: {
        type: 'supplier',
        businessName: copycat,
        kind: 'brewery',
        abn,
        address: { line1: '1 Other St', suburb: 'Newtown', state: 'NSW', postcode: '2042' },
        contactName: 'Cody Copycat',
        email: copycatEmail,
        phone: '02 9000 5678',
        deliveryAreas: ['Inner West'],
        formToken,
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const token = new URL(await verifyLinkFromMail(page.request, copycatEmail), 'http://x').searchParams.get('token');
    const verified = await page.request.post('/api/applications/verify', { headers, data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);

    await admin.goto(`/dash/admin/applications?q=${encodeURIComponent(suffix)}`);
    const row = admin.getByRole('row', { name: new RegExp(copycat) });
    await expect(row.getByText('Possible duplicate')).toBeVisible();
    await expect(row).toContainText(`same ABN as the application “${business}”`);
    // the approved one is under Approved, flagged the other way
    await admin.getByRole('link', { name: /^Approved/ }).click();
    await expect(admin.getByRole('row', { name: new RegExp(business) })).toContainText(`same ABN as the application “${copycat}”`);

    const api = await apiAs(page.request, 'admin@tapline.test');
    const listed = await api.get<ApplicationList>(`/api/admin/applications?q=${encodeURIComponent(copycat)}`);
    expect(listed.items[0]?.duplicateOf).toMatchObject({ abn: true, email: false });
  });
});
