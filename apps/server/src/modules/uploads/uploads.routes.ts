import multipart from '@fastify/multipart';
import { ErrorBody, IdParams, LOGO_FIELD, LOGO_MAX_BYTES, OrganisationSettings, UploadParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../auth/api-auth';
import { AppError } from '../../errors/app-error';
import { getUpload, LOGO_TYPES_TEXT, logoTooLarge, removeLogo, replaceLogo } from './uploads.service';
import { privateErrorResponses, privateSecurity } from '../shared/responses';

const logoErrors = {
  400: ErrorBody.describe('The file is missing, empty, or not a JPEG, PNG or WebP image (details name logo)'),
  ...privateErrorResponses,
  403: ErrorBody.describe('A member without the owner or admin role'),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
  413: ErrorBody.describe('The file is larger than 2 MB (details name logo)'),
  415: ErrorBody.describe('The body is not multipart/form-data'),
} as const;

export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // parts beyond the one file are refused; the file itself is bounded while it streams in
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  /** the bytes of the `logo` field, at most 2 MB */
  async function readLogo(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) {
      throw new AppError('unsupported_media_type', `Send the logo as multipart/form-data, in the field ${LOGO_FIELD}`, [
        { field: LOGO_FIELD, message: 'is required' },
      ]);
    }
    const file = await request.file();
    if (!file || file.fieldname !== LOGO_FIELD) {
      throw AppError.validation([{ field: LOGO_FIELD, message: `is required: attach ${LOGO_TYPES_TEXT} as the field ${LOGO_FIELD}` }], 'upload');
    }
    try {
      return await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw logoTooLarge();
      throw error;
    }
  }

  for (const type of ['venue', 'supplier'] as const) {
    app.put(
      `/api/${type}s/:id/logo`,
      {
        schema: {
          tags: ['settings'],
          summary: `Replace the ${type}'s logo (owner or admin)`,
          description: `multipart/form-data with one file in the field \`${LOGO_FIELD}\`: ${LOGO_TYPES_TEXT} (recognised from its bytes), at most 2 MB. Answers the settings with the new logoUrl (/api/uploads/{id}).`,
          consumes: ['multipart/form-data'],
          security: privateSecurity,
          params: IdParams,
          response: { 200: OrganisationSettings, ...logoErrors },
        },
      },
      async (request) => replaceLogo(db, await requireUser(request), type, request.params.id, () => readLogo(request)),
    );

    app.delete(
      `/api/${type}s/:id/logo`,
      {
        schema: {
          tags: ['settings'],
          summary: `Remove the ${type}'s logo (owner or admin)`,
          security: privateSecurity,
          params: IdParams,
          response: { 200: OrganisationSettings, ...logoErrors },
        },
      },
      async (request) => removeLogo(db, await requireUser(request), type, request.params.id),
    );
  }

  app.get(
    '/api/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image (public, no app key: docs/decisions/0008)',
        security: [],
        params: UploadParams,
        response: {
          200: z.unknown().describe('The image bytes, as image/jpeg, image/png or image/webp'),
          400: ErrorBody.describe('The id is not a uuid'),
          404: ErrorBody.describe('No such upload'),
          500: ErrorBody.describe('Internal server error'),
        },
      },
    },
    async (request, reply) => {
      const upload = await getUpload(db, request.params.id);
      return reply
        .header('content-type', upload.contentType)
        .header('content-length', String(upload.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${upload.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(upload.bytes);
    },
  );
};
