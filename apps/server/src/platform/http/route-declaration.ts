import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ApiKeyScope } from '@tapline/contracts';
import { privateErrorResponses, privateSecurity } from '../../shared/responses';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the scope an API key needs to call the route; none: keys are refused (403, decision 0195) */
    apiKeyScope?: ApiKeyScope;
  }
}

/** the instance a route plugin gets (`FastifyPluginAsyncZod`): its schemas are zod */
type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** a route named as the authorization matrix and the logs name it: `GET /api/orders/:id` */
type RouteName = `${RouteMethod} ${string}`;

/** what a route answers when it succeeds: one of these per route, the rest of its statuses are errors */
type SuccessStatus = 200 | 201 | 204;
const SUCCESS_STATUSES: readonly number[] = [200, 201, 204] satisfies SuccessStatus[];

/** Everything a route says about itself but its handler: its OpenAPI operation, its schemas, its route options. */
interface RouteDeclaration {
  summary: string;
  description?: string;
  /** the file's tags when absent */
  tags?: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** every status the route answers (decision 0041), exactly one of them a success */
  response: { [status: number]: z.ZodType };
  consumes?: readonly string[];
  produces?: readonly string[];
  bodyLimit?: number;
  config?: FastifyContextConfig;
}

/** a private route may let API keys call it: the one scope a key needs (decision 0195) */
interface PrivateRouteDeclaration extends RouteDeclaration {
  scope?: ApiKeyScope;
}

/** a public route's declaration may name another security than the app key's (none: uploads, webhooks) */
interface PublicRouteDeclaration extends RouteDeclaration {
  security?: FastifySchema['security'];
}

type RequestOf<D extends RouteDeclaration> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  D & FastifySchema,
  ZodTypeProvider
>;

/** what a handler works with: the request's validated parts, and the request and reply for the rest */
interface RouteContext<D extends RouteDeclaration> {
  params: RequestOf<D>['params'];
  query: RequestOf<D>['query'];
  body: RequestOf<D>['body'];
  request: RequestOf<D>;
  reply: FastifyReply;
}

type SuccessOf<D extends RouteDeclaration> = Extract<keyof D['response'], SuccessStatus>;
/** the success's body, as its contract reads it; nothing for 204 */
type AnswerOf<D extends RouteDeclaration> =
  SuccessOf<D> extends 204 ? void : D['response'][SuccessOf<D>] extends z.ZodType ? z.output<D['response'][SuccessOf<D>]> : never;

interface Declarer {
  /** a route anyone may call with the app key (or without it, where `security` says so) */
  public<D extends PublicRouteDeclaration>(
    route: RouteName,
    declaration: D,
    handler: (context: RouteContext<D>) => Promise<AnswerOf<D>> | AnswerOf<D>,
  ): void;
}

interface PrivateDeclarer<User> extends Declarer {
  /**
   * a route for a signed-in person: the app key and a bearer token (its OpenAPI security, and what makes its answers
   * `no-store`), the answers every private route may give (401, 403, 429, 500), and the handler gets the user. With a
   * `scope`, an API key holding it may call the route too (OpenAPI `x-tapline-scope` and the apiKey security);
   * without one, keys are refused
   */
  private<D extends PrivateRouteDeclaration>(
    route: RouteName,
    declaration: D,
    handler: (context: RouteContext<D> & { user: User }) => Promise<AnswerOf<D>> | AnswerOf<D>,
  ): void;
}

interface DeclarerOptions {
  /** the OpenAPI tags of the file's routes */
  tags: readonly string[];
}

function successStatusOf(route: RouteName, response: RouteDeclaration['response']): SuccessStatus {
  const successes = Object.keys(response)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  const [status] = successes;
  if (successes.length !== 1 || status === undefined || !SUCCESS_STATUSES.includes(status))
    throw new Error(`${route} must declare exactly one success status, 200, 201 or 204 (it declares ${successes.join(', ') || 'none'})`);
  return status as SuccessStatus;
}

/**
 * Declares a file's routes in one shape (decision 0150): `routes.private('GET /api/orders/:id', declaration, handler)`.
 * The declaration is what /api/openapi.json and the authorization matrix read; the handler returns the answer, which
 * is sent with the one success status the declaration names (204: without a body).
 */
export function declareRoutes(app: ZodApp, options: DeclarerOptions): Declarer;
export function declareRoutes<User>(
  app: ZodApp,
  options: DeclarerOptions & { signedInUser: (request: FastifyRequest) => Promise<User> },
): PrivateDeclarer<User>;
export function declareRoutes<User>(
  app: ZodApp,
  options: DeclarerOptions & { signedInUser?: (request: FastifyRequest) => Promise<User> },
): PrivateDeclarer<User> {
  const add = (
    route: RouteName,
    { bodyLimit, config, ...schema }: PublicRouteDeclaration & { 'x-tapline-scope'?: ApiKeyScope },
    answer: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) => {
    const separator = route.indexOf(' ');
    const status = successStatusOf(route, schema.response);
    app.route({
      method: route.slice(0, separator) as RouteMethod,
      url: route.slice(separator + 1),
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      ...(config === undefined ? {} : { config }),
      schema: { tags: options.tags, ...schema },
      handler: async (request, reply) => {
        const body = await answer(request, reply);
        void reply.code(status);
        return status === 204 ? null : body;
      },
    });
  };
  const contextOf = <D extends RouteDeclaration>(request: FastifyRequest, reply: FastifyReply): RouteContext<D> => {
    const typed = request as RequestOf<D>;
    return { params: typed.params, query: typed.query, body: typed.body, request: typed, reply };
  };

  return {
    public(route, declaration, handler) {
      add(route, declaration, async (request, reply) => handler(contextOf(request, reply)));
    },
    private(route, { scope, ...declaration }, handler) {
      const { signedInUser } = options;
      if (!signedInUser) throw new Error(`${route} is private: declare the file's routes with signedInUser`);
      add(
        route,
        {
          ...declaration,
          ...(scope === undefined
            ? { security: privateSecurity }
            : {
                security: [...privateSecurity, { functionsKey: [], apiKey: [scope] }],
                config: { ...declaration.config, apiKeyScope: scope },
                'x-tapline-scope': scope,
              }),
          response: { ...privateErrorResponses, ...declaration.response },
        },
        async (request, reply) => handler({ ...contextOf(request, reply), user: await signedInUser(request) }),
      );
    },
  };
}
