import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform';

export interface FileRule {
  /** the form field that carries the file */
  field: string;
  maxBytes: number;
  /** what the file is, for messages: "logo", "image" */
  what: string;
  /** the small text fields read beside the file (others are ignored, but bounded) */
  textFields?: readonly string[];
}

/** form fields besides the file, at most (each at most 1 KB) */
const MAX_FORM_FIELDS = 5;

export const IMAGE_TYPES_TEXT = 'a JPEG, PNG or WebP image';

export function megabytes(bytes: number): string {
  return `${bytes / (1024 * 1024)} MB`;
}

function fileTooLarge(rule: Pick<FileRule, 'field' | 'maxBytes' | 'what'>): AppError {
  const limit = megabytes(rule.maxBytes);
  return new AppError('payload_too_large', `The ${rule.what} is larger than ${limit}: choose a smaller image`, [
    { field: rule.field, message: `must be at most ${limit}` },
  ]);
}

/** the limits @fastify/multipart is registered with: one file of at most `maxBytes`, a few small fields */
export function multipartLimits(maxBytes: number) {
  return { fileSize: maxBytes, files: 1, fields: MAX_FORM_FIELDS, parts: MAX_FORM_FIELDS + 1, fieldSize: 1024 };
}

/**
 * Collects a file stream's bytes into one buffer: sized from the request's Content-Length when it has one (a
 * browser's FormData always does), so each byte is copied once and the file is held once; a chunked request's
 * chunks are joined at the end instead. Never more than `maxBytes` are kept.
 */
async function collect(stream: AsyncIterable<Buffer>, contentLength: number | undefined, maxBytes: number): Promise<Buffer> {
  if (contentLength === undefined) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    return Buffer.concat(chunks);
  }
  // the file is at most the body (the rest is boundaries and headers) and at most the limit
  const target = Buffer.allocUnsafe(Math.min(contentLength, maxBytes));
  let length = 0;
  for await (const chunk of stream) {
    const room = target.length - length;
    chunk.copy(target, length, 0, Math.min(chunk.length, room));
    length += Math.min(chunk.length, room);
  }
  return target.subarray(0, length);
}

/**
 * The one file of a multipart/form-data request and its text fields. The whole body is read: a file over the
 * limit, a second file, too many parts or a body cut short is refused (413 or 400), never kept truncated.
 * The file's name and declared type are ignored: the caller looks at the bytes.
 */
export async function readMultipartFile(
  app: FastifyInstance,
  request: FastifyRequest,
  rule: FileRule,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', `Send the ${rule.what} as multipart/form-data, in the field ${rule.field}`, [
      { field: rule.field, message: 'is required' },
    ]);
  }
  const declared = Number(request.headers['content-length']);
  const contentLength = Number.isSafeInteger(declared) && declared > 0 ? declared : undefined;
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (rule.textFields?.includes(part.fieldname) && typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rule.field) {
        part.file.resume();
        continue;
      }
      const collected = await collect(part.file, contentLength, rule.maxBytes);
      // busboy marks the stream truncated without an error when the limit falls between two chunks
      if (part.file.truncated) throw fileTooLarge(rule);
      bytes = collected;
    }
  } catch (error) {
    throw multipartError(app, rule, error);
  }
  if (!bytes)
    throw AppError.validation(
      [{ field: rule.field, message: `is required: attach ${IMAGE_TYPES_TEXT} as the field ${rule.field}` }],
      'upload',
    );
  if (bytes.length === 0) throw AppError.validation([{ field: rule.field, message: `is empty: choose ${IMAGE_TYPES_TEXT}` }], 'upload');
  return { bytes, fields };
}

/** the multipart plugin's and busboy's refusals, in the error model */
function multipartError(app: FastifyInstance, rule: FileRule, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const errors = app.multipartErrors;
  if (error instanceof errors.RequestFileTooLargeError) return fileTooLarge(rule);
  if (error instanceof errors.FilesLimitError) {
    return new AppError('payload_too_large', `Send one file only, in the field ${rule.field}`, [
      { field: rule.field, message: 'must be the only file' },
    ]);
  }
  if (error instanceof errors.PartsLimitError || error instanceof errors.FieldsLimitError) {
    return new AppError(
      'payload_too_large',
      `The form has too many parts: send the file ${rule.field} and at most ${MAX_FORM_FIELDS} other fields`,
    );
  }
  const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
  if (status === undefined || status === 400) {
    // busboy's own errors carry no status: a body cut short, a missing boundary, a malformed part header
    const reason = error instanceof Error ? error.message : String(error);
    return new AppError('bad_request', `The multipart/form-data body is malformed or incomplete (${reason}): send the whole form again`);
  }
  return error;
}
