import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { createOrganisation, inviteMailed, signInWithSession, uniqueSuffix } from './organisation-helpers';

// Getting started (decision 0080): a new supplier's overview shows the checklist instead of the old
// "No active products — See products" dead end; a step done elsewhere comes back ticked.

test('a new supplier follows the checklist: inviting a colleague ticks its step @phone', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { owner, organisation } = await createOrganisation(request, 'supplier', 'start');
  await signInWithSession(page, owner.email, owner.password);
  await page.goto(`/dash/suppliers/${organisation.slug}`);
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist).toBeVisible();
  await expect(page.getByText('No active products: venues can’t find anything to order.')).toHaveCount(0);
  await expect(checklist.getByRole('link', { name: 'Add your first product' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Publish it' })).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Add a logo' })).toBeVisible();
  await expect(checklist.getByText('Invite a colleague (done)')).toHaveCount(0);
  const before = await checklist.getByText(/\d of 5 done/).textContent();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`getting-started-${testInfo.project.name}.png`), fullPage: true });

  await checklist.getByRole('link', { name: 'Invite a colleague' }).click();
  await page.getByRole('link', { name: 'Invite someone' }).click();
  const colleague = `colleague-${uniqueSuffix()}@tapline.test`;
  await page.getByLabel('Email').fill(colleague);
  await page.getByRole('combobox', { name: 'Role' }).selectOption('member');
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText(inviteMailed(colleague))).toBeVisible();

  await page.goto(`/dash/suppliers/${organisation.slug}`);
  await expect(checklist.getByText('Invite a colleague (done)')).toBeVisible();
  await expect(checklist.getByText(/\d of 5 done/)).not.toHaveText(before ?? '');
  await checklist.getByRole('link', { name: 'Add your first product' }).click();
  await expect(page).toHaveURL(new RegExp(`/dash/suppliers/${organisation.slug}/products/create$`));
});
