import { createUser } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import {
  apiAs,
  chooseEntity,
  createOrganisation,
  inviteLinkFromMail,
  publishedKeg,
  signInWithSession,
  type OwnOrganisation,
} from './organisation-helpers';

// Roles and approvals (decisions 0183 and 0184), end to end with the journey's own venue and supplier: a staff
// member's cart becomes an approval request; the venue's owner approves it on a phone-width page; the supplier sees
// the order in Orders In.

/** A person of the journey's own joins the venue as staff through a mailed invite. */
async function staffOf(request: Parameters<typeof apiAs>[0], venue: OwnOrganisation) {
  const staff = await createUser(request, 'approvals-staff');
  const owner = await apiAs(request, venue.owner.email, venue.owner.password);
  const invited = await owner.raw('POST', `/api/venues/${venue.organisation.id}/invites`, {
    email: staff.email,
    organisationRole: 'staff',
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await inviteLinkFromMail(request, staff.email), 'http://x').searchParams.get('token');
  const accepted = await (await apiAs(request, staff.email, staff.password)).raw('POST', `/api/invites/${token}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  return staff;
}

test('a staff member’s cart goes for approval, the owner approves on a phone, the supplier sees the order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [venue, supplier] = await Promise.all([
    createOrganisation(request, 'venue', 'approvals-venue'),
    createOrganisation(request, 'supplier', 'approvals-supplier'),
  ]);
  const { product, sku } = await publishedKeg(request, supplier, {
    name: 'Approval Ale',
    style: 'Pale Ale',
    code: 'AA-K50',
    unitPriceCents: 25_000,
  });
  const staff = await staffOf(request, venue);

  // the staff member's cart: two kegs, and the cart says where they go
  const staffApi = await apiAs(request, staff.email, staff.password);
  const added = await staffApi.raw('POST', '/api/cart/items', { venueId: venue.organisation.id, skuId: sku.id, qty: 2 });
  expect(added.status(), await added.text()).toBe(200);
  await signInWithSession(page, staff.email, staff.password);
  await chooseEntity(page, request, staff.email, 'venue', staff.password);
  await page.goto('/dash/cart');
  await expect(page.getByText('Staff can’t place orders: this goes to an owner or admin for approval')).toBeVisible();
  await page.getByRole('link', { name: 'Send for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send your order' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order from ${staff.name}` })).toBeVisible();
  await expect(page.getByText('Waiting for approval')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await screenshotsAt(page, 'approval-request-sent');

  // the owner, on a phone: the bell and the Approvals page; approving places exactly what was sent
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  const ownerPage = await phone.newPage();
  await signInWithSession(ownerPage, venue.owner.email, venue.owner.password);
  await chooseEntity(ownerPage, request, venue.owner.email, 'venue', venue.owner.password);
  await ownerPage.goto(`/dash/venues/${venue.organisation.slug}/approvals`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  // how far a price may rise before approving sends a request back: 5 % until the owner says otherwise
  const allowance = ownerPage.getByLabel('Send back above a rise of (%)');
  await expect(allowance).toHaveValue('5');
  await allowance.fill('60');
  await ownerPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ownerPage.getByText('Enter a whole number from 0 to 50')).toBeVisible();
  await allowance.fill('10');
  await ownerPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(ownerPage.getByText('Price rise allowance saved')).toBeVisible();
  await ownerPage.reload();
  await expect(allowance).toHaveValue('10');
  await ownerPage.getByRole('link', { name: new RegExp(staff.name) }).click();
  await expect(ownerPage.getByRole('region', { name: `Order for ${supplier.organisation.name}` })).toContainText(product.name);
  await expect(ownerPage.getByText('Staff can’t place orders', { exact: false })).toBeVisible();
  expect(await ownerPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await expectNoSeriousAxeViolations(ownerPage);
  await screenshotsAt(ownerPage, 'approval-to-decide');
  await ownerPage.setViewportSize({ width: 360, height: 800 });
  await ownerPage.getByRole('button', { name: 'Approve and place' }).click();
  await expect(ownerPage.getByText('Approved', { exact: true })).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: 'See the order' })).toBeVisible();
  await screenshotsAt(ownerPage, 'approval-approved');
  await phone.close();

  // the supplier's Orders In has it, from the venue
  await signInWithSession(page, supplier.owner.email, supplier.owner.password);
  await chooseEntity(page, request, supplier.owner.email, 'supplier', supplier.owner.password);
  await page.goto(`/dash/suppliers/${supplier.organisation.slug}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders In' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${venue.organisation.name}.*Submitted \\$550\\.00`) })).toBeVisible();
});
