import type { VenueKegCollections } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { kegPair, kegsDelivered } from './keg-helpers';
import { chooseEntity, signInWithSession } from './organisation-helpers';

// Empties collected (issue 37, decision 0177): a venue of the journey's own holds eight 50 L kegs of a brewery of its
// own (ordered and delivered through the API, each charged a $50.00 deposit) and has declared six empties; it asks for
// six to be collected on one of the brewery's delivery days; the brewery finds the request under its collections to do
// and records that the driver took five; both sides see the collection, the venue what it holds now and the deposit
// refunded for what was taken. Its own pair, so the demo pair's kegs stay as the kegs journey reads them.

const EMPTIES_ALE = { name: 'Empties Ale', style: 'Pale Ale', code: 'EA-K50', unitPriceCents: 24_000, depositCents: 5_000 };

test('the venue asks for six empties to be collected; the brewery records five; both see the collection and the refund', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const pair = await kegPair(request, 'collections', EMPTIES_ALE);
  const { venueApi, brewery: own, venue: ownVenue } = pair;
  await kegsDelivered(pair, 8);
  const declared = await venueApi.raw('POST', `/api/venues/${ownVenue.organisation.id}/kegs/${own.organisation.id}/empties`, {
    counts: [{ kegTypeId: pair.kegType.id, qty: 6 }],
  });
  expect(declared.status(), await declared.text()).toBe(201);
  const venueName = ownVenue.organisation.name;
  const before = await venueApi.get<VenueKegCollections>(`/api/venues/${ownVenue.organisation.id}/keg-collections`);
  const fifty = before.suppliers[0]!.kegs.find((held) => held.kegType.name === '50 L keg')!;
  const brewery = own.organisation.name;
  expect([fifty.balance, fifty.emptiesWaiting]).toEqual([8, 6]);

  // the venue asks: six 50 L kegs, on the brewery's second delivery day, with a note for the driver
  await signInWithSession(page, ownVenue.owner.email, ownVenue.owner.password);
  await chooseEntity(page, request, ownVenue.owner.email, 'venue', ownVenue.owner.password);
  await page.goto(`/dash/venues/${ownVenue.organisation.slug}/kegs/collections`);
  await expect(page.getByRole('heading', { level: 1, name: 'Keg collections' })).toBeVisible();
  const card = page.getByRole('region', { name: brewery });
  await expect(card.getByRole('row', { name: /50 L keg/ })).toContainText(`${fifty.balance}${fifty.emptiesWaiting}`);
  await card.getByRole('button', { name: 'Ask for collection' }).click();
  const ask = page.getByRole('alertdialog', { name: `Ask ${brewery} to collect empties` });
  await ask.getByLabel('50 L keg').fill(String(fifty.balance + 1));
  await ask.getByRole('button', { name: 'Ask for collection' }).click();
  await expect(ask.getByText(`At most ${fifty.balance}: you hold ${fifty.balance}`)).toBeVisible();
  await ask.getByLabel('50 L keg').fill('6');
  await ask.getByText('On a delivery day').click();
  await ask.getByLabel('Day', { exact: true }).selectOption({ index: 1 });
  await ask.getByLabel('Note for the driver').fill('Side gate, ask at the bar');
  await screenshotsAt(page, 'keg-collections-ask');
  await ask.getByRole('button', { name: 'Ask for collection' }).click();
  await expect(page.getByText(`${brewery} is asked to collect 6 × 50 L keg`)).toBeVisible();
  await expect(card).toContainText('Collection asked for: 6 × 50 L keg');
  await expect(card).toContainText('Note: Side gate, ask at the bar');
  await expect(card.getByRole('button', { name: 'Change request' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'keg-collections-venue-asked');

  // the brewery: the request waits under its collections to do, on that day; the driver took five of the six
  const supplierPage = await (await browser.newContext()).newPage();
  await signInWithSession(supplierPage, own.owner.email, own.owner.password);
  await chooseEntity(supplierPage, request, own.owner.email, 'supplier', own.owner.password);
  await supplierPage.goto(`/dash/suppliers/${own.organisation.slug}/kegs/collections`);
  const toDo = supplierPage.getByRole('region', { name: 'Collections to do' });
  const request6 = toDo.getByRole('listitem').filter({ hasText: venueName });
  await expect(request6).toContainText('Note: Side gate, ask at the bar');
  await expect(request6.getByRole('row', { name: /50 L keg/ })).toContainText('6');
  await expectNoSeriousAxeViolations(supplierPage);
  await screenshotsAt(supplierPage, 'keg-collections-to-do');
  await request6.getByRole('button', { name: 'Record collection' }).click();
  const record = supplierPage.getByRole('alertdialog', { name: `Record the collection from ${venueName}` });
  await expect(record.getByLabel('50 L keg')).toHaveValue('6');
  // more than the venue holds: an owner may override, and is told what it means
  await record.getByLabel('50 L keg').fill(String(fifty.balance + 3));
  await expect(record.getByText(`Record more than ${venueName} holds.`, { exact: false })).toBeVisible();
  await record.getByRole('button', { name: 'Record collection' }).click();
  await expect(record.getByText(`More than ${venueName} holds (${fifty.balance})`)).toBeVisible();
  await record.getByLabel('50 L keg').fill('5');
  await expect(record.getByText(`Record more than ${venueName} holds.`, { exact: false })).toHaveCount(0);
  await expectNoSeriousAxeViolations(supplierPage);
  await screenshotsAt(supplierPage, 'keg-collections-record');
  await record.getByRole('button', { name: 'Record collection' }).click();
  await expect(supplierPage.getByText(`Recorded 5 × 50 L keg from ${venueName}. CN-000001 refunds $275.00.`)).toBeVisible();
  await expect(request6).toHaveCount(0);
  const supplierPast = supplierPage.getByRole('region', { name: 'Past collections' }).getByRole('listitem').first();
  await expect(supplierPast).toContainText(venueName);
  await expect(supplierPast).toContainText('Collected 5 × 50 L keg (6 asked for)');
  await expect(supplierPast).toContainText('50 L keg: 5 refunded');
  await expect(supplierPast).toContainText('CN-000001 $275.00 against INV-000001');
  await screenshotsAt(supplierPage, 'keg-collections-supplier-recorded');

  // the venue: five fewer held, the oldest five empties gone, the collection and its refund among its past ones
  await page.reload();
  await expect(card.getByRole('row', { name: /50 L keg/ })).toContainText(`${fifty.balance - 5}${Math.max(fifty.emptiesWaiting - 5, 0)}`);
  await expect(card).not.toContainText('Collection asked for');
  const venuePast = page.getByRole('region', { name: 'Past collections' }).getByRole('listitem').first();
  await expect(venuePast).toContainText(brewery);
  await expect(venuePast).toContainText(`Collected 5 × 50 L keg (6 asked for) · recorded by ${own.owner.name}`);
  await expect(venuePast).toContainText('50 L keg: 5 refunded');
  await expect(venuePast).toContainText('CN-000001 $275.00 against INV-000001');
  await screenshotsAt(page, 'keg-collections-venue-collected');
  expect(consoleErrors).toEqual([]);
});
