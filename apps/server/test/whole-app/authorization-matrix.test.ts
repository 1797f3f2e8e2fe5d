import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { callAs } from '../support/auth-kit';
import { adminRows } from '../support/authorization-matrix/admin-rows';
import { apiKeyRows } from '../support/authorization-matrix/api-key-rows';
import { catalogueRows, productImageRows } from '../support/authorization-matrix/catalogue-rows';
import {
  authorizationMatrixWorld,
  MATRIX_METRICS_TOKEN,
  PERSONAS,
  type Expected,
  type PersonaName,
  type OrgType,
  type Row,
} from '../support/authorization-matrix/matrix-world';
import { deliveryZoneRows } from '../support/authorization-matrix/delivery-zone-rows';
import { guideRows } from '../support/authorization-matrix/guide-rows';
import { invoiceRows } from '../support/authorization-matrix/invoice-rows';
import { kegTypeRows } from '../support/authorization-matrix/keg-type-rows';
import { approvalRows } from '../support/authorization-matrix/approval-rows';
import { kegCollectionRows } from '../support/authorization-matrix/keg-collection-rows';
import { runSheetRows } from '../support/authorization-matrix/run-sheet-rows';
import { kegRows } from '../support/authorization-matrix/keg-rows';
import { onTapRows } from '../support/authorization-matrix/on-tap-rows';
import { orderMessageRows } from '../support/authorization-matrix/order-message-rows';
import { orderChangeRows } from '../support/authorization-matrix/order-change-rows';
import { orderingRows } from '../support/authorization-matrix/ordering-rows';
import { organisationRows } from '../support/authorization-matrix/organisation-rows';
import { personalRows } from '../support/authorization-matrix/personal-rows';
import { pickListExportRows } from '../support/authorization-matrix/pick-list-export-rows';
import { priceListRows } from '../support/authorization-matrix/price-list-rows';
import { standingRows } from '../support/authorization-matrix/standing-rows';
import { statementRows } from '../support/authorization-matrix/statement-rows';
import { insightRows } from '../support/authorization-matrix/insight-rows';
import { tradeAccountRows } from '../support/authorization-matrix/trade-account-rows';
import { webhookRows } from '../support/authorization-matrix/webhook-rows';

/**
 * Who may call which private /api route (docs/domain.md, Roles and permissions), checked against the routes the app really registers:
 * a private route without a row in the matrix fails the test. Each organisation route runs against a target
 * organisation of its type, as seen by
 *   anonymous · member / admin / owner of the target · otherTenant (a member of another organisation of the
 *   same type) · otherType (a member of an organisation of the other type) · platformAdmin.
 * For /api/venues/… the target is venue A, otherTenant a member of venue B, otherType a supplier's member;
 * /api/suppliers/… mirrors it. Requests are valid for the allowed, so a refusal can only come from the check;
 * destructive ones act on objects made fresh for each call.
 */

// The rows, area by area, are in test/support/authorization-matrix, beside the personas and the world they act in.

/**
 * WebSockets: the upgrade carries no token (a browser can't add headers to it); the socket's first message signs
 * in, and every subscription checks membership. realtime.test.ts covers who hears what (decision 0109).
 */
const SOCKET_ROUTES = new Set(['GET /api/realtime']);

/**
 * Outside /api and behind a secret of their own rather than a person's token: /metrics answers only a scraper that
 * sends METRICS_TOKEN (decision 0154; metrics.test.ts checks the token, the answer and the instance without one).
 */
const OPERATOR_ROUTES = new Set(['GET /metrics']);

/** Routes anyone may call with the app key alone (or none: docs, uploads). Everything else under /api is private. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  'GET /api/products',
  'GET /api/products/:id',
  'GET /api/products/:id/venues',
  'GET /api/venues',
  'GET /api/venues/:id',
  'GET /api/venues/:id/menu',
  'GET /api/venues/:id/products',
  'GET /api/suppliers',
  'GET /api/suppliers/:id',
  'GET /api/suppliers/:id/products',
  'GET /api/search/suggest',
  'GET /api/uploads/:id',
  'GET /api/invites/:token',
  // the webhook event catalogue: types and example payloads, nobody's data
  'GET /api/webhooks/event-types',
  // joining: the application form, sent and confirmed before anyone signs in
  'GET /api/applications/form-token',
  'POST /api/applications',
  'POST /api/applications/verify',
  // Xero's webhook deliveries: signed over the body with the webhook key instead of the app key
  'POST /api/integrations/xero/webhooks',
  // the crawlers' files beside the pages (decision 0061)
  'GET /sitemap.xml',
  'GET /robots.txt',
]);
const PUBLIC_PREFIXES = ['GET /api/docs'];

const world = authorizationMatrixWorld();
const { registered, declaredStatuses, personOf } = world;

function rows(): Row[] {
  return [
    ...orderingRows(world),
    ...orderChangeRows(world),
    ...onTapRows(world),
    ...guideRows(world),
    ...organisationRows(world, 'venue'),
    ...organisationRows(world, 'supplier'),
    ...catalogueRows(world),
    ...productImageRows(world),
    ...adminRows(world),
    ...personalRows(world),
    ...invoiceRows(world),
    ...statementRows(world),
    ...insightRows(world),
    ...standingRows(world),
    ...tradeAccountRows(world),
    ...priceListRows(world),
    ...deliveryZoneRows(world),
    ...kegTypeRows(world),
    ...kegCollectionRows(world),
    ...kegRows(world),
    ...orderMessageRows(world),
    ...approvalRows(world),
    ...pickListExportRows(world),
    ...runSheetRows(world),
    ...apiKeyRows(world, 'venue'),
    ...apiKeyRows(world, 'supplier'),
    ...webhookRows(world),
  ];
}

const ROWS = rows();
/** answered by app-wide hooks (the key and bearer checks, the /api rate limit, the error handler), declared by each route */
const APP_WIDE_STATUSES = ['401', '429', '500'];
const METHOD = (route: string) => route.split(' ')[0] as InjectOptions['method'];

async function statusOf(row: Row, persona: PersonaName): Promise<number> {
  const type: OrgType = row.type ?? (row.route.includes('/suppliers') ? 'supplier' : 'venue');
  const person = personOf(persona, type);
  const call = await row.request(persona);
  const response = await callAs(world.t, person, METHOD(row.route), call.url, call.payload, call.headers);
  // a private answer, granted or refused, is never stored by a browser or a proxy
  expect(response.headers['cache-control'], `${row.route} as ${persona}: Cache-Control`).toBe('no-store');
  return response.statusCode;
}

describe('authorization matrix', () => {
  it('has a row for every private /api route the app registers, and no row for a route it lacks', () => {
    const isPublic = (route: string) => PUBLIC_ROUTES.has(route) || PUBLIC_PREFIXES.some((prefix) => route.startsWith(prefix));
    const privateRoutes = registered.filter(
      (route) => route.split(' ')[1]!.startsWith('/api') && !isPublic(route) && !SOCKET_ROUTES.has(route),
    );
    expect(
      [...SOCKET_ROUTES].filter((route) => !registered.includes(route)),
      'socket routes that do not exist',
    ).toEqual([]);
    const covered = new Set(ROWS.map((row) => row.route));
    expect(
      privateRoutes.filter((route) => !covered.has(route)),
      'private routes without a row in the matrix',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.includes(route)),
      'rows for routes that do not exist',
    ).toEqual([]);
    expect(
      [...PUBLIC_ROUTES].filter((route) => !registered.includes(route)),
      'public routes that do not exist',
    ).toEqual([]);
    expect(
      [...OPERATOR_ROUTES].filter((route) => !registered.includes(route)),
      'operator routes that do not exist',
    ).toEqual([]);
  });

  it('GET /metrics refuses every persona, platform admins included: only the metrics token opens it', async () => {
    const actual = {} as Expected;
    for (const persona of PERSONAS) actual[persona] = (await callAs(world.t, personOf(persona, 'venue'), 'GET', '/metrics')).statusCode;
    expect(actual).toEqual(Object.fromEntries(PERSONAS.map((persona) => [persona, 401])));
    const scraped = await world.t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${MATRIX_METRICS_TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
  });

  it('every private route declares the answers any request may get: 401 (key, bearer, MFA), 429 (rate limit) and 500', () => {
    const privateRoutes = ROWS.map((row) => row.route);
    const missing = privateRoutes.flatMap((route) =>
      APP_WIDE_STATUSES.filter((status) => !declaredStatuses.get(route)?.has(status)).map((status) => `${route} ${status}`),
    );
    expect(missing, 'app-wide statuses a private route does not declare').toEqual([]);
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const actual = {} as Expected;
    for (const persona of PERSONAS) actual[persona] = await statusOf(row, persona);
    expect(actual).toEqual(row.expected);
    // a status the route doesn't declare is missing from its contract and from /api/openapi.json (decision 0041)
    const declared = declaredStatuses.get(row.route) ?? new Set<string>();
    const undeclared = [...new Set(Object.values(actual))].filter(
      (status) => !declared.has(String(status)) && !declared.has(`${String(status)[0]}XX`),
    );
    expect(undeclared, `statuses ${row.route} answers without declaring them`).toEqual([]);
  });
});
