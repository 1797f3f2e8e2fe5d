import { z } from 'zod';
import { text, Uuid } from './common';

/** Logos: JPEG, PNG or WebP, recognised from the file's bytes, at most 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** the multipart/form-data field that carries the file of PUT /api/{venues|suppliers}/{id}/logo */
export const LOGO_FIELD = 'logo';

/**
 * `{id}` of GET /api/uploads/{id}: a stored file's key (`<sha256>-<size>.webp`) or, for a logo uploaded before
 * product images came, the uploads row's uuid.
 */
export const UploadParams = z.object({
  id: z.union([text().regex(/^[0-9a-f]{64}-[a-z]+\.webp$/, 'must be an upload key or id'), Uuid]),
});
