import type { BusEventMap } from '@casino/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type RemoteFailure = BusEventMap['remote.loadFailed'];

/** Marks a module returned in place of a remote that could not be loaded. */
export interface UnavailableRemoteModule {
  unavailable: RemoteFailure;
}

export function isUnavailableRemoteModule(module: unknown): module is UnavailableRemoteModule {
  return typeof module === 'object' && module !== null && 'unavailable' in module;
}

/** Names the failure from the runtime's message, for the bus event and the event log. */
export function classifyRemoteFailure(message: string): RemoteFailure['reason'] {
  if (/HTTP 404/.test(message)) return 'notFound';
  // Network first: the runtime's RUNTIME-003 message names the `mf-manifest.json` URL, which
  // a loose /JSON/ would take for a parse error.
  if (/HTTP \d+|RUNTIME-008|Failed to fetch|NetworkError|ScriptNetworkError/i.test(message)) return 'network';
  if (/not a valid (module )?federation manifest|JSON\.parse|in JSON|Unexpected (token|end)/i.test(message)) {
    return 'badManifest';
  }
  if (/Loading chunk|ChunkLoadError/i.test(message)) return 'chunkLoad';
  if (/shared|version/i.test(message) && /RUNTIME-00[56]|satisf/i.test(message)) return 'incompatibleShared';
  if (/RUNTIME-003/.test(message)) return 'network';
  return 'unknown';
}

/**
 * Second failure layer (`errorLoadRemote`): once retries are spent, a remote that cannot load is
 * reported once and replaced by an "unavailable" module, so the host renders a fallback for that
 * remote only instead of an unhandled rejection.
 */
export function remoteFailurePlugin(
  onFailure: (failure: RemoteFailure) => void,
  remoteNameOf: (container: string) => string = (container) => container,
): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      // During manifest resolution a returned value would be taken as the manifest itself:
      // let the error travel up to the `onLoad` stage instead.
      if (lifecycle !== 'onLoad') return undefined;
      const message = error instanceof Error ? error.message : String(error);
      const container = id.split('/')[0] || id;
      const failure: RemoteFailure = {
        remote: remoteNameOf(container),
        reason: classifyRemoteFailure(message),
        message,
      };
      onFailure(failure);
      return { unavailable: failure } satisfies UnavailableRemoteModule;
    },
  };
}
