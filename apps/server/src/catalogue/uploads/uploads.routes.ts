import multipart from '@fastify/multipart';
import { ErrorBody, IdParams, LOGO_FIELD, LOGO_MAX_BYTES, OrganisationSettings, UploadParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { declareRoutes, isStorageKey, type Storage } from '../../platform';
import { IMAGE_TYPES_TEXT, multipartLimits, readMultipartFile } from '../images/multipart-file';
import { getDatabaseUpload, getStoredFile, removeLogo, replaceLogo } from './uploads.service';
import { ADMIN_READ_ONLY } from '../../shared/responses';

const logoErrors = {
  400: ErrorBody.describe(
    'The file is missing, empty, damaged or over 40 megapixels (details name logo), or the form is malformed or cut short',
  ),
  403: ErrorBody.describe(`A member without the owner or admin role, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
  413: ErrorBody.describe('The file is larger than 2 MB (details name logo), or the form has more than one file or too many fields'),
  415: ErrorBody.describe('The body is not multipart/form-data, or the file is not a JPEG, PNG or WebP image (details name logo)'),
} as const;

/** stored files never change (content-addressed keys), so a browser and a CDN keep them for a year */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  // one file, a few small fields at most (they are not used); the file is bounded while it streams in
  await app.register(multipart, { limits: multipartLimits(LOGO_MAX_BYTES) });
  const routes = declareRoutes(app, { tags: ['settings'], signedInUser: requireUser });

  for (const type of ['venue', 'supplier'] as const) {
    routes.private(
      `PUT /api/${type}s/:id/logo`,
      {
        summary: `Replace the ${type}'s logo (owner or admin)`,
        description: `multipart/form-data with one file in the field \`${LOGO_FIELD}\`: ${IMAGE_TYPES_TEXT} (recognised from its bytes), at most 2 MB. It is stored as a WebP at most 512 pixels wide and high; the answer is the settings with the new logoUrl (/api/uploads/{key}).`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: OrganisationSettings, ...logoErrors },
      },
      ({ user, params, request }) =>
        replaceLogo(db, storage, user, type, params.id, async () => {
          return (await readMultipartFile(app, request, { field: LOGO_FIELD, maxBytes: LOGO_MAX_BYTES, what: 'logo' })).bytes;
        }),
    );

    routes.private(
      `DELETE /api/${type}s/:id/logo`,
      {
        summary: `Remove the ${type}'s logo (owner or admin)`,
        params: IdParams,
        response: { 200: OrganisationSettings, ...logoErrors },
      },
      ({ user, params }) => removeLogo(db, storage, user, type, params.id),
    );
  }

  // not the routes' one shape: a stored file streams out, or 304 answers an ETag already held
  app.get(
    '/api/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (public, no app key: docs/decisions/0008)',
        description:
          'A stored file by its key (`<sha256>-<size>.webp`: product images and logos), or a logo uploaded before logos moved to the file storage, by its id. Served with a year of caching; the ETag is the hash, and If-None-Match answers 304.',
        security: [],
        params: UploadParams,
        response: {
          200: z.unknown().describe('The image bytes, as image/webp (or, for old logos, image/jpeg or image/png)'),
          304: z.null().describe('Not modified: the ETag given is this file’s'),
          400: ErrorBody.describe('Neither a key nor a uuid'),
          404: ErrorBody.describe('No such upload'),
          500: ErrorBody.describe('Internal server error'),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      reply
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (isStorageKey(id)) {
        // the key starts with the hash of the bytes: the ETag needs no look-up, and a match needs no file
        const etag = `"${id.slice(0, id.indexOf('-'))}"`;
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        const file = await getStoredFile(storage, id);
        return reply.header('content-type', file.contentType).header('content-length', String(file.size)).send(file.stream);
      }
      const upload = await getDatabaseUpload(db, id);
      const etag = `"${upload.sha256}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return reply.header('content-type', upload.contentType).header('content-length', String(upload.size)).send(upload.bytes);
    },
  );
};
