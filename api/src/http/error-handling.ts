import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from './api-calls.js';
import { ApiError, errorCodes } from './api-error.js';

/** Fastify's own refusals of a body, mapped to our codes and a message naming the problem. */
export function describeFastifyError(error: FastifyError): { code: number; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: errorCodes.payloadTooLarge, message: 'body: too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: errorCodes.unsupportedContentType, message: 'Content-Type must be application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: errorCodes.invalidRequest, message: 'body: empty, expected a JSON object' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: errorCodes.invalidRequest, message: `body: ${error.message}` };
    default:
      // JSON syntax errors and prototype-poisoning refusals arrive as plain 400s.
      return error.statusCode === 400
        ? { code: errorCodes.invalidRequest, message: `body: ${error.message}` }
        : null;
  }
}

/**
 * SQLSTATE class 22 ("data exception": a number out of range, a bad date, text the column cannot
 * hold) means a value from the request did not fit its column: the contract let through more than
 * the storage takes. The caller gets a clear refusal; the log keeps the detail so the contract can
 * be tightened.
 */
export const storageRangeMessage = 'body: a value is out of the range the server stores';

function isDataException(error: Error): boolean {
  const sqlState = (error as { code?: unknown }).code;
  return typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState) && 'severity' in error;
}

/**
 * API errors answer HTTP 200 with the code in the envelope (the client reads `errcode`/`code`,
 * spec 7); only a bug in the server answers 5xx. Outside `/api` errors stay plain HTTP.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: Error, request, reply) => {
    const statusCode = (error as FastifyError).statusCode;
    if (!request.url.startsWith('/api/')) {
      // A directory without an index (`/remotes/`) is refused by the static server with 403:
      // answer plain 404 so the layout of the store is not revealed.
      if (statusCode === 403) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      const status = statusCode && statusCode >= 400 ? statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .status(status)
        .type('text/plain; charset=utf-8')
        .send(status >= 500 ? 'Internal error' : error.message);
    }
    const envelope = request.routeOptions.config?.envelope ?? 'errcode';
    reply.header('cache-control', 'no-store');
    if (error instanceof ApiError) {
      return reply.status(200).send(errorEnvelope(envelope, error.code, error.message, error.data));
    }
    const refusal = describeFastifyError(error as FastifyError);
    if (refusal) return reply.status(200).send(errorEnvelope(envelope, refusal.code, refusal.message));
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'a request value did not fit the database');
      return reply.status(200).send(errorEnvelope(envelope, errorCodes.invalidRequest, storageRangeMessage));
    }
    request.log.error({ err: error }, 'API call failed');
    return reply
      .status(500)
      .send(errorEnvelope(envelope, errorCodes.internalError, 'Internal error, please try again later'));
  });
}

/** The answer to an `/api` path that names no call (or a GET on a POST call). */
export function answerUnknownCall(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .send(
      errorEnvelope(
        'errcode',
        errorCodes.unknownCall,
        `No call ${request.method} ${request.url.split('?')[0]}`,
      ),
    );
}
