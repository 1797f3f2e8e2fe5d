import { z } from 'zod';

/** The closed set of error codes every API error carries. Statuses live in the server's one table. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'mfa_required',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'service_unavailable',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const FieldIssue = z.object({
  field: z.string().describe('dotted path of the offending field, e.g. pageSize or lines.0.qty'),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ErrorBody = z.object({
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
