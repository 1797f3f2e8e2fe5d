import { expect, test } from './fixtures';
import { signInWithSession } from './auth-helpers';
import {
  apiAs,
  chooseEntity,
  createOrganisation,
  inviteLinkFromMail,
  inviteMailed,
  joinAsNewPerson,
  uniqueSuffix,
} from './organisation-helpers';

test.describe('team and invites', () => {
  test('an admin creates a supplier; its owner joins, invites a colleague, promotes them to admin; the admin sees what an admin may', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const supplier = `Journey Brewing ${suffix}`;
    const ownerEmail = `owner-${suffix}@example.test`;
    const colleagueEmail = `colleague-${suffix}@example.test`;

    await test.step('the platform admin creates the supplier with its owner’s email', async () => {
      await signInWithSession(page, 'admin@tapline.test');
      await page.goto('/dash/admin/suppliers/create');
      await page.getByLabel('Name', { exact: true }).fill(supplier);
      await expect(page.getByText(`/suppliers/journey-brewing-${suffix}`)).toBeVisible();
      await page.getByLabel('Owner’s email').fill(ownerEmail);
      await page.getByRole('button', { name: 'Create supplier and invite owner' }).click();
      await expect(page.getByText(inviteMailed(ownerEmail))).toBeVisible();
      await expect(page).toHaveURL(/\/dash\/admin\/suppliers$/);
    });

    // the outbox shows platform admins no link (decision 0053): the owner has it from the mail
    const ownerLink = await inviteLinkFromMail(page.request, ownerEmail);

    const owner = await test.step('the owner opens the invite, sets name and password, and joins', () =>
      joinAsNewPerson(browser, ownerLink, 'Olive Owner', supplier, 'an owner'));

    await test.step('the owner invites a colleague as a member', async () => {
      await owner.goto('/dash/team');
      const me = owner.getByRole('row', { name: /Olive Owner/ });
      await expect(me.getByText('You', { exact: true })).toBeVisible();
      await expect(me.getByText('Owner', { exact: true })).toBeVisible();
      await owner.getByRole('link', { name: 'Invite someone' }).click();
      await expect(owner.getByRole('heading', { level: 1, name: 'Invite someone' })).toBeVisible();
      await owner.getByLabel('Email').fill(colleagueEmail);
      await owner.getByRole('combobox', { name: 'Role' }).selectOption('member');
      await owner.getByRole('button', { name: 'Send invite' }).click();
      await expect(owner.getByText(inviteMailed(colleagueEmail))).toBeVisible();
      await expect(owner).toHaveURL(/\/dash\/team\/?$/);
      await expect(owner.getByRole('listitem', { name: `Invite to ${colleagueEmail}` })).toContainText('Member');
    });

    const colleagueLink = await inviteLinkFromMail(page.request, colleagueEmail);
    const colleague = await test.step('the colleague joins through their invite', () =>
      joinAsNewPerson(browser, colleagueLink, 'Cal Colleague', supplier, 'a member'));

    await test.step('a used invite link says so', async () => {
      await colleague.goto(colleagueLink);
      await expect(colleague.getByRole('heading', { name: 'This invite has already been used' })).toBeVisible();
    });

    await test.step('the owner promotes the colleague to admin on the member page', async () => {
      await owner.goto('/dash/team');
      await expect(owner.getByRole('listitem', { name: `Invite to ${colleagueEmail}` })).toHaveCount(0);
      await owner.getByRole('link', { name: 'Cal Colleague' }).click();
      await expect(owner.getByRole('heading', { level: 1, name: 'Cal Colleague' })).toBeVisible();
      await owner.getByRole('combobox', { name: 'Role' }).selectOption('admin');
      await owner.getByRole('button', { name: 'Save role' }).click();
      await expect(owner.getByText('Cal Colleague is now an admin')).toBeVisible();
    });

    await test.step('the colleague, now an admin, can invite and manage members but not make or touch an owner', async () => {
      await colleague.goto('/dash/team');
      await expect(colleague.getByRole('row', { name: /Cal Colleague/ }).getByText('Admin', { exact: true })).toBeVisible();
      await expect(colleague.getByRole('heading', { name: 'Pending invites' })).toBeVisible();
      await colleague.getByRole('link', { name: 'Invite someone' }).click();
      await expect(colleague.getByRole('heading', { level: 1, name: 'Invite someone' })).toBeVisible();
      await expect(colleague.getByRole('combobox', { name: 'Role' }).locator('option')).toHaveText(['Admin', 'Member']);

      await colleague.goto('/dash/team');
      await colleague.getByRole('link', { name: 'Olive Owner' }).click();
      await expect(colleague.getByText('Only an owner can change an owner’s role.')).toBeVisible();
      await expect(colleague.getByRole('combobox', { name: 'Role' })).toHaveCount(0);
      await expect(colleague.getByRole('button', { name: 'Remove from team' })).toHaveCount(0);
    });

    await test.step('the owner, the only one, can’t demote or remove themselves', async () => {
      await owner.goto('/dash/team');
      await owner.getByRole('link', { name: 'Olive Owner' }).click();
      await expect(owner.getByText(`You’re the only owner of ${supplier}.`)).toBeVisible();
      await expect(owner.getByRole('button', { name: `Leave ${supplier}` })).toBeDisabled();
    });
  });

  test('a venue member sees the team but can’t open the invite page @phone', async ({ page }) => {
    await signInWithSession(page, 'staff@tapline.test');
    await chooseEntity(page, page.request, 'staff@tapline.test', 'venue');
    await page.goto('/dash/team');
    await expect(page.getByRole('row', { name: /Stella Staff/ }).getByText('You', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Invite someone' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pending invites' })).toHaveCount(0);
    // nothing scrolls sideways, down to 360 px (docs/ui.md, Layout)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto('/dash/team/invite');
    await expect(page.getByRole('heading', { name: "You don't have access to this" })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });

  test('an invite to a malformed email gets a field error and sends nothing; a role that doesn’t exist is refused', async ({ page }) => {
    await signInWithSession(page, 'venue@tapline.test');
    const venue = await chooseEntity(page, page.request, 'venue@tapline.test', 'venue');
    await page.goto('/dash/team/invite');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Email must be an email address')).toBeVisible();
    await expect(page).toHaveURL(/\/dash\/team\/invite$/);

    const api = await apiAs(page.request, 'venue@tapline.test');
    const invites = await api.get<{ items: { email: string }[] }>(`/api/venues/${venue.id}/invites`);
    expect(invites.items.map((invite) => invite.email)).not.toContain('not-an-email');

    const team = await api.get<{ items: { userId: string; organisationRole: string }[] }>(`/api/venues/${venue.id}/users`);
    const staff = team.items.find((member) => member.organisationRole === 'buyer');
    const refused = await api.raw('PUT', `/api/venues/${venue.id}/users/${staff!.userId}/role`, { organisationRole: 'boss' });
    expect(refused.status()).toBe(400);
    const after = await api.get<{ items: { userId: string; organisationRole: string }[] }>(`/api/venues/${venue.id}/users`);
    expect(after.items.find((member) => member.userId === staff!.userId)?.organisationRole).toBe('buyer');
  });

  test('a revoked invite’s link shows a clear page, and so does an unknown one', async ({ page, browser }) => {
    const email = `revoked-${uniqueSuffix()}@example.test`;
    // a venue of its own: the demo venue's invites stay as the journeys beside this one read them
    const { owner } = await createOrganisation(page.request, 'venue', 'revoke');
    await signInWithSession(page, owner.email, owner.password);
    const venue = await chooseEntity(page, page.request, owner.email, 'venue', owner.password);
    await page.goto('/dash/team/invite');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText(inviteMailed(email))).toBeVisible();
    const link = await inviteLinkFromMail(page.request, email);

    const invite = page.getByRole('listitem', { name: `Invite to ${email}` });
    await invite.getByRole('button', { name: `Revoke the invite to ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Revoke the invite to ${email}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Revoke invite' }).click();
    await expect(page.getByText(`The invite to ${email} was revoked`)).toBeVisible();
    await expect(invite).toHaveCount(0);

    const stranger = await (await browser.newContext()).newPage();
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { name: 'This invite was withdrawn' })).toBeVisible();
    await expect(stranger.getByText(`${venue.name} cancelled this invite`)).toBeVisible();
    await expect(stranger.getByLabel('Password')).toHaveCount(0);

    await stranger.goto('/auth/invite?token=this-token-was-never-issued-0000');
    await expect(stranger.getByRole('heading', { name: 'We couldn’t find this invite' })).toBeVisible();
  });
});
