import { insertTestAccount, insertTestApplication } from '../queries/trade-accounts-testing.queries';
import { managerChanges, owners, readers, readOnlyForAdmins, type MatrixWorld, type Row } from './matrix-world';

/**
 * Trade applications and accounts (decision 0169): both sides' members read them; the venue's owners apply and
 * withdraw; the supplier's owners and admins decide, change, hold, close and reopen. The supplier's rows act on a
 * fresh venue's application or account, so the supplier-side otherType (venue A's member) is a stranger to them.
 */
export function tradeAccountRows(world: MatrixWorld): Row[] {
  const { target, freshOrganisation } = world;
  const db = () => world.t.database.db;
  const venueRow = { type: 'venue' as const };
  const supplier = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  const freshApplication = async () =>
    insertTestApplication(db(), { supplierId: target.supplier.id, venueId: (await freshOrganisation('venue')).id });
  const freshAccount = async (status: 'active' | 'on_hold' | 'closed' = 'active') =>
    insertTestAccount(db(), { supplierId: target.supplier.id, venueId: (await freshOrganisation('venue')).id }, status);
  const accountStep = (step: string, status: 'active' | 'on_hold' | 'closed', payload?: unknown): Row => ({
    route: `POST /api/trade-accounts/:id/${step}`,
    type: 'supplier',
    expected: managerChanges(200),
    request: async () => ({ url: `/api/trade-accounts/${await freshAccount(status)}/${step}`, payload }),
  });
  return [
    { route: 'GET /api/suppliers/:id/trade-settings', expected: readers(200), request: () => ({ url: supplier('/trade-settings') }) },
    {
      route: 'PUT /api/suppliers/:id/trade-settings',
      expected: managerChanges(200),
      request: () => ({ url: supplier('/trade-settings'), payload: { accountsRequired: false, terms: '' } }),
    },
    {
      route: 'GET /api/suppliers/:id/trade-applications',
      expected: readers(200),
      request: () => ({ url: supplier('/trade-applications') }),
    },
    { route: 'GET /api/suppliers/:id/trade-accounts', expected: readers(200), request: () => ({ url: supplier('/trade-accounts?q=x') }) },
    {
      route: 'GET /api/trade-applications/:id',
      type: 'supplier',
      expected: readers(200),
      request: async () => ({ url: `/api/trade-applications/${await freshApplication()}` }),
    },
    {
      route: 'POST /api/trade-applications/:id/approve',
      type: 'supplier',
      expected: managerChanges(200),
      request: async () => ({
        url: `/api/trade-applications/${await freshApplication()}/approve`,
        payload: { terms: { kind: 'net_days', days: 30 }, creditLimitCents: 100_000 },
      }),
    },
    {
      route: 'POST /api/trade-applications/:id/decline',
      type: 'supplier',
      expected: managerChanges(200),
      request: async () => ({ url: `/api/trade-applications/${await freshApplication()}/decline`, payload: { reason: 'Matrix check' } }),
    },
    {
      route: 'GET /api/trade-accounts/:id',
      type: 'supplier',
      expected: readers(200),
      request: async () => ({ url: `/api/trade-accounts/${await freshAccount()}` }),
    },
    {
      route: 'PATCH /api/trade-accounts/:id',
      type: 'supplier',
      expected: managerChanges(200),
      request: async () => ({ url: `/api/trade-accounts/${await freshAccount()}`, payload: { version: 1, creditLimitCents: 100 } }),
    },
    accountStep('hold', 'active', { reason: 'Matrix check' }),
    accountStep('release', 'on_hold'),
    accountStep('close', 'on_hold', { reason: 'Matrix check' }),
    accountStep('reopen', 'closed'),
    {
      ...venueRow,
      route: 'POST /api/venues/:id/trade-applications',
      expected: readOnlyForAdmins(owners(201)),
      request: async () => ({
        url: `/api/venues/${target.venue.slug}/trade-applications`,
        payload: {
          supplierId: (await freshOrganisation('supplier')).id,
          legalName: 'Matrix Pty Ltd',
          abn: '51 824 753 556',
          liquorLicenceNumber: 'LIQ1',
          liquorLicenceState: 'VIC',
          liquorLicenceExpiry: '2099-01-01',
          directors: [{ name: 'Dana Director' }],
          termsVersion: '1',
          termsAccepted: true,
        },
      }),
    },
    {
      ...venueRow,
      route: 'POST /api/trade-applications/:id/withdraw',
      expected: readOnlyForAdmins(owners(200)),
      request: async () => ({
        url: `/api/trade-applications/${await insertTestApplication(db(), { venueId: target.venue.id, supplierId: (await freshOrganisation('supplier')).id })}/withdraw`,
      }),
    },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/trade-accounts',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/trade-accounts` }),
    },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/suppliers/:supplierId/trade',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/suppliers/${target.supplier.slug}/trade` }),
    },
  ];
}
