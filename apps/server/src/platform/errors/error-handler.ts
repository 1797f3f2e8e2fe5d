import type { ErrorBody, ErrorCode, FieldIssue } from '@tapline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { describeFastifyError } from './fastify-messages';
import { loggableError } from './loggable-error';
import { codeFromStatus, statusForCode } from './status-table';

const contextNames: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'path',
  headers: 'headers',
};

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown) {
  const body: ErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  return reply.status(statusForCode[code]).type('application/json; charset=utf-8').send(body);
}

function fieldFromInstancePath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)';
}

/**
 * One error model (docs/conventions.md, Errors): every failure leaves as `{error:{code,message,details?}}`,
 * never an HTML page or a stack trace. Unexpected failures are logged with the request id, without the values
 * the request carried (./loggable-error).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        field: fieldFromInstancePath(issue.instancePath),
        message: issue.message ?? 'is invalid',
      }));
      const where = contextNames[String(error.validationContext)] ?? 'input';
      const appError = AppError.validation(issues, where);
      return sendError(reply, appError.code, appError.message, issues);
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: loggableError(error), issues: error.cause.issues.map(({ path, code, message }) => ({ path, code, message })) },
        'response failed its contract',
      );
      return sendError(reply, 'internal', 'Internal server error');
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return sendError(reply, status === 503 ? 'service_unavailable' : 'internal', 'Internal server error');
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type): its message is safe to show.
    if (status === 429 && 'retryAfter' in error) {
      return sendError(reply, 'rate_limited', error.message);
    }
    return sendError(reply, codeFromStatus(status), describeFastifyError(error as FastifyError, request));
  });
}
