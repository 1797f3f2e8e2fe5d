import type { Page } from '@playwright/test';
import type {
  ApplicationList,
  CatalogueSkuList,
  ProductList,
  ServedVenueList,
  SupplierOrderList,
  TeamMemberList,
  UserOrganisationList,
  VenueOrderList,
} from '@tapline/contracts';
import { DEMO_ACCOUNTS, signIn } from './auth-helpers';
import { expect, test } from './fixtures';
import { apiAs } from './organisation-helpers';

// Decision 0138: every dashboard, account and admin page has its own tab title, "<Page> · <where> ·
// Tapline", as the public pages do, and no two pages share one.

/** Opens each page in turn and checks its title; answers the titles seen. */
async function titlesOf(page: Page, pages: [path: string, title: string | RegExp][]) {
  const seen: string[] = [];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    seen.push(await page.title());
  }
  return seen;
}

test('every signed-in page names itself and where it is, each differently', async ({ page, request }) => {
  test.setTimeout(240_000);
  const titles: string[] = [];

  await test.step('a venue’s pages, its cart and team, and the person’s own pages', async () => {
    const api = await apiAs(request, DEMO_ACCOUNTS.venue);
    const [venue] = (await api.get<UserOrganisationList>(`/api/users/${api.userId}/venues`)).items;
    const base = `/dash/venues/${venue!.slug}`;
    const [order] = (await api.get<VenueOrderList>(`/api/venues/${venue!.id}/orders`)).items;
    const [product] = (await api.get<ProductList>('/api/products?pageSize=1')).items;
    const member = (await api.get<TeamMemberList>(`/api/venues/${venue!.id}/users`)).items.find((person) => person.userId !== api.userId)!;
    const at = (what: string) => `${what} · ${venue!.name} · Tapline`;
    await page.goto(base);
    await signIn(page, DEMO_ACCOUNTS.venue);
    titles.push(
      ...(await titlesOf(page, [
        [base, at('Overview')],
        [`${base}/discover`, at('Discover')],
        [`${base}/discover/${product!.slug}`, at(`${product!.name} by ${product!.supplier.name}`)],
        [`${base}/orders`, at('Orders')],
        [`${base}/orders/${order!.id}`, at(`Order ${order!.number}`)],
        [`${base}/on-tap`, at('On Tap')],
        [`${base}/settings`, at('Settings')],
        [`${base}/edit`, at('Edit settings')],
        [`${base}/settings/integrations`, at('Integrations')],
        [`${base}/settings/integrations/xero`, at('Xero')],
        [`${base}/settings/audit`, at('Audit log')],
        ['/dash/cart', at('Cart')],
        ['/dash/cart/checkout', at('Send your order')],
        ['/dash/team', at('Team')],
        ['/dash/team/invite', at('Invite someone')],
        [`/dash/team/member/${member.userId}`, at(member.name || member.email)],
        ['/dash/profile', 'Your profile · Tapline'],
        ['/dash/profile/edit', 'Edit profile · Tapline'],
        ['/dash/profile/choose-entity', 'Choose an organisation · Tapline'],
      ])),
    );
  });

  await test.step('a supplier’s pages', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const api = await apiAs(request, DEMO_ACCOUNTS.supplier);
    const [supplier] = (await api.get<UserOrganisationList>(`/api/users/${api.userId}/suppliers`)).items;
    const base = `/dash/suppliers/${supplier!.slug}`;
    const [order] = (await api.get<SupplierOrderList>(`/api/suppliers/${supplier!.id}/orders`)).items;
    const [product] = (await api.get<ProductList>(`/api/suppliers/${supplier!.id}/products?pageSize=1`)).items;
    const [sku] = (await api.get<CatalogueSkuList>(`/api/products/${product!.id}/skus`)).items;
    const [served] = (await api.get<ServedVenueList>(`/api/suppliers/${supplier!.id}/venues`)).items;
    const at = (what: string) => `${what} · ${supplier!.name} · Tapline`;
    await page.goto(base);
    await signIn(page, DEMO_ACCOUNTS.supplier);
    const products = `${base}/products/${product!.id}`;
    titles.push(
      ...(await titlesOf(page, [
        [base, at('Overview')],
        // new orders waiting lead the title, as a mail client's unread count does
        [`${base}/orders`, new RegExp(`^(\\(\\d+\\) )?Orders In · ${supplier!.name} · Tapline$`)],
        [`${base}/orders/${order!.id}`, at(`Order ${order!.orderNumber}`)],
        [`${base}/products`, at('Products')],
        [`${base}/products/create`, at('Add a product')],
        [`${base}/products/import`, at('Import products')],
        [products, at(product!.name)],
        [`${products}/edit`, at(`Edit ${product!.name}`)],
        [`${products}/skus`, at(`SKUs of ${product!.name}`)],
        [`${products}/skus/create`, at(`Add a SKU to ${product!.name}`)],
        [`${products}/skus/${sku!.id}/edit`, at(`Edit ${sku!.code}`)],
        [`${base}/venues`, at('Venues')],
        [`${base}/venues/${served!.venue.slug}`, at(served!.venue.name)],
      ])),
    );
  });

  await test.step('the admin area', async () => {
    await page.evaluate(() => localStorage.clear());
    const api = await apiAs(request, DEMO_ACCOUNTS.admin);
    const [application] = (await api.get<ApplicationList>('/api/admin/applications?pageSize=1')).items;
    const venue = (await api.get<{ items: { id: string; name: string }[] }>('/api/admin/venues?pageSize=1')).items[0]!;
    const supplier = (await api.get<{ items: { id: string; name: string }[] }>('/api/admin/suppliers?pageSize=1')).items[0]!;
    await page.goto('/dash/admin');
    await signIn(page, DEMO_ACCOUNTS.admin);
    const admin = (what: string) => `${what} · Admin · Tapline`;
    titles.push(
      ...(await titlesOf(page, [
        ['/dash/admin', admin('Overview')],
        ['/dash/admin/venues', admin('Venues')],
        ['/dash/admin/venues/create', admin('Create venue')],
        [`/dash/admin/venues/${venue.id}`, admin(venue.name)],
        ['/dash/admin/suppliers', admin('Suppliers')],
        ['/dash/admin/suppliers/create', admin('Create supplier')],
        [`/dash/admin/suppliers/${supplier.id}`, admin(supplier.name)],
        ['/dash/admin/applications', admin('Applications')],
        ...(application
          ? ([[`/dash/admin/applications/${application.id}`, admin(`Application from ${application.businessName}`)]] as [string, string][])
          : []),
        ['/dash/admin/outbox', admin('Outbox')],
        ['/dash/admin/audit', admin('Audit log')],
      ])),
    );
  });

  // distinct, and none is the site's bare name or the server's placeholder
  expect(new Set(titles).size, titles.join('\n')).toBe(titles.length);
  for (const title of titles) expect(title).not.toMatch(/^(Tapline|Dashboard · Tapline)$/);
});
