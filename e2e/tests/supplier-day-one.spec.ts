import type { CatalogueProductList } from '@tapline/contracts';
import { DEMO_ACCOUNTS } from './auth-helpers';
import { catalogueCsv, csvFile } from './catalogue-csv-file';
import { expect, screenshotsAt, test } from './fixtures';
import { apiAs, chooseEntity, inviteLinkFromMail, joinAsNewPerson, signInWithSession, uniqueSuffix } from './organisation-helpers';
import { pngOf } from './png';

// A supplier's first day as one journey (decision 0093): a new supplier, from its invite link, follows the Getting started checklist
// (a logo, a product with two SKUs and two pictures, published), finds its product in public search and on its
// public page, meets a second rep's edit as a conflict, imports 1,000 CSV rows twice (the second time only
// updates), and prices a SKU for the demo venue, which sees its own price on the public product page.

const DEMO_VENUE = 'The Harbour Hotel';

test('a new supplier’s first day: invite, checklist, a published product, a conflict, a 1,000-row CSV twice, a venue’s own price', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // the heaviest journey: two 1,000-row imports (each checked, then written) on a loaded machine
  test.setTimeout(420_000);
  const suffix = uniqueSuffix();
  const supplier = `Day One Brewing ${suffix}`;
  const supplierSlug = `day-one-brewing-${suffix}`;
  const ownerEmail = `day-one-owner-${suffix}@example.test`;
  const colleagueEmail = `day-one-rep-${suffix}@example.test`;
  const beer = `First Light Pale ${suffix}`;
  const beerSlug = `first-light-pale-${suffix}`;
  const dashboard = `/dash/suppliers/${supplierSlug}`;

  await test.step('a platform admin creates the supplier and invites its owner', async () => {
    await signInWithSession(page, DEMO_ACCOUNTS.admin);
    await page.goto('/dash/admin/suppliers/create');
    await page.getByLabel('Name', { exact: true }).fill(supplier);
    await expect(page.getByText(`/suppliers/${supplierSlug}`)).toBeVisible();
    await page.getByLabel('Owner’s email').fill(ownerEmail);
    await page.getByRole('button', { name: 'Create supplier and invite owner' }).click();
    // success toasts last two seconds: the journey checks what stays (a loaded machine may poll past a toast)
    await expect(page).toHaveURL(/\/dash\/admin\/suppliers$/);
  });

  // the owner has the link from the mail (the outbox hides it, decision 0053) and opens it in a browser of their own
  const owner = await test.step('the owner opens the invite link, sets a name and password, and joins', async () =>
    joinAsNewPerson(browser, await inviteLinkFromMail(page.request, ownerEmail), 'Olive Owner', supplier, 'an owner'));
  const ownerErrors: string[] = [];
  owner.on('pageerror', (error) => ownerErrors.push(error.message));
  const checklist = owner.getByRole('region', { name: 'Getting started' });
  const done = (step: string) => checklist.getByText(`${step} (done)`);

  await test.step('the overview shows the checklist, nothing done yet', async () => {
    await expect(owner).toHaveURL(new RegExp(`${dashboard}$`));
    await expect(checklist.getByText('0 of 5 done')).toBeVisible();
    for (const step of ['Add a logo', 'Set your ordering rules', 'Add your first product', 'Publish it', 'Invite a colleague']) {
      await expect(checklist.getByRole('link', { name: step })).toBeVisible();
    }
    await screenshotsAt(owner, 'day-one-checklist-start');
  });

  await test.step('“Add a logo” leads to the settings, where a logo goes up; the step ticks', async () => {
    await checklist.getByRole('link', { name: 'Add a logo' }).click();
    await expect(owner).toHaveURL(new RegExp(`${dashboard}/edit$`));
    await owner
      .getByLabel(/(Replace|Upload) logo/)
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOf(256, 256, [20, 110, 90]) });
    await expect(owner.getByRole('img', { name: `${supplier} logo` })).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{64}-logo\.webp$/);
    await owner.goto(dashboard);
    await expect(done('Add a logo')).toBeVisible();
    await expect(checklist.getByText('1 of 5 done')).toBeVisible();
  });

  await test.step('“Add your first product”: a draft with its two packs on one form, then two pictures; the step ticks', async () => {
    await checklist.getByRole('link', { name: 'Add your first product' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await owner.getByLabel('Name', { exact: true }).fill(beer);
    await expect(owner.getByText(`/products/${beerSlug}`)).toBeVisible();
    await owner.getByLabel('Style').fill('Pale Ale');
    await owner.getByLabel('ABV (%)').fill('4.8');
    await owner.getByLabel('Tags').fill('pale, sessionable');
    await owner.getByLabel('Description').fill('Bright, dry and made for the first sunny afternoon.');

    await owner.getByRole('button', { name: 'Add a pack' }).click();
    const keg = owner.getByRole('group', { name: 'Pack 1' });
    await keg.getByLabel('Pack name').fill('50 L keg');
    await keg.getByLabel('Code').fill(`FL-${suffix}-K50`.toUpperCase());
    await keg.getByLabel('Volume per unit (mL)').fill('50000');
    await keg.getByLabel('Price per pack, ex GST ($)').fill('280');
    await expect(keg).toContainText('$5.60 per litre');
    await owner.getByRole('button', { name: 'Add a pack' }).click();
    const cans = owner.getByRole('group', { name: 'Pack 2' });
    await cans.getByLabel('Pack name').fill('24 × 375 mL cans');
    await cans.getByLabel('Code').fill(`FL-${suffix}-C24`.toUpperCase());
    await cans.getByLabel('Units per pack').fill('24');
    await cans.getByLabel('Volume per unit (mL)').fill('375');
    await cans.getByLabel('Price per pack, ex GST ($)').fill('81');
    await cans.getByLabel('Stock on hand (packs)').fill('40');
    await expect(cans).toContainText('$9.00 per litre');
    await owner.getByRole('button', { name: 'Save draft' }).click();
    await expect(owner).toHaveURL(new RegExp(`/products/${beerSlug}/edit$`));
    await expect(owner.getByRole('group', { name: 'Pack 2' }).getByLabel('Pack name')).toHaveValue('24 × 375 mL cans');

    await owner.getByLabel('Choose pictures to upload').setInputFiles([
      { name: 'can.png', mimeType: 'image/png', buffer: pngOf(320, 480, [230, 170, 40]) },
      { name: 'label.png', mimeType: 'image/png', buffer: pngOf(480, 320, [40, 90, 170]) },
    ]);
    const pictures = owner.getByTestId('product-image');
    await expect(pictures).toHaveCount(2);
    await expect(pictures.first().getByText('Cover', { exact: true })).toBeVisible();

    // the way back to the product page names it, and lists the packs
    await owner.getByRole('link', { name: beer, exact: true }).first().click();
    await expect(owner.getByRole('heading', { level: 1, name: beer })).toBeVisible();
    await expect(owner.getByRole('listitem').filter({ hasText: '50 L keg' })).toContainText('$280.00');
    await expect(owner.getByRole('listitem').filter({ hasText: '24 × 375 mL cans' })).toContainText('40 on hand');

    await owner.goto(dashboard);
    await expect(done('Add your first product')).toBeVisible();
    await expect(checklist.getByText('2 of 5 done')).toBeVisible();
  });

  await test.step('“Publish it”: from the Products table to the product, published at once; the step ticks', async () => {
    await checklist.getByRole('link', { name: 'Publish it' }).click();
    const row = owner.getByRole('row', { name: new RegExp(beer) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: beer }).click();
    await owner.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(owner.getByRole('link', { name: 'See its public page' })).toBeVisible();
    await owner.goto(dashboard);
    await expect(done('Publish it')).toBeVisible();
    await expect(checklist.getByText('3 of 5 done')).toBeVisible();
  });

  await test.step('the product is in public search and on the supplier’s public page, with its cover', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/products?q=${encodeURIComponent(beer)}`);
    const card = visitor.getByRole('listitem').filter({ hasText: beer });
    await expect(card).toContainText(supplier);
    await expect(card).toContainText('$81.00');
    await expect(card.locator('img')).toHaveAttribute('src', /\/api\/uploads\//);
    await visitor.goto(`/suppliers/${supplierSlug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: supplier })).toBeVisible();
    await expect(visitor.getByRole('listitem').filter({ hasText: beer })).toBeVisible();
    await visitor.context().close();
  });

  const colleague = await test.step('“Invite a colleague”: a second rep joins as a member; the step ticks', async () => {
    await checklist.getByRole('link', { name: 'Invite a colleague' }).click();
    await owner.getByRole('link', { name: 'Invite someone' }).click();
    await owner.getByLabel('Email').fill(colleagueEmail);
    await owner.getByRole('combobox', { name: 'Role' }).selectOption('member');
    await owner.getByRole('button', { name: 'Send invite' }).click();
    await expect(owner.getByRole('listitem', { name: `Invite to ${colleagueEmail}` })).toBeVisible();
    const rep = await joinAsNewPerson(browser, await inviteLinkFromMail(page.request, colleagueEmail), 'Riley Rep', supplier, 'a member');
    await owner.goto(dashboard);
    await expect(done('Invite a colleague')).toBeVisible();
    await expect(checklist.getByText('4 of 5 done')).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Set your ordering rules' })).toBeVisible();
    await screenshotsAt(owner, 'day-one-checklist-four-done');
    return rep;
  });

  await test.step('both reps open the edit form; the rep saves first, and the owner’s stale save gets the conflict message', async () => {
    const edit = `${dashboard}/products/${beerSlug}/edit`;
    await owner.goto(edit);
    await colleague.goto(edit);
    await expect(owner.getByLabel('Style')).toHaveValue('Pale Ale');
    await expect(colleague.getByLabel('Style')).toHaveValue('Pale Ale');
    await colleague.getByLabel('Style').fill('Australian Pale Ale');
    await colleague.getByRole('button', { name: 'Save changes' }).click();
    const api = await apiAs(page.request, colleagueEmail, 'a-good-long-password');
    const stored = async () =>
      (await api.get<CatalogueProductList>(`/api/suppliers/${supplierSlug}/catalogue?q=${encodeURIComponent(beer)}`)).items.map((item) => [
        item.name,
        item.style,
      ]);
    await expect.poll(stored).toEqual([[beer, 'Australian Pale Ale']]);

    await owner.getByLabel('Origin').fill('Marrickville, NSW');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    const conflict = owner.getByRole('alert').filter({ hasText: 'Someone else changed this product while you were editing it.' });
    await expect(conflict).toBeVisible();
    await expect(conflict).toContainText('Australian Pale Ale');
    // nothing of the stale save was written
    expect(await stored()).toEqual([[beer, 'Australian Pale Ale']]);
    await conflict.getByRole('button', { name: 'Load their version' }).click();
    await expect(owner.getByLabel('Style')).toHaveValue('Australian Pale Ale');
    await colleague.context().close();
  });

  await test.step('a 1,000-row CSV imports with progress; the same file again updates and creates nothing', async () => {
    const importer = `${dashboard}/products/import`;
    const thousand = csvFile(
      'day-one.csv',
      catalogueCsv(1000, { beer: `Import Ale ${suffix}`, codePrefix: `IM${suffix}-`, status: 'draft' }),
    );
    const picker = owner.getByLabel(/Choose (a CSV file|another file)/);
    const summary = owner.getByTestId('csv-summary');
    const result = owner.getByTestId('csv-result');
    const heavy = { timeout: 90_000 };

    // first at 1280 px, then the same file at 360 px: each screen shot while it writes and when it is done
    for (const [width, expected] of [
      [
        1280,
        {
          check: 'add 500 products and 1000 SKUs; update 0 products and 0 SKUs',
          done: 'Added 500 products and 1000 SKUs; updated 0 products and 0 SKUs.',
        },
      ],
      [
        360,
        {
          check: 'add 0 products and 0 SKUs; update 500 products and 1000 SKUs',
          done: 'Added 0 products and 0 SKUs; updated 500 products and 1000 SKUs.',
        },
      ],
    ] as const) {
      await owner.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      await owner.goto(importer);
      await expect(owner.getByRole('heading', { name: 'Import products' })).toBeVisible();
      await picker.setInputFiles(thousand);
      await expect(owner.getByRole('heading', { name: 'day-one.csv: 1000 rows' })).toBeVisible(heavy);
      await expect(summary).toHaveText(`Every row is fine. Importing would ${expected.check}.`);
      await owner.getByRole('button', { name: 'Import 1000 rows' }).click();
      const progress = owner.getByRole('progressbar', { name: 'Importing 1000 rows' });
      await expect(progress).toBeVisible();
      // from the top, so the sticky header isn't drawn over the middle of a full-page picture
      await owner.evaluate(() => window.scrollTo(0, 0));
      // with the bar's width transition finished, as a person sees it
      await owner.screenshot({ path: `test-results/screens/day-one-import-progress-${width}.png`, fullPage: true, animations: 'disabled' });
      await expect(result).toHaveText(expected.done, heavy);
      await expect(progress).toHaveCount(0);
      await owner.evaluate(() => window.scrollTo(0, 0));
      await owner.screenshot({ path: `test-results/screens/day-one-import-result-${width}.png`, fullPage: true });
    }
    await owner.setViewportSize({ width: 1280, height: 900 });

    // the products table: the journey's beer and the 500 imported drafts, no more
    await owner.goto(`${dashboard}/products`);
    await expect(owner.getByText('501 products', { exact: true })).toBeVisible();
    await expect(owner.getByRole('link', { name: /^Draft\s*500$/ })).toBeVisible();
    await expect(owner.getByRole('link', { name: /^Active\s*1$/ })).toBeVisible();
  });

  await test.step(`the supplier prices the keg for ${DEMO_VENUE}, which sees its own price on the public product page`, async () => {
    const code = `FL-${suffix}-K50`.toUpperCase();
    await owner.goto(`${dashboard}/venues`);
    await owner.getByRole('searchbox', { name: 'Search venues by name or suburb' }).fill(DEMO_VENUE);
    await owner.keyboard.press('Enter');
    await owner.getByRole('link', { name: `Set prices for ${DEMO_VENUE}` }).click();
    // the page lists every SKU of the supplier, 1,002 after the import: heavy on a loaded machine
    const heavy = { timeout: 60_000 };
    await expect(owner.getByRole('heading', { level: 2, name: `Prices for ${DEMO_VENUE}` })).toBeVisible(heavy);
    const price = owner.getByLabel(`${DEMO_VENUE}'s price for ${code} ($, ex GST)`);
    await price.fill('262.50');
    await owner.getByRole('button', { name: `Save ${code}` }).click();
    await expect(owner.getByRole('button', { name: `Use list price for ${code}` })).toBeVisible(heavy);
    await expect(owner.getByText('Empty means the venue pays the list price.')).toBeVisible();
    await expect(price).toHaveValue('262.50');

    const venue = await (await browser.newContext()).newPage();
    await signInWithSession(venue, DEMO_ACCOUNTS.venue);
    await chooseEntity(venue, venue.request, DEMO_ACCOUNTS.venue, 'venue');
    await venue.goto(`/products/${beerSlug}`);
    const keg = venue.getByRole('row', { name: /50 L keg/ });
    await expect(keg).toContainText('Your price');
    await expect(keg).toContainText('$262.50');
    await expect(keg.locator('s')).toContainText('$280.00');
    const cans = venue.getByRole('row', { name: /24 × 375 mL cans/ });
    await expect(cans).toContainText('$81.00');
    await expect(cans).not.toContainText('Your price');
    await venue.context().close();
  });

  expect([...consoleErrors, ...ownerErrors]).toEqual([]);
});
