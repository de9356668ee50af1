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
/** Every other release call carries a few names and numbers (a host release: its `provides` map). */
const releaseBodyLimitBytes = 64 * 1024;
/**
 * Publish bodies received at once: each may hold 64 MB as text and again parsed, so this bounds
 * what uploads can take of the server's memory (CI publishes the remotes one after another).
 */
const maxUploadsInFlight = 2;

declare module 'fastify' {
  interface FastifyInstance {
    /** Publish bodies being received or handled right now (at most `maxUploadsInFlight`). */
    releaseUploadsInFlight(): number;
  }
}

/** How each kind of release refusal answers, here and in the operator console's release routes. */
export const releaseRefusals: Record<ReleaseErrorKind, { status: number; code: number }> = {
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

/**
 * A refusal sent before the body is read closes the connection after it: otherwise Node would
 * read (and throw away) the rest of a body that may be 64 MB, to keep the connection alive.
 */
function refuseUnread(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  kind?: ReleaseErrorKind,
) {
  return refuse(reply.header('connection', 'close'), status, code, message, kind);
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
 * <RELEASE_TOKEN>`; with no token configured the endpoint answers 403 to everything. The token is
 * checked in `onRequest`, before the body is read, so an unauthorised upload costs no memory.
 */
export function registerReleaseRoutes(app: FastifyInstance, settings: ReleaseRouteSettings): void {
  const { storeDir, token } = settings;
  let uploadsInFlight = 0;
  app.decorate('releaseUploadsInFlight', () => uploadsInFlight);

  async function authorise(request: FastifyRequest, reply: FastifyReply) {
    if (!token) {
      return refuseUnread(
        reply,
        403,
        errorCodes.releaseDisabled,
        'The release endpoint is off: RELEASE_TOKEN is not set',
      );
    }
    const sent = readBearerToken(request.headers.authorization);
    if (!sent || !timingSafeEqual(digest(sent), digest(token))) {
      return refuseUnread(reply, 401, errorCodes.releaseUnauthorized, 'A valid release token is required');
    }
  }

  /** Runs after `authorise`: only an operator's uploads take one of the places. */
  async function claimUploadPlace(_request: FastifyRequest, reply: FastifyReply) {
    if (uploadsInFlight >= maxUploadsInFlight) {
      return refuseUnread(
        reply,
        503,
        errorCodes.releaseLocked,
        `${maxUploadsInFlight} uploads are being received: try again when one has finished`,
        'locked',
      );
    }
    uploadsInFlight += 1;
    // 'close' comes once the answer is sent or the connection is gone, whichever happens.
    reply.raw.once('close', () => {
      uploadsInFlight -= 1;
    });
  }

  function handle(operation: Operation) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
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
        const { status, code } = releaseRefusals[error.kind];
        return refuse(reply, status, code, error.message, error.kind);
      }
    };
  }

  const options = { onRequest: authorise, bodyLimit: releaseBodyLimitBytes };
  app.get(
    '/api/release/status',
    options,
    handle(() => releaseStatus(storeDir)),
  );
  app.post(
    '/api/release/publish',
    { onRequest: [authorise, claimUploadPlace], bodyLimit: publishBodyLimitBytes },
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
    options,
    handle((body) => publishHostRelease(parseHostRelease(body.release, 'release'), storeDir)),
  );
  app.post(
    '/api/release/rollback',
    options,
    handle((body) => rollbackRemote(text(body, 'remote'), storeDir, { to: optionalText(body, 'to') })),
  );
  app.post(
    '/api/release/canary',
    options,
    handle((body) =>
      startCanary(text(body, 'remote'), text(body, 'version'), number(body, 'percent'), storeDir),
    ),
  );
  app.post(
    '/api/release/promote',
    options,
    handle((body) => promoteCanary(text(body, 'remote'), storeDir)),
  );
  app.post(
    '/api/release/abort',
    options,
    handle((body) => abortCanary(text(body, 'remote'), storeDir)),
  );
  app.post(
    '/api/release/prune',
    options,
    handle((body) =>
      pruneRemote(text(body, 'remote'), storeDir, {
        keep: body.keep === undefined ? undefined : number(body, 'keep'),
      }),
    ),
  );
}
