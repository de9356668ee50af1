import { createHash, timingSafeEqual } from 'node:crypto';
import {
  abortCanary,
  parseHostRelease,
  promoteCanary,
  pruneRemote,
  publishHostRelease,
  publishUpload,
  ReleaseError,
  type ReleaseErrorKind,
  releaseStatus,
  rollbackRemote,
  startCanary,
} from '@casino/release';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, successEnvelope } from '../../http/api-calls.js';
import { errorCodes } from '../../http/api-error.js';
import { readBearerToken } from '../../http/session.js';

export interface ReleaseRouteSettings {
  storeDir: string;
  /** The bearer token operators and CI send; undefined switches the endpoint off. */
  token: string | undefined;
}

/** A remote build (a few hundred KB, base64 in JSON) fits with a wide margin. */
const publishBodyLimitBytes = 64 * 1024 * 1024;

const refusals: Record<ReleaseErrorKind, { status: number; code: number }> = {
  invalid: { status: 400, code: errorCodes.releaseInvalid },
  notFound: { status: 404, code: errorCodes.releaseNotFound },
  exists: { status: 409, code: errorCodes.releaseExists },
  incompatible: { status: 409, code: errorCodes.releaseIncompatible },
  conflict: { status: 409, code: errorCodes.releaseConflict },
  locked: { status: 503, code: errorCodes.releaseLocked },
};

const digest = (value: string) => createHash('sha256').update(value).digest();

function refuse(reply: FastifyReply, status: number, code: number, message: string, kind?: ReleaseErrorKind) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ ...errorEnvelope('errcode', code, message), ...(kind ? { kind } : {}) });
}

type Body = Record<string, unknown>;
type Operation = (body: Body) => Promise<unknown>;

function text(body: Body, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '')
    throw new ReleaseError('invalid', `${field}: expected a string`);
  return value;
}

function optionalText(body: Body, field: string): string | undefined {
  return body[field] === undefined ? undefined : text(body, field);
}

function number(body: Body, field: string): number {
  const value = body[field];
  if (typeof value !== 'number') throw new ReleaseError('invalid', `${field}: expected a number`);
  return value;
}

/**
 * The release tool over HTTP for automation (`casino-release --server`): the same operations as
 * the CLI against the store this server serves. Every call needs `Authorization: Bearer
 * <RELEASE_TOKEN>`; with no token configured the endpoint answers 403 to everything.
 */
export function registerReleaseRoutes(app: FastifyInstance, settings: ReleaseRouteSettings): void {
  const { storeDir, token } = settings;

  function handle(operation: Operation) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!token) {
        return refuse(
          reply,
          403,
          errorCodes.releaseDisabled,
          'The release endpoint is off: RELEASE_TOKEN is not set',
        );
      }
      const sent = readBearerToken(request.headers.authorization);
      if (!sent || !timingSafeEqual(digest(sent), digest(token))) {
        return refuse(reply, 401, errorCodes.releaseUnauthorized, 'A valid release token is required');
      }
      const body = (request.body ?? {}) as Body;
      if (typeof body !== 'object' || Array.isArray(body)) {
        return refuse(reply, 400, errorCodes.releaseInvalid, 'body: expected a JSON object');
      }
      try {
        const data = await operation(body);
        request.log.info({ release: request.url, data }, 'release operation');
        return reply.header('cache-control', 'no-store').send(successEnvelope('errcode', data));
      } catch (error) {
        if (!(error instanceof ReleaseError)) throw error;
        const { status, code } = refusals[error.kind];
        return refuse(reply, status, code, error.message, error.kind);
      }
    };
  }

  app.get(
    '/api/release/status',
    handle(() => releaseStatus(storeDir)),
  );
  app.post(
    '/api/release/publish',
    { bodyLimit: publishBodyLimitBytes },
    handle((body) =>
      publishUpload(
        {
          files: body.files,
          canaryPercent: body.canaryPercent === undefined ? undefined : number(body, 'canaryPercent'),
          skipPublished: body.skipPublished === true,
        },
        storeDir,
      ),
    ),
  );
  app.post(
    '/api/release/publish-host',
    handle((body) => publishHostRelease(parseHostRelease(body.release, 'release'), storeDir)),
  );
  app.post(
    '/api/release/rollback',
    handle((body) => rollbackRemote(text(body, 'remote'), storeDir, { to: optionalText(body, 'to') })),
  );
  app.post(
    '/api/release/canary',
    handle((body) =>
      startCanary(text(body, 'remote'), text(body, 'version'), number(body, 'percent'), storeDir),
    ),
  );
  app.post(
    '/api/release/promote',
    handle((body) => promoteCanary(text(body, 'remote'), storeDir)),
  );
  app.post(
    '/api/release/abort',
    handle((body) => abortCanary(text(body, 'remote'), storeDir)),
  );
  app.post(
    '/api/release/prune',
    handle((body) =>
      pruneRemote(text(body, 'remote'), storeDir, {
        keep: body.keep === undefined ? undefined : number(body, 'keep'),
      }),
    ),
  );
}
