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

/** form fields besides the file (ignored, but bounded) */
const MAX_FIELDS = 5;

const logoErrors = {
  400: ErrorBody.describe('The file is missing, empty, or not a JPEG, PNG or WebP image (details name logo), or the form is malformed or cut short'),
  ...privateErrorResponses,
  403: ErrorBody.describe('A member without the owner or admin role'),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
  413: ErrorBody.describe('The file is larger than 2 MB (details name logo), or the form has more than one file or too many fields'),
  415: ErrorBody.describe('The body is not multipart/form-data'),
} as const;

export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // one file, a few small fields at most (they are not used); the file is bounded while it streams in
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: 1024 } });

  /**
   * The bytes of the `logo` field, at most 2 MB. The whole body is read: a file over the limit, a second file,
   * too many parts or a body cut short is refused (413 or 400), never stored truncated (issue 9, defect 1).
   */
  async function readLogo(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) {
      throw new AppError('unsupported_media_type', `Send the logo as multipart/form-data, in the field ${LOGO_FIELD}`, [
        { field: LOGO_FIELD, message: 'is required' },
      ]);
    }
    let logo: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== LOGO_FIELD) {
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        // busboy marks the stream truncated without an error when the limit falls between two chunks
        if (part.file.truncated) throw logoTooLarge();
        logo = bytes;
      }
    } catch (error) {
      throw multipartError(error);
    }
    if (!logo) throw AppError.validation([{ field: LOGO_FIELD, message: `is required: attach ${LOGO_TYPES_TEXT} as the field ${LOGO_FIELD}` }], 'upload');
    return logo;
  }

  /** the multipart plugin's and busboy's refusals, in the error model */
  function multipartError(error: unknown): unknown {
    if (error instanceof AppError) return error;
    const errors = app.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) return logoTooLarge();
    if (error instanceof errors.FilesLimitError) {
      return new AppError('payload_too_large', `Send one file only, in the field ${LOGO_FIELD}`, [{ field: LOGO_FIELD, message: 'must be the only file' }]);
    }
    if (error instanceof errors.PartsLimitError || error instanceof errors.FieldsLimitError) {
      return new AppError('payload_too_large', `The form has too many parts: send the file ${LOGO_FIELD} and at most ${MAX_FIELDS} other fields`);
    }
    const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
    if (status === undefined || status === 400) {
      // busboy's own errors carry no status: a body cut short, a missing boundary, a malformed part header
      const reason = error instanceof Error ? error.message : String(error);
      return new AppError('bad_request', `The multipart/form-data body is malformed or incomplete (${reason}): send the whole form again`);
    }
    return error;
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
