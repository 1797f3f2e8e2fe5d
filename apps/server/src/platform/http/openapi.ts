import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FUNCTIONS_KEY_HEADER, WEBHOOK_EVENT_TYPES, webhookPayloadSchema } from '@tapline/contracts';
import { z } from 'zod';

/**
 * The document's `webhooks` (OpenAPI 3.1): each event type Tapline posts to an organisation's endpoints, its body's
 * schema made from the same zod schema the payloads are (decision 0197), signed by Standard Webhooks' headers.
 */
function webhooksSection() {
  const signed = ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({
    name,
    in: 'header' as const,
    required: true,
    schema: { type: 'string' as const },
  }));
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `${type}, posted to the endpoints that want it`,
          parameters: signed,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: z.toJSONSchema(webhookPayloadSchema(type)) as object } },
          },
          responses: { '2XX': { description: 'Taken; any other answer is retried by the schedule (410 disables the endpoint)' } },
        },
      },
    ]),
  );
}

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
      // swagger's types know 3.1's webhooks but not a JSON Schema made by zod inside them
      ...({ webhooks: webhooksSection() } as object),
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
