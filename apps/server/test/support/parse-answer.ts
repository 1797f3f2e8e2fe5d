import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ErrorBody } from '@tapline/contracts';

/**
 * An answer as the web app reads it: the status first (its body shown when it differs), then the body parsed
 * with the route's contract, so a test reads typed fields and a body that broke its contract fails here.
 */
export function parseAnswer<Schema extends z.ZodType>(response: LightMyRequestResponse, status: number, schema: Schema): z.infer<Schema> {
  expect(response.statusCode, `answer ${response.body.slice(0, 500)}`).toBe(status);
  return schema.parse(response.json());
}

/** An error answer: the status, then `{error:{code,message,details?}}` parsed with the error contract. */
export function parseError(response: LightMyRequestResponse, status: number): ErrorBody['error'] {
  return parseAnswer(response, status, ErrorBody).error;
}
