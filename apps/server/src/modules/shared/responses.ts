import { ErrorBody } from '@tapline/contracts';

/** The error answers every public read route can give, declared for OpenAPI. */
export const publicErrorResponses = {
  400: ErrorBody.describe('A query or path value is invalid; details name the field'),
  401: ErrorBody.describe('The x-functions-key header is missing or wrong'),
  404: ErrorBody.describe('Not found'),
  500: ErrorBody.describe('Internal server error'),
} as const;
