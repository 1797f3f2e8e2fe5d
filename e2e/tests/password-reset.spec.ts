import type { APIRequestContext } from '@playwright/test';
import { addTotpFactor, createUser, latestMessage, signIn, signOut, totpCode } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

/** The recovery link mailed to `email`, as it arrived. */
async function recoveryLink(request: APIRequestContext, email: string): Promise<string> {
  const mail = await latestMessage(request, { channel: 'email', to: email, pattern: /type=recovery/ });
  const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.body)?.[1];
  expect(link, mail.body).toBeTruthy();
  return link!;
}

test.describe('password reset', () => {
  test('ask for a link, follow it from the mail, set a new password, sign in with it', async ({ page, request }) => {
    const user = await createUser(request, 'reset');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await expectNoSeriousAxeViolations(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('If an account exists for that email, we’ve sent a link')).toBeVisible();

    const link = await recoveryLink(request, user.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/reset-password/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(page.getByText(`For ${user.email}`)).toBeVisible();

    // the server's policy answers on the field, with its reasons
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText(/Choose a stronger password: it is too short/)).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('a-much-better-password');
    await page.getByLabel('Confirm new password').fill('a-much-better-pasword');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The two passwords are not the same')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('a-much-better-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(page).toHaveURL(/\/dash(\/|\?|$)/);

    await signOut(page);
    await expect(page).toHaveURL(/\/auth\/login/);
    // the page being left can still be on screen for a moment (its form has an Email field too)
    await expect(page.getByLabel('Email')).toHaveCount(1);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email or password is wrong');
    await signIn(page, user.email, 'a-much-better-password');
    await expect(page).toHaveURL(/\/dash(\/|\?|$)/);

    // the link works once: followed again it explains and offers a new one
    await signOut(page);
    await page.goto(link);
    await expect(page.getByText('That link has expired or was already used')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
  });

  test('with a second factor, the code comes before the new password', async ({ page, request }) => {
    const user = await createUser(request, 'reset-mfa');
    const secret = await addTotpFactor(request, user);
    await page.goto('/auth/reset-password');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('If an account exists for that email, we’ve sent a link')).toBeVisible();

    await page.goto(await recoveryLink(request, user.email));
    await expect(page.getByText('First confirm it’s you')).toBeVisible();
    await page.getByRole('link', { name: 'Enter your code' }).click();
    await expect(page).toHaveURL(/\/auth\/mfa\?redirect=%2Fauth%2Freset-password$/);
    // the next window's code: the one the enrolment used works only once
    await page.getByLabel('6-digit code').fill(totpCode(secret, 1));
    await expect(page).toHaveURL(/\/auth\/reset-password$/);
    await page.getByLabel('New password', { exact: true }).fill('reset-after-the-code');
    await page.getByLabel('Confirm new password').fill('reset-after-the-code');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(page).toHaveURL(/\/dash(\/|\?|$)/);
  });

  test('an unknown address gets the same answer (no telling who has an account)', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await page.getByLabel('Email').fill('nobody-here@tapline.test');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByText('If an account exists for that email, we’ve sent a link')).toBeVisible();
  });
});
