import { z } from 'zod';
import { errorCodes } from './wire';

/** The closed set of error codes every API error carries (`wire.ts`). */
export { errorCodes };
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
