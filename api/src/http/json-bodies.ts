import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxJsonDepth, measureJsonDepth } from './body-checks.js';

/** Why a body nested too deep is refused; the error handler answers it as `body: <message>`. */
export const jsonTooDeepMessage = `nested deeper than ${maxJsonDepth} levels`;

/** A body the parser refuses: HTTP 400 outside `/api`, errcode 400 in an `/api` envelope. */
class JsonTooDeepError extends Error {
  override name = 'JsonTooDeepError';
  readonly statusCode = 400;
  constructor() {
    super(jsonTooDeepMessage);
  }
}

export function isJsonTooDeep(text: string): boolean {
  return measureJsonDepth(text, maxJsonDepth) > maxJsonDepth;
}

/**
 * Every `application/json` body the server parses (business calls, release routes, payment
 * callbacks, development routes) has its depth checked before it is parsed, then goes through
 * Fastify's own parser with its prototype-poisoning checks. Text/plain beacons are checked where
 * they are parsed (`api-calls.ts`).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, checkedJsonParser(app));
}

type StringBodyParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, body?: unknown) => void,
) => void;

/**
 * The depth check, then Fastify's own parser. `keepText` sees the body's text first (the payment
 * callbacks store its digest).
 */
export function checkedJsonParser(
  app: FastifyInstance,
  keepText?: (request: FastifyRequest, text: string) => void,
): StringBodyParser {
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const parseJson = app.getDefaultJsonParser(onProtoPoisoning ?? 'error', onConstructorPoisoning ?? 'error');
  return (request, body, done) => {
    keepText?.(request, body);
    if (isJsonTooDeep(body)) {
      done(new JsonTooDeepError(), undefined);
      return;
    }
    parseJson(request, body, done);
  };
}
