import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describe, expect, it, vi } from 'vitest';
import {
  classifyRemoteFailure,
  isUnavailableRemoteModule,
  type RemoteFailure,
  remoteFailurePlugin,
} from '../remote-failure-plugin';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];
type Lifecycle = ErrorLoadRemoteArgs['lifecycle'];

function setUp() {
  const failures: RemoteFailure[] = [];
  const plugin = remoteFailurePlugin((failure) => failures.push(failure));
  const fail = async (id: string, error: unknown, lifecycle: Lifecycle = 'onLoad') => {
    const hook = plugin.errorLoadRemote;
    if (!hook) throw new Error('the plugin has no errorLoadRemote hook');
    const args = { id, error, lifecycle, from: 'runtime', origin: {} } as unknown as ErrorLoadRemoteArgs;
    return await hook(args);
  };
  return { failures, fail };
}

describe('classifyRemoteFailure', () => {
  it.each([
    ['HTTP 404 for https://casino.example/remotes/wallet/9.9.9/mf-manifest.json', 'notFound'],
    ['HTTP 503 for https://casino.example/remotes/wallet/1.0.0/mf-manifest.json', 'network'],
    [
      '[ Federation Runtime ]: #RUNTIME-003 manifestUrl: /remotes/wallet/1.0.0/mf-manifest.json TypeError: Failed to fetch',
      'network',
    ],
    ['Unexpected token < in JSON at position 0', 'badManifest'],
    ['Unexpected end of JSON input', 'badManifest'],
    [
      '"/remotes/wallet/1.0.0/manifest" is not a valid federation manifest for remote "wallet"',
      'badManifest',
    ],
    ['Loading chunk 512 failed.', 'chunkLoad'],
    ['ChunkLoadError: Loading chunk wallet_page failed', 'chunkLoad'],
    ['[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008', 'network'],
    ['TypeError: Failed to fetch', 'network'],
    ['NetworkError when attempting to fetch resource.', 'network'],
    ['HTTP 503 for https://casino.example/registry', 'network'],
    ['Something odd happened', 'unknown'],
  ] as const)('classifies "%s" as %s', (message, reason) => {
    expect(classifyRemoteFailure(message)).toBe(reason);
  });

  it("tells a missing manifest from an unreachable one inside the runtime's RUNTIME-003 wrapper", () => {
    const wrapped = (original: string) =>
      `[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nOriginal Error Message:\n ${original}`;
    expect(classifyRemoteFailure(wrapped('Error: HTTP 404 for /remotes/wallet/1.0.0/mf-manifest.json'))).toBe(
      'notFound',
    );
    expect(classifyRemoteFailure(wrapped('TypeError: Failed to fetch'))).toBe('network');
  });
});

describe('remoteFailurePlugin', () => {
  it('reports a manifest that answers 404 once, as notFound for the remote, and returns an unavailable module', async () => {
    const { failures, fail } = setUp();
    const error = new Error('HTTP 404 for https://casino.example/remotes/wallet/9.9.9/mf-manifest.json');

    const module = await fail('wallet/plugin', error);

    const expected: RemoteFailure = { remote: 'wallet', reason: 'notFound', message: error.message };
    expect(failures).toEqual([expected]);
    expect(module).toEqual({ unavailable: expected });
    expect(isUnavailableRemoteModule(module)).toBe(true);
  });

  it('reports a manifest that is not JSON as badManifest', async () => {
    const { failures, fail } = setUp();

    const module = await fail('jackpot/plugin', new SyntaxError('Unexpected token < in JSON at position 0'));

    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ remote: 'jackpot', reason: 'badManifest' });
    expect(module).toMatchObject({ unavailable: { remote: 'jackpot', reason: 'badManifest' } });
  });

  it('reports a manifest without the federation fields as badManifest', async () => {
    const { failures, fail } = setUp();

    await fail('member/plugin', new Error('"/remotes/member/1.0.0/x" is not a valid federation manifest'));

    expect(failures.map((failure) => failure.reason)).toEqual(['badManifest']);
  });

  it('reports a remote entry script that would not load as network', async () => {
    const { failures, fail } = setUp();
    const error = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');

    const module = await fail('agent/plugin', error);

    expect(failures).toEqual([{ remote: 'agent', reason: 'network', message: error.message }]);
    expect(isUnavailableRemoteModule(module)).toBe(true);
  });

  it('reports a failed fetch as network, and accepts errors that are not Error objects', async () => {
    const { failures, fail } = setUp();

    await fail('wallet/plugin', 'TypeError: Failed to fetch');

    expect(failures).toEqual([
      { remote: 'wallet', reason: 'network', message: 'TypeError: Failed to fetch' },
    ]);
  });

  it.each(['beforeRequest', 'beforeLoadShare', 'afterResolve'] as const)(
    'returns nothing and reports nothing during %s, so the error travels on to onLoad',
    async (lifecycle) => {
      const { failures, fail } = setUp();

      const result = await fail('wallet/plugin', new Error('HTTP 404 for /mf-manifest.json'), lifecycle);

      expect(result).toBeUndefined();
      expect(failures).toEqual([]);
    },
  );

  it('reports each failed load exactly once', async () => {
    const onFailure = vi.fn();
    const hook = remoteFailurePlugin(onFailure).errorLoadRemote;
    if (!hook) throw new Error('the plugin has no errorLoadRemote hook');
    const args = (lifecycle: Lifecycle) =>
      ({
        id: 'wallet/plugin',
        error: new Error('Failed to fetch'),
        lifecycle,
        from: 'runtime',
        origin: {},
      }) as unknown as ErrorLoadRemoteArgs;

    await hook(args('afterResolve'));
    await hook(args('onLoad'));

    expect(onFailure).toHaveBeenCalledOnce();
  });
});

describe('isUnavailableRemoteModule', () => {
  it('recognises only the marker module, not a real plugin module or nothing', () => {
    expect(
      isUnavailableRemoteModule({ unavailable: { remote: 'wallet', reason: 'network', message: '' } }),
    ).toBe(true);
    expect(isUnavailableRemoteModule({ default: { routes: [] } })).toBe(false);
    expect(isUnavailableRemoteModule(undefined)).toBe(false);
    expect(isUnavailableRemoteModule(null)).toBe(false);
  });
});
