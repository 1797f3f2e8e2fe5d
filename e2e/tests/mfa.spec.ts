import { addTotpFactor, createUser, latestMessage, signIn, signOut, totpCode } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test.describe('second factors', () => {
  test('enrol an authenticator app on the profile, then sign in with it', async ({ page, request }) => {
    const user = await createUser(request, 'mfa');
    await page.goto('/dash/profile/edit');
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dash\/profile\/edit$/);

    const security = page.getByRole('region', { name: 'Security' });
    await security.getByRole('button', { name: 'Add an authenticator app' }).click();
    const setup = page.getByRole('region', { name: 'Set up your authenticator app' });
    await expect(setup.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image\/svg\+xml;utf8,%3Csvg/);
    const secret = (await setup.getByRole('definition').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousAxeViolations(page);

    // a wrong code is refused and the field is ready again
    await setup.getByLabel('Code from the app').fill('000000');
    await expect(setup.getByRole('alert')).toContainText('didn’t work');
    await expect(setup.getByLabel('Code from the app')).toHaveValue('');
    // the sixth digit submits by itself
    await setup.getByLabel('Code from the app').fill(totpCode(secret));
    await expect(page.getByText('Authenticator app added')).toBeVisible();
    const factors = security.getByRole('list', { name: 'Second factors' });
    await expect(factors).toContainText('Authenticator app');
    await expect(factors).toContainText('Verified');

    await signOut(page);
    await expect(page).toHaveURL(/\/auth\/login/);
    await page.goto('/dash/profile');
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/auth\/mfa\?redirect=%2Fdash%2Fprofile$/);
    await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('6-digit code').fill('111111');
    await expect(page.getByRole('alert')).toContainText('didn’t work');
    // pasted with a space, as some apps copy it; the next window's code, since each code works once
    const code = totpCode(secret, 1);
    await page.getByLabel('6-digit code').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await expect(page).toHaveURL(/\/dash\/profile$/);
    await expect(
      page.getByRole('list', { name: 'Your organisations' }).or(page.getByText('You’re not in any organisation yet')),
    ).toBeVisible();

    // removing the factor asks first, naming it
    await page.goto('/dash/profile/edit');
    await page.getByRole('button', { name: 'Remove Authenticator app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Authenticator app?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove Authenticator app' }).click();
    await expect(page.getByText('Removed Authenticator app')).toBeVisible();
    await expect(page.getByText('No second factor yet')).toBeVisible();
  });

  test('a phone by SMS and an app: the MFA step lets the person choose, and says when a text was just sent', async ({ page, request }) => {
    const user = await createUser(request, 'mfa-phone');
    const phone = `+614${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await page.goto('/dash/profile/edit');
    await signIn(page, user.email, user.password);

    await page.getByLabel('Mobile number').fill(`${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`);
    await page.getByRole('button', { name: 'Add a phone' }).click();
    const confirm = page.getByRole('region', { name: 'Confirm your phone' });
    await expect(confirm.getByText(`We sent a 6-digit code by text message to ${phone}`)).toBeVisible();
    const sms = await latestMessage(request, { channel: 'sms', to: phone });
    await confirm.getByLabel('Code from the text message').fill(/\b(\d{6})\b/.exec(sms.body)?.[1] ?? '');
    await expect(page.getByText('Phone added')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Second factors' })).toContainText('Phone (SMS)');

    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    const setup = page.getByRole('region', { name: 'Set up your authenticator app' });
    const secret = (await setup.getByRole('definition').textContent())?.trim() ?? '';
    await setup.getByLabel('Code from the app').fill(totpCode(secret));
    await expect(page.getByText('Authenticator app added')).toBeVisible();

    await signOut(page);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/auth\/mfa/);
    const choice = page.getByRole('group', { name: 'Confirm with' });
    await choice.getByRole('radio', { name: /text message/ }).check();
    await expect(
      page.getByText(`We’ll send a 6-digit code by text message to ${phone.slice(0, 3)} ••• ••• ${phone.slice(-3)}`),
    ).toBeVisible();
    // the enrolment's text went out under a minute ago
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await expect(page.getByRole('alert')).toContainText(/We’ve just sent one\. You can ask again in \d+ seconds\./);

    await choice.getByRole('radio', { name: /authenticator app/ }).check();
    await page.getByLabel('6-digit code').fill(totpCode(secret, 1));
    await expect(page).toHaveURL(/\/dash(\/|\?|$)/);
  });

  test('the MFA step without a session goes to sign in; "Use another account" signs out', async ({ page, request }) => {
    await page.goto('/auth/mfa?redirect=%2Fdash%2Fprofile');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdash%2Fprofile$/);

    const user = await createUser(request, 'mfa-switch');
    await addTotpFactor(request, user);
    await signIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/auth\/mfa/);
    // a private page is not reachable until the second step is done
    await page.goto('/dash/profile');
    await expect(page).toHaveURL(/\/auth\/mfa\?redirect=%2Fdash%2Fprofile$/);
    await page.getByRole('button', { name: 'Use another account' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
