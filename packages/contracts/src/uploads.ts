import { z } from 'zod';
import { Uuid } from './common';

/** Logos: JPEG, PNG or WebP, recognised from the file's bytes, at most 2 MB. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** the multipart/form-data field that carries the file of PUT /api/{venues|suppliers}/{id}/logo */
export const LOGO_FIELD = 'logo';

export const UploadParams = z.object({ id: Uuid });
