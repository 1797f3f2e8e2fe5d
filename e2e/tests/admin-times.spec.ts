import type { AdminOrganisationDetail, AuditEntryList } from '@tapline/contracts';
import { DEMO_ACCOUNTS, signIn } from './auth-helpers';
import { expect, screenshotsAt, test } from './fixtures';
import { apiAs, createOrganisation } from './organisation-helpers';

// Decision 0139: admin pages span organisations, so they show every time in one
// zone, Tapline's own (Sydney), and say so, whatever zone the admin's device is in. Dashboards keep the organisation's.

const ADMIN_ZONE_NOTE = 'Times on admin pages are Sydney time';

/** "3 Dec 2026, 4:05 pm" in Sydney, as the app writes a date and time (lib/format-time). */
function sydneyDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: 'Australia/Sydney',
  })
    .format(new Date(iso))
    .replace(/\u202f|\u00a0/g, ' ')
    .replace(/\b(AM|PM)\b/, (meridiem) => meridiem.toLowerCase());
}

// an admin working from Los Angeles: 18 or 19 hours behind Sydney, so no time (and most dates) read the same
test.use({ timezoneId: 'America/Los_Angeles' });

test('admin pages show times in Sydney time and say so, on a device in another zone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { organisation } = await createOrganisation(request, 'venue', 'zone');
  const admin = await apiAs(request, DEMO_ACCOUNTS.admin);
  // suspended, so its page has a time of its own to show (the journey's own venue: no other journey sees it)
  const suspended = await admin.raw('POST', `/api/admin/venues/${organisation.id}/suspend`, { reason: 'Checking the times' });
  expect(suspended.status(), await suspended.text()).toBe(200);
  const detail = await admin.get<AdminOrganisationDetail>(`/api/admin/organisations/${organisation.id}`);
  const created = (await admin.get<AuditEntryList>(`/api/admin/audit?organisationId=${organisation.id}&action=organisation.created`))
    .items[0]!;

  await page.goto('/dash/admin');
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByText(ADMIN_ZONE_NOTE)).toBeVisible();

  await page.goto(`/dash/admin/audit?organisationId=${organisation.id}`);
  const row = page.getByRole('row', { name: new RegExp(`created ${organisation.name}`) });
  await expect(row).toContainText(sydneyDateTime(created.createdAt));
  await expect(page.getByText(ADMIN_ZONE_NOTE)).toBeVisible();

  await page.goto(`/dash/admin/venues/${organisation.id}`);
  await expect(page.getByRole('heading', { level: 1, name: organisation.name })).toBeVisible();
  await expect(page.getByText(ADMIN_ZONE_NOTE)).toBeVisible();
  await expect(page.getByText(`since ${sydneyDateTime(detail.suspendedAt!)}`).first()).toBeVisible();
  await expect(page.getByText(sydneyDateTime(detail.statusHistory[0]!.at)).first()).toBeVisible();
  await screenshotsAt(page, 'admin-times-organisation');

  for (const path of ['/dash/admin/venues', '/dash/admin/applications', '/dash/admin/outbox']) {
    await page.goto(path);
    await expect(page.getByText(ADMIN_ZONE_NOTE), path).toBeVisible();
  }
});
