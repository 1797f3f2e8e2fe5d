import {
  ErrorBody,
  IdParams,
  SupplierTradeSettings,
  SupplierTradeSettingsUpdate,
  TradeAccountApprove,
  TradeAccountDetail,
  TradeAccountList,
  TradeAccountQuery,
  TradeAccountReason,
  TradeAccountUpdate,
  TradeApplication,
  TradeApplicationDecline,
  TradeApplicationInput,
  TradeApplicationList,
  TradeApplicationQuery,
  UuidParams,
  VenueSupplierParams,
  VenueTradeAccounts,
  VenueTradeStanding,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { changeAccount } from './trade-account-changes.service';
import { getAccount, getVenueAccounts, getVenueStanding, listAccounts, moveAccount } from './trade-accounts.service';
import {
  applyForAccount,
  approveApplication,
  declineApplication,
  getApplication,
  listApplications,
  withdrawApplication,
} from './trade-applications.service';
import type { TradeDeps } from './trade-notices';
import { getTradeSettings, putTradeSettings } from './trade-settings.service';

// Trade applications and accounts (docs/domain.md, Trade accounts; decision 0169).

const readErrors = {
  400: ErrorBody.describe('A path or query value is invalid; details name it'),
  404: ErrorBody.describe('No such organisation, application or account, or you are not a member of either side'),
} as const;

const supplierChangeErrors = {
  ...readErrors,
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe(
    `Only the supplier’s owners and admins decide applications and change accounts; refused too to ${ADMIN_READ_ONLY}`,
  ),
} as const;

const moveErrors = {
  ...supplierChangeErrors,
  409: ErrorBody.describe('The account’s status doesn’t allow the step (details.status is the current one)'),
} as const;

export const tradeAccountsRoutes: FastifyPluginAsyncZod<TradeDeps> = async (app, deps) => {
  const { db } = deps;
  const routes = declareRoutes(app, { tags: ['trade accounts'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/trade-settings',
    {
      summary: 'The supplier’s rule for trade accounts and its terms (its members); the defaults until it sets them',
      params: IdParams,
      response: { 200: SupplierTradeSettings, ...readErrors },
    },
    ({ user, params }) => getTradeSettings(db, user, params.id),
  );

  routes.private(
    'PUT /api/suppliers/:id/trade-settings',
    {
      summary: 'Set whether the supplier sells only to venues with an account, and its terms (owner or admin)',
      description:
        'The terms’ version goes up whenever their text changes: an application names the version it accepted. Once saved, a venue without an account buys on delivery terms until one is approved.',
      params: IdParams,
      body: SupplierTradeSettingsUpdate,
      response: { 200: SupplierTradeSettings, ...supplierChangeErrors },
    },
    ({ user, params, body }) => putTradeSettings(db, user, params.id, body),
  );

  routes.private(
    'POST /api/venues/:id/trade-applications',
    {
      summary: 'Apply to a supplier for a trade account (the venue’s owners)',
      description:
        'Refused with 422 `invalid_abn` (the ABN fails the ABR’s checksum) or `trade_refused` naming `liquorLicenceExpiry` (expired before today in the venue’s time zone); 409 when the supplier’s terms changed since the form was opened (details.termsVersion), an application is already waiting, the venue has an account that isn’t closed, or the application is the same as the last one declined.',
      params: IdParams,
      body: TradeApplicationInput,
      response: {
        201: TradeApplication,
        ...readErrors,
        400: ErrorBody.describe('A field is invalid; details name it'),
        403: ErrorBody.describe(`Only the venue’s owners apply; refused too to ${ADMIN_READ_ONLY}`),
        404: ErrorBody.describe('No such venue or active supplier, or you are not a member of the venue'),
        409: ErrorBody.describe('The terms changed, an application is waiting, an account is open, or the same application was declined'),
        422: ErrorBody.describe('invalid_abn, or trade_refused (the liquor licence expired); details name the field'),
      },
    },
    ({ user, params, body }) => applyForAccount(deps, user, params.id, body),
  );

  routes.private(
    'GET /api/suppliers/:id/trade-applications',
    {
      summary: 'The supplier’s trade applications, newest first, by status, in pages (its members)',
      params: IdParams,
      querystring: TradeApplicationQuery,
      response: { 200: TradeApplicationList, ...readErrors },
    },
    ({ user, params, query }) => listApplications(db, user, params.id, query),
  );

  routes.private(
    'GET /api/trade-applications/:id',
    {
      summary: 'One application, with the terms as accepted (members of the venue or the supplier)',
      params: UuidParams,
      response: { 200: TradeApplication, ...readErrors },
    },
    ({ user, params }) => getApplication(db, user, params.id),
  );

  routes.private(
    'POST /api/trade-applications/:id/withdraw',
    {
      summary: 'Withdraw an application still waiting (the venue’s owners)',
      params: UuidParams,
      response: {
        200: TradeApplication,
        ...readErrors,
        403: ErrorBody.describe(`Only the venue’s owners withdraw; refused too to ${ADMIN_READ_ONLY}`),
        409: ErrorBody.describe('The application was already decided or withdrawn (details.status)'),
      },
    },
    ({ user, params }) => withdrawApplication(deps, user, params.id),
  );

  routes.private(
    'POST /api/trade-applications/:id/approve',
    {
      summary: 'Approve an application with payment terms, a credit limit, a price list and a delivery zone (owner or admin)',
      description:
        'Opens the venue’s account (or reopens its closed one) and writes the payment terms as the pair’s, where invoices read them. Two approvals at once open one account: the second is 409.',
      params: UuidParams,
      body: TradeAccountApprove,
      response: {
        200: TradeAccountDetail,
        ...supplierChangeErrors,
        409: ErrorBody.describe('The application was already decided or withdrawn (details.status), or the venue has an open account'),
        422: ErrorBody.describe('trade_refused: the price list or zone is not this supplier’s; details name the field'),
      },
    },
    ({ user, params, body }) => approveApplication(deps, user, params.id, body),
  );

  routes.private(
    'POST /api/trade-applications/:id/decline',
    {
      summary: 'Decline an application, with the reason the venue reads (owner or admin)',
      params: UuidParams,
      body: TradeApplicationDecline,
      response: {
        200: TradeApplication,
        ...supplierChangeErrors,
        409: ErrorBody.describe('The application was already decided or withdrawn (details.status)'),
      },
    },
    ({ user, params, body }) => declineApplication(deps, user, params.id, body),
  );

  routes.private(
    'GET /api/suppliers/:id/trade-accounts',
    {
      summary: 'The supplier’s trade accounts by venue name, with their exposure; by status and venue name, in pages (its members)',
      params: IdParams,
      querystring: TradeAccountQuery,
      response: { 200: TradeAccountList, ...readErrors },
    },
    ({ user, params, query }) => listAccounts(db, user, params.id, query),
  );

  routes.private(
    'GET /api/trade-accounts/:id',
    {
      summary: 'One account, with its exposure, its history and the applications (members of the venue or the supplier)',
      params: UuidParams,
      response: { 200: TradeAccountDetail, ...readErrors },
    },
    ({ user, params }) => getAccount(db, user, params.id),
  );

  routes.private(
    'PATCH /api/trade-accounts/:id',
    {
      summary: 'Change an account’s payment terms, credit limit, price list or zone, at the version read (owner or admin)',
      description: 'The history notes what changed ("Credit limit $5,000.00 → $8,000.00") and the venue’s owners are told.',
      params: UuidParams,
      body: TradeAccountUpdate,
      response: {
        200: TradeAccountDetail,
        ...supplierChangeErrors,
        409: ErrorBody.describe('The account changed since the version sent (details.version), or it is closed'),
        422: ErrorBody.describe('trade_refused: the price list or zone is not this supplier’s; details name the field'),
      },
    },
    ({ user, params, body }) => changeAccount(deps, user, params.id, body),
  );

  routes.private(
    'POST /api/trade-accounts/:id/hold',
    {
      summary: 'Put an active account on hold, with the reason the venue reads (owner or admin): new orders are held',
      params: UuidParams,
      body: TradeAccountReason,
      response: { 200: TradeAccountDetail, ...moveErrors },
    },
    ({ user, params, body }) => moveAccount(deps, user, params.id, 'hold', body),
  );

  routes.private(
    'POST /api/trade-accounts/:id/release',
    {
      summary: 'Release an account’s hold (owner or admin)',
      params: UuidParams,
      response: { 200: TradeAccountDetail, ...moveErrors },
    },
    ({ user, params }) => moveAccount(deps, user, params.id, 'release'),
  );

  routes.private(
    'POST /api/trade-accounts/:id/close',
    {
      summary: 'Close an account, with the reason the venue reads (owner or admin); its history stays',
      params: UuidParams,
      body: TradeAccountReason,
      response: { 200: TradeAccountDetail, ...moveErrors },
    },
    ({ user, params, body }) => moveAccount(deps, user, params.id, 'close', body),
  );

  routes.private(
    'POST /api/trade-accounts/:id/reopen',
    {
      summary: 'Reopen a closed account on its terms as they were (owner or admin)',
      params: UuidParams,
      response: { 200: TradeAccountDetail, ...moveErrors },
    },
    ({ user, params }) => moveAccount(deps, user, params.id, 'reopen'),
  );

  routes.private(
    'GET /api/venues/:id/trade-accounts',
    {
      summary: 'The venue’s trade accounts and its applications still waiting (its members)',
      params: IdParams,
      response: { 200: VenueTradeAccounts, ...readErrors },
    },
    ({ user, params }) => getVenueAccounts(db, user, params.id),
  );

  routes.private(
    'GET /api/venues/:id/suppliers/:supplierId/trade',
    {
      summary: 'Where the venue stands with one supplier: its terms and rule, the account, the latest application, whether it may apply',
      params: VenueSupplierParams,
      response: { 200: VenueTradeStanding, ...readErrors },
    },
    ({ user, params }) => getVenueStanding(db, user, params.id, params.supplierId),
  );
};
