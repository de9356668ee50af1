import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  abortCanary,
  type HostPublishResult,
  type PruneResult,
  type PublishOptions,
  type PublishResult,
  promoteCanary,
  pruneRemote,
  publishHost,
  publishRemote,
  releaseStatus,
  rollbackRemote,
  startCanary,
} from './operations';
import type { RegistryDocument } from './registry-file';
import { readBuiltHost, readBuiltRemote } from './release-description';
import { ReleaseError, type ReleaseErrorKind } from './release-error';
import { bundleFolder, unpackBundle } from './upload-bundle';

/** The release operations, against a store folder or a running deployment's HTTP endpoint. */
export interface ReleaseBackend {
  publish(dir: string, options: Omit<PublishOptions, 'now'>): Promise<PublishResult>;
  publishHost(dir: string): Promise<HostPublishResult>;
  rollback(name: string, to?: string): Promise<{ name: string; version: string; from: string }>;
  canary(
    name: string,
    version: string,
    percent: number,
  ): Promise<{ name: string; version: string; percent: number }>;
  promote(name: string): Promise<{ name: string; version: string }>;
  abort(name: string): Promise<{ name: string; version: string }>;
  prune(name: string, keep?: number): Promise<PruneResult>;
  status(): Promise<RegistryDocument>;
}

export function storeBackend(storeDir: string): ReleaseBackend {
  return {
    publish: (dir, options) => publishRemote(dir, storeDir, options),
    publishHost: (dir) => publishHost(dir, storeDir),
    rollback: (name, to) => rollbackRemote(name, storeDir, { to }),
    canary: (name, version, percent) => startCanary(name, version, percent, storeDir),
    promote: (name) => promoteCanary(name, storeDir),
    abort: (name) => abortCanary(name, storeDir),
    prune: (name, keep) => pruneRemote(name, storeDir, { keep }),
    status: () => releaseStatus(storeDir),
  };
}

/** The body of a publish over HTTP: the build's files, and the publish options. */
export interface PublishRequest extends Omit<PublishOptions, 'now'> {
  files: unknown;
}

/** Publishes an uploaded build: unpacked into a private temporary folder, then published from it. */
export async function publishUpload(request: PublishRequest, storeDir: string): Promise<PublishResult> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'casino-release-upload-'));
  try {
    await unpackBundle(request.files, uploadDir);
    return await publishRemote(uploadDir, storeDir, {
      canaryPercent: request.canaryPercent,
      skipPublished: request.skipPublished,
    });
  } finally {
    await rm(uploadDir, { recursive: true, force: true });
  }
}

interface Envelope<T> {
  errcode: number;
  msg: string;
  data: T;
  kind?: ReleaseErrorKind;
}

/** The same operations against `/api/release/*` of a running deployment, with a bearer token. */
export function httpBackend(serverUrl: string, token: string): ReleaseBackend {
  async function call<T>(method: 'GET' | 'POST', operation: string, body?: unknown): Promise<T> {
    const response = await fetch(new URL(`/api/release/${operation}`, serverUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new ReleaseError(
        'invalid',
        `${serverUrl} answered HTTP ${response.status} without a release answer`,
      );
    }
    if (!response.ok || envelope.errcode !== 0) {
      throw new ReleaseError(envelope.kind ?? 'invalid', `${envelope.msg} (HTTP ${response.status})`);
    }
    return envelope.data;
  }
  return {
    async publish(dir, options) {
      const remote = await readBuiltRemote(dir);
      return call('POST', 'publish', { ...options, files: await bundleFolder(remote.distDir) });
    },
    async publishHost(dir) {
      return call('POST', 'publish-host', { release: await readBuiltHost(dir) });
    },
    rollback: (remote, to) => call('POST', 'rollback', { remote, to }),
    canary: (remote, version, percent) => call('POST', 'canary', { remote, version, percent }),
    promote: (remote) => call('POST', 'promote', { remote }),
    abort: (remote) => call('POST', 'abort', { remote }),
    prune: (remote, keep) => call('POST', 'prune', { remote, keep }),
    status: () => call('GET', 'status'),
  };
}
