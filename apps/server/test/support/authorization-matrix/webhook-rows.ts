import { managerChanges, managers, type MatrixWorld, type OrgType, type Row } from './matrix-world';
import { insertTestFailedDelivery, insertTestWebhookEndpoint } from '../queries/webhooks-testing.queries';

/**
 * Webhooks (issue 40; decisions 0197 to 0199): the organisation's owners and admins manage its endpoints and read their
 * deliveries, either side; a platform admin reads them but changes nothing and sees no secret.
 */
export function webhookRows(world: MatrixWorld): Row[] {
  const { target } = world;
  return (['supplier', 'venue'] as const).flatMap((type: OrgType): Row[] => {
    // the target is made when the world starts, after the rows are listed
    const base = () => `/api/${type}s/${target[type].slug}/webhooks/endpoints`;
    const route = (path: string) => `${path.split(' ')[0]} /api/${type}s/:id/webhooks/endpoints${path.split(' ')[1] ?? ''}`;
    const fresh = () => insertTestWebhookEndpoint(world.t.database.db, target[type].id);
    return [
      { type, route: route('GET'), expected: managers(200), request: () => ({ url: base() }) },
      {
        type,
        route: route('POST'),
        expected: managerChanges(201),
        request: () => ({ url: base(), payload: { url: 'https://93.184.216.34/new', eventTypes: ['order.placed'] } }),
      },
      {
        type,
        route: route('PATCH /:endpointId'),
        expected: managerChanges(200),
        request: async () => ({ url: `${base()}/${await fresh()}`, payload: { description: 'Till' } }),
      },
      {
        type,
        route: route('DELETE /:endpointId'),
        expected: managerChanges(204),
        request: async () => ({ url: `${base()}/${await fresh()}` }),
      },
      {
        type,
        route: route('GET /:endpointId/secret'),
        expected: managerChanges(200),
        request: async () => ({ url: `${base()}/${await fresh()}/secret` }),
      },
      {
        type,
        route: route('POST /:endpointId/rotate-secret'),
        expected: managerChanges(200),
        request: async () => ({ url: `${base()}/${await fresh()}/rotate-secret` }),
      },
      {
        type,
        route: route('GET /:endpointId/deliveries'),
        expected: managers(200),
        request: async () => ({ url: `${base()}/${await fresh()}/deliveries` }),
      },
      {
        type,
        route: route('POST /:endpointId/deliveries/:deliveryId/resend'),
        expected: managerChanges(204),
        request: async () => {
          const endpointId = await fresh();
          const deliveryId = await insertTestFailedDelivery(world.t.database.db, target[type].id, endpointId);
          return { url: `${base()}/${endpointId}/deliveries/${deliveryId}/resend` };
        },
      },
      {
        type,
        route: route('POST /:endpointId/recover'),
        expected: managerChanges(200),
        request: async () => ({ url: `${base()}/${await fresh()}/recover`, payload: { since: '2026-01-01T00:00:00Z' } }),
      },
      {
        type,
        route: route('POST /:endpointId/test'),
        expected: managerChanges(204),
        request: async () => ({ url: `${base()}/${await fresh()}/test` }),
      },
    ];
  });
}
