import Fastify, { type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { privateErrorResponses, privateSecurity } from '../../shared/responses';
import { AppError } from '../errors/app-error';
import { registerErrorHandling } from '../errors/error-handler';
import { declareRoutes } from './route-declaration';

const Thing = z.object({ id: z.string(), by: z.string() });
const ThingParams = z.object({ id: z.string().max(3) });
const notFound = { 404: z.object({ error: z.string() }).describe('No such thing') };

/** who the bearer says: "Bearer <name>", else refused as the real check refuses */
async function signedInUser(request: FastifyRequest): Promise<{ name: string }> {
  const name = request.headers.authorization?.replace(/^Bearer /, '');
  if (!name) throw new AppError('unauthorized', 'Sign in');
  return { name };
}

function appWith(declare: (app: ReturnType<typeof zodApp>) => void) {
  const app = zodApp();
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  declare(app);
  return { app, routes };
}

function zodApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  return app;
}

describe('declareRoutes', () => {
  it('declares a private route with the bearer security, the file tags and every private error answer', async () => {
    const { app, routes } = appWith((app) =>
      declareRoutes(app, { tags: ['things'], signedInUser }).private(
        'GET /api/things/:id',
        { summary: 'One thing', params: ThingParams, response: { 200: Thing, ...notFound } },
        ({ user, params }) => ({ id: params.id, by: user.name }),
      ),
    );
    await app.ready();

    const [route] = routes;
    expect(route?.method).toBe('GET');
    expect(route?.url).toBe('/api/things/:id');
    expect(route?.schema).toMatchObject({ tags: ['things'], summary: 'One thing', security: privateSecurity });
    expect(Object.keys(route?.schema?.response ?? {}).sort()).toEqual(['200', ...Object.keys(privateErrorResponses), '404'].sort());
  });

  it('hands the handler the signed-in user and the validated request, and sends what it returns', async () => {
    const { app } = appWith((app) =>
      declareRoutes(app, { tags: ['things'], signedInUser }).private(
        'GET /api/things/:id',
        { summary: 'One thing', params: ThingParams, response: { 200: Thing } },
        ({ user, params }) => ({ id: params.id, by: user.name }),
      ),
    );

    const answer = await app.inject({ url: '/api/things/abc', headers: { authorization: 'Bearer ada' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: 'abc', by: 'ada' });
    expect((await app.inject({ url: '/api/things/abc' })).statusCode).toBe(401);
    // the request is validated before anyone is asked who they are, as before
    expect((await app.inject({ url: '/api/things/abcd' })).statusCode).toBe(400);
  });

  it('answers with the one success status declared: 201 with the body, 204 without one', async () => {
    const handled: string[] = [];
    const { app } = appWith((app) => {
      const routes = declareRoutes(app, { tags: ['things'], signedInUser });
      routes.private('POST /api/things', { summary: 'Make', body: ThingParams, response: { 201: Thing } }, ({ user, body }) => ({
        id: body.id,
        by: user.name,
      }));
      routes.private(
        'DELETE /api/things/:id',
        { summary: 'Drop', params: ThingParams, response: { 204: z.null() } },
        async ({ params }) => {
          handled.push(params.id);
        },
      );
    });
    const headers = { authorization: 'Bearer ada' };

    const made = await app.inject({ method: 'POST', url: '/api/things', headers, payload: { id: 'a' } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ id: 'a', by: 'ada' });
    const dropped = await app.inject({ method: 'DELETE', url: '/api/things/b', headers });
    expect(dropped.statusCode).toBe(204);
    expect(dropped.body).toBe('');
    expect(handled).toEqual(['b']);
  });

  it('declares a public route without a bearer, with its own security, route options and tags', async () => {
    const { app, routes } = appWith((app) => {
      const routes = declareRoutes(app, { tags: ['things'] });
      routes.public(
        'GET /api/things',
        { summary: 'All things', tags: ['catalogue'], response: { 200: z.array(Thing) }, config: { publicAnswer: true } },
        ({ reply }) => {
          reply.header('cache-control', 'no-cache');
          return [{ id: 'a', by: 'nobody' }];
        },
      );
      routes.public(
        'POST /api/things/hook',
        { summary: 'A hook', security: [], body: z.unknown(), response: { 200: z.null() }, bodyLimit: 10 },
        () => null,
      );
    });

    const answer = await app.inject('/api/things');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual([{ id: 'a', by: 'nobody' }]);
    // fastify adds a HEAD route beside each GET one
    const [list, hook] = routes.filter((route) => route.method !== 'HEAD');
    expect(list?.schema).toEqual(expect.not.objectContaining({ security: expect.anything() }));
    expect(list?.schema?.tags).toEqual(['catalogue']);
    expect(list?.config).toEqual({ publicAnswer: true });
    expect(hook?.schema?.security).toEqual([]);
    expect(hook?.bodyLimit).toBe(10);
  });

  it('refuses a declaration without exactly one success status, and a private route without a way to sign in', () => {
    const app = zodApp();
    const routes = declareRoutes(app, { tags: ['things'], signedInUser });
    expect(() => routes.private('GET /api/none', { summary: 'None', response: { 404: Thing } }, () => undefined)).toThrow(
      /GET \/api\/none must declare exactly one success status/,
    );
    expect(() =>
      routes.private('GET /api/two', { summary: 'Two', response: { 200: Thing, 201: Thing } }, () => ({ id: 'a', by: 'b' })),
    ).toThrow(/it declares 200, 201/);
    const publicOnly = declareRoutes(app, { tags: ['things'] }) as unknown as typeof routes;
    expect(() => publicOnly.private('GET /api/mine', { summary: 'Mine', response: { 200: Thing } }, () => ({ id: 'a', by: 'b' }))).toThrow(
      /is private: declare the file's routes with signedInUser/,
    );
  });

  it('types the handler by the declaration (checked by tsc)', () => {
    const routes = declareRoutes(zodApp(), { tags: ['things'], signedInUser });
    const declaration = { summary: 'One thing', params: ThingParams, response: { 200: Thing } };
    const typed = () => {
      // @ts-expect-error: the answer must be the success's contract
      routes.private('GET /api/a/:id', declaration, ({ params }) => ({ id: params.id }));
      // @ts-expect-error: a path parameter the declaration does not name
      routes.private('GET /api/b/:id', declaration, ({ user, params }) => ({ id: params.other, by: user.name }));
      // @ts-expect-error: public routes have no signed-in user
      routes.public('GET /api/c/:id', declaration, ({ user, params }) => ({ id: params.id, by: user.name }));
    };
    expect(typed).toBeTypeOf('function');
  });
});
