import { createApiKeyThrough } from '../api-keys-kit';
import { managerChanges, managers, type MatrixWorld, type OrgType, type Row } from './matrix-world';

/** An organisation's API keys (decision 0195): its owners and admins make, list and revoke them. */
export function apiKeyRows(world: MatrixWorld, type: OrgType): Row[] {
  const { target } = world;
  const at = () => `/api/${type}s/${target[type].slug}/api-keys`;
  return [
    { route: `GET /api/${type}s/:id/api-keys`, expected: managers(200), request: () => ({ url: at() }) },
    {
      route: `POST /api/${type}s/:id/api-keys`,
      expected: managerChanges(201),
      request: () => ({ url: at(), payload: { name: 'Matrix key', scopes: ['orders:read'] } }),
    },
    {
      route: `DELETE /api/${type}s/:id/api-keys/:keyId`,
      expected: managerChanges(204),
      request: async () => {
        const organisation = { type, id: target[type].id };
        const key = await createApiKeyThrough(world.t, world.people.owner[type], organisation, {
          name: 'To revoke',
          scopes: ['orders:read'],
        });
        return { url: `${at()}/${key.id}` };
      },
    },
  ];
}
