import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FUNCTIONS_KEY_HEADER } from '@tapline/contracts';

/** OpenAPI 3 generated from the routes' zod schemas; the reference page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tapline API',
        version: '1.0.0',
        description:
          'The business API of Tapline, the wholesale ordering marketplace. Every call carries the app key header; errors are `{error:{code,message,details?}}`.',
      },
      components: {
        securitySchemes: {
          functionsKey: { type: 'apiKey', in: 'header', name: FUNCTIONS_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tl_live_<id>_<secret><checksum>',
            description:
              'An organisation’s API key (Settings → Developers), sent as `Authorization: Bearer tl_live_…`. It calls only the operations whose `x-tapline-scope` it holds (the scope is also this requirement’s role); any other operation answers 403.',
          },
        },
      },
      security: [{ functionsKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
