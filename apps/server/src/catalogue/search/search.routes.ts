import { SearchSuggestions, SearchSuggestQuery } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicErrorResponses } from '../../shared/responses';
import { suggest } from './suggest.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/search/suggest',
    {
      config: { publicAnswer: true, heavyRead: true },
      schema: {
        tags: ['search'],
        summary: 'Suggestions for the one search box: products, suppliers and venues',
        description:
          'Up to 5 of each whose name holds `q` or a word close to it (typos forgiven), names starting with `q` first. Fewer than two letters or digits answer three empty lists.',
        querystring: SearchSuggestQuery,
        response: { 200: SearchSuggestions, ...publicErrorResponses },
      },
    },
    async (request) => suggest(db, request.query),
  );
};
