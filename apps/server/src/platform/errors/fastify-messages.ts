import type { FastifyError, FastifyRequest } from 'fastify';

/** 1048576 → "1 MB", 65536 → "64 KB" */
export function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** What Fastify's own 4xx refusals tell the caller: its message, with the limit named where one applies. */
export function describeFastifyError(error: FastifyError, request: FastifyRequest): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return `The request body is larger than ${sizeText(request.routeOptions.bodyLimit)}: send less`;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'The Content-Type of the body is not accepted here: send application/json';
  return error.message;
}
