import {
  abortCanary,
  promoteCanary,
  pruneRemote,
  ReleaseError,
  releaseStatus,
  rollbackRemote,
  startCanary,
} from '@casino/release';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorEnvelope } from '../../http/api-calls.js';
import { releaseRefusals } from '../release/release-routes.js';
import { describeChange } from './operator-access.js';
import type { OperatorRouteTools } from './operator-account-routes.js';

const remoteParams = z.strictObject({ remote: z.string().regex(/^[a-z][a-z0-9-]{0,40}$/) });
const rollbackBody = z.strictObject({ to: z.string().max(64).optional() });
const pruneBody = z.strictObject({ keep: z.int().min(1).max(50).optional() });
/** A published version for a share of devices; 100 % is a promotion, not a canary. */
const canaryBody = z.strictObject({ version: z.string().min(1).max(64), percent: z.int().min(1).max(99) });

/**
 * Releases for the release role (ADR 0043): every remote's active version, canary and history, and
 * the buttons squads do not press: rollback, a canary of an already published version, its
 * promotion or abort, prune. The same operations as
 * the release tool (`@casino/release`), on the store this server serves; publishing stays the
 * squads' CLI. Each change is audited with the registry entry before and after.
 */
export function registerOperatorReleaseRoutes(
  scope: FastifyInstance,
  { parse, answer, storeDir }: Pick<OperatorRouteTools, 'parse' | 'answer'> & { storeDir: string },
): void {
  const entryOf = async (remote: string) => (await releaseStatus(storeDir)).remotes[remote] ?? null;

  /** Runs a release operation for the remote in the path, answering release refusals as the release API does. */
  const change =
    (operation: (remote: string, request: FastifyRequest) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { remote } = parse(remoteParams, request.params, 'params');
      const before = await entryOf(remote);
      try {
        const result = await operation(remote, request);
        describeChange(request, {
          target: `remote=${remote}`,
          before: before && { version: before.version, canary: before.canary ?? null },
          after: result,
        });
        return answer(reply, result);
      } catch (error) {
        if (!(error instanceof ReleaseError)) throw error;
        const { status, code } = releaseRefusals[error.kind];
        return reply
          .status(status)
          .header('cache-control', 'no-store')
          .send(errorEnvelope('errcode', code, error.message));
      }
    };

  scope.get('/api/operator/v1/releases', async (_request, reply) =>
    answer(reply, await releaseStatus(storeDir)),
  );
  scope.post(
    '/api/operator/v1/releases/:remote/rollback',
    change((remote, request) =>
      rollbackRemote(remote, storeDir, { to: parse(rollbackBody, request.body ?? {}, 'body').to }),
    ),
  );
  scope.post(
    '/api/operator/v1/releases/:remote/canary',
    change((remote, request) => {
      const { version, percent } = parse(canaryBody, request.body ?? {}, 'body');
      return startCanary(remote, version, percent, storeDir);
    }),
  );
  scope.post(
    '/api/operator/v1/releases/:remote/promote',
    change((remote) => promoteCanary(remote, storeDir)),
  );
  scope.post(
    '/api/operator/v1/releases/:remote/abort',
    change((remote) => abortCanary(remote, storeDir)),
  );
  scope.post(
    '/api/operator/v1/releases/:remote/prune',
    change((remote, request) =>
      pruneRemote(remote, storeDir, { keep: parse(pruneBody, request.body ?? {}, 'body').keep }),
    ),
  );
}
