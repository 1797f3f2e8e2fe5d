import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { kegPair, kegsDelivered } from './keg-helpers';
import { chooseEntity, signInWithSession } from './organisation-helpers';

// The keg loop (issue 37's journey; decisions 0175–0177): a venue of the journey's own orders three 50 L kegs of a
// brewery of its own, whose keg carries a $33.33 deposit with GST; the brewery delivers them (set up through the API).
// On screen: the venue puts one on tap and kicks it on On Tap, and asks for the empty to be collected; the brewery
// records the collection; both sides' Kegs pages then show two held, and the deposit refund is an adjustment note
// (1 × $33.33 + $3.33 GST) that opens from the collection on both sides, crediting the invoice's "Keg deposit" line
// (3 × $33.33 = $99.99, GST $10.00 by the invoice rule).

const LOOP_LAGER = { name: 'Loop Lager', style: 'Lager', code: 'LL-K50', unitPriceCents: 26_000, depositCents: 3_333 };

/** The deposit line of a tax document: its qty, unit ex GST, GST and amount ex GST, as the wide screen shows them. */
async function expectDepositLine(page: Page, document: string, cells: [string, string, string, string]) {
  const line = page.getByRole('article', { name: document }).getByRole('row', { name: /Keg deposit: 50 L keg/ });
  await expect(line.getByRole('cell')).toHaveText([/Keg deposit: 50 L keg/, ...cells], { useInnerText: true });
}

test('a venue kicks a delivered keg and asks for the empty back; the brewery collects it; both see two held and the refund note', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const pair = await kegPair(request, 'loop', LOOP_LAGER);
  const { brewery, venue, product } = pair;
  const order = await kegsDelivered(pair, 3);
  const venueDash = `/dash/venues/${venue.organisation.slug}`;
  const breweryDash = `/dash/suppliers/${brewery.organisation.slug}`;

  // the venue: the delivered keg goes on tap (its prices asked, the first time), and is kicked when it runs dry
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await chooseEntity(page, request, venue.owner.email, 'venue', venue.owner.password);
  await page.goto(`${venueDash}/on-tap`);
  const offers = page.getByRole('region', { name: 'Delivered, ready to pour' });
  await expect(offers).toContainText(order.number);
  await offers.getByRole('button', { name: `Put on tap ${product.name}` }).click();
  const pricing = page.getByRole('dialog', { name: `Put ${product.name} on tap` });
  await pricing.getByLabel('Size 1 price in dollars').fill('9');
  await pricing.getByLabel('Size 2 price in dollars').fill('11.5');
  await pricing.getByRole('button', { name: 'Put on tap' }).click();
  await expect(pricing).toBeHidden();
  const tap = page
    .getByRole('list', { name: /^Pouring/ })
    .getByRole('listitem')
    .filter({ hasText: product.name });
  await expect(tap).toContainText(`From order ${order.number}`);
  await screenshotsAt(page, 'kegs-loop-on-tap');
  await tap.getByRole('button', { name: `Kick ${product.name}` }).click();
  await page
    .getByRole('alertdialog', { name: new RegExp(`^Kick ${product.name}`) })
    .getByRole('button', { name: 'Kick', exact: true })
    .click();
  await expect(page.getByText(`${product.name} is kicked`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(product.name);

  // its Kegs page: three held, none pouring, two full in the cold room, the kicked one an empty waiting
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Kegs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kegs' })).toBeVisible();
  const held = page.getByRole('region', { name: brewery.organisation.name });
  const heldCells = held.getByRole('row', { name: /50 L keg/ }).getByRole('cell');
  await expect(heldCells.nth(0)).toHaveText(/^(Held )?3$/);
  await expect(heldCells.nth(1)).toHaveText(/^(On tap )?0$/);
  await expect(heldCells.nth(2)).toHaveText(/^(Full in the cold room )?2$/);
  await expect(heldCells.nth(3)).toHaveText(/^(Empties )?1/);
  // deposits paid: the invoice's deposit line, $99.99 + $10.00 GST
  await expect(held).toContainText('Deposits incl. GST: paid $109.99, refunded $0.00');
  await screenshotsAt(page, 'kegs-loop-venue-kicked');

  // it asks for the empty to be collected at the next delivery: the form opens on the empties waiting
  await page.getByRole('link', { name: 'Collections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keg collections' })).toBeVisible();
  const card = page.getByRole('region', { name: brewery.organisation.name });
  await card.getByRole('button', { name: 'Ask for collection' }).click();
  const ask = page.getByRole('alertdialog', { name: `Ask ${brewery.organisation.name} to collect empties` });
  await expect(ask.getByLabel('50 L keg')).toHaveValue('1');
  await expect(ask.getByRole('radio', { name: 'At the next delivery', exact: true })).toBeChecked();
  await ask.getByRole('button', { name: 'Ask for collection' }).click();
  await expect(page.getByText(`${brewery.organisation.name} is asked to collect 1 × 50 L keg`)).toBeVisible();
  await expect(card).toContainText('Collection asked for: 1 × 50 L keg');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'kegs-loop-venue-asked');

  // the brewery, in a browser of its own: the request under its collections to do; the driver took the one empty
  const breweryPage = await (await browser.newContext()).newPage();
  await signInWithSession(breweryPage, brewery.owner.email, brewery.owner.password);
  await chooseEntity(breweryPage, request, brewery.owner.email, 'supplier', brewery.owner.password);
  await breweryPage.goto(`${breweryDash}/kegs/collections`);
  const toDo = breweryPage
    .getByRole('region', { name: 'Collections to do' })
    .getByRole('listitem')
    .filter({ hasText: venue.organisation.name });
  await expect(toDo.getByRole('row', { name: /50 L keg/ })).toContainText('1');
  await toDo.getByRole('button', { name: 'Record collection' }).click();
  const record = breweryPage.getByRole('alertdialog', { name: `Record the collection from ${venue.organisation.name}` });
  await expect(record.getByLabel('50 L keg')).toHaveValue('1');
  await screenshotsAt(breweryPage, 'kegs-loop-record');
  await record.getByRole('button', { name: 'Record collection' }).click();
  await expect(breweryPage.getByText(`Recorded 1 × 50 L keg from ${venue.organisation.name}. CN-000001 refunds $36.66.`)).toBeVisible();
  await expect(toDo).toHaveCount(0);
  const breweryPast = breweryPage.getByRole('region', { name: 'Past collections' }).getByRole('listitem').first();
  await expect(breweryPast).toContainText(venue.organisation.name);
  await expect(breweryPast).toContainText('Collected 1 × 50 L keg');
  await expect(breweryPast).toContainText('50 L keg: 1 refunded');
  await expect(breweryPast).toContainText('CN-000001 $36.66 against INV-000001');
  await expectNoSeriousAxeViolations(breweryPage);
  await screenshotsAt(breweryPage, 'kegs-loop-supplier-recorded');

  // the brewery's Kegs page: two out at the venue, $66.66 of deposits held (ex GST)
  await breweryPage.getByRole('link', { name: 'Kegs', exact: true }).first().click();
  const outRow = breweryPage.getByRole('row', { name: new RegExp(venue.organisation.name) });
  await expect(outRow.getByRole('cell').nth(1)).toHaveText(/^(Out )?2$/);
  await expect(outRow).toContainText('$66.66');
  await screenshotsAt(breweryPage, 'kegs-loop-supplier-kegs');

  // the refund note opens from the collection: one keg's deposit credited, $33.33 + $3.33 GST
  await breweryPage.goto(`${breweryDash}/kegs/collections`);
  await breweryPast.getByRole('link', { name: 'CN-000001' }).click();
  await expect(breweryPage.getByRole('heading', { level: 1, name: 'Adjustment note CN-000001' })).toBeVisible();
  const note = breweryPage.getByRole('article', { name: 'Adjustment note' });
  await expect(note).toContainText(/Reason: Keg deposit refund: 1 × 50 L keg collected \d{1,2} \w{3} \d{4}/);
  await expectDepositLine(breweryPage, 'Adjustment note', ['1', '$33.33', '$3.33', '$33.33']);
  await expect(note).toContainText('Total credit inc GST$36.66');
  await screenshotsAt(breweryPage, 'kegs-loop-supplier-note');
  // and the invoice it adjusts: the deposit line of the three kegs, the note under it
  await note.getByRole('link', { name: 'INV-000001' }).click();
  await expect(breweryPage.getByRole('heading', { level: 1, name: /INV-000001/ })).toBeVisible();
  await expectDepositLine(breweryPage, 'Tax invoice', ['3', '$33.33', '$10.00', '$99.99']);
  // $780.00 of lager and $99.99 of deposit, GST $78.00 + $10.00; the note's $36.66 applied to it
  const invoice = breweryPage.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice).toContainText('Total inc GST$967.99');
  await expect(invoice).toContainText('Balance due$931.33');
  await expect(breweryPage.getByRole('region', { name: 'Adjustment notes' })).toContainText('CN-000001');
  await expect(breweryPage.getByRole('region', { name: 'Adjustment notes' })).toContainText('$36.66');
  await expectNoSeriousAxeViolations(breweryPage);
  await screenshotsAt(breweryPage, 'kegs-loop-supplier-invoice');

  // the venue: its collection and the refund among its past ones; two held, the deposit refunded
  await page.reload();
  await expect(card).not.toContainText('Collection asked for');
  await expect(card.getByRole('row', { name: /50 L keg/ })).toContainText('20');
  const venuePast = page.getByRole('region', { name: 'Past collections' }).getByRole('listitem').first();
  await expect(venuePast).toContainText(brewery.organisation.name);
  await expect(venuePast).toContainText(`Collected 1 × 50 L keg · recorded by ${brewery.owner.name}`);
  await expect(venuePast).toContainText('50 L keg: 1 refunded');
  await expect(venuePast).toContainText('CN-000001 $36.66 against INV-000001');
  await screenshotsAt(page, 'kegs-loop-venue-collected');
  await page.goto(`${venueDash}/kegs`);
  await expect(heldCells.nth(0)).toHaveText(/^(Held )?2$/);
  await expect(heldCells.nth(2)).toHaveText(/^(Full in the cold room )?2$/);
  await expect(heldCells.nth(3)).toHaveText(/^(Empties )?0/);
  await expect(held).toContainText('Deposits incl. GST: paid $109.99, refunded $36.66');
  await screenshotsAt(page, 'kegs-loop-venue-kegs');

  // the note opens from the collection among the venue's bills, and the bill's deposit line is the invoice's
  await page.goto(`${venueDash}/kegs/collections`);
  await venuePast.getByRole('link', { name: 'CN-000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adjustment note CN-000001' })).toBeVisible();
  await expectDepositLine(page, 'Adjustment note', ['1', '$33.33', '$3.33', '$33.33']);
  await expect(page.getByRole('article', { name: 'Adjustment note' })).toContainText('Total credit inc GST$36.66');
  await page.getByRole('article', { name: 'Adjustment note' }).getByRole('link', { name: 'INV-000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /INV-000001/ })).toBeVisible();
  await expectDepositLine(page, 'Tax invoice', ['3', '$33.33', '$10.00', '$99.99']);
  await expect(page.getByRole('region', { name: 'Adjustment notes' })).toContainText('CN-000001');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'kegs-loop-venue-bill');
  expect(consoleErrors).toEqual([]);
});
