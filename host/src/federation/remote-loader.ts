import { type RemotePlugin, registerNamespace } from '@casino/platform';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createStore } from 'zustand/vanilla';
import type { RegistryRemote } from './registry';
import { isUnavailableRemoteModule, type RemoteFailure } from './remote-failure-plugin';

/** The Module Federation container name of a remote (`vip-bonus` -> `vip_bonus`), as built. */
function containerName(remote: string): string {
  return remote.replace(/[^a-zA-Z0-9_]/g, '_');
}

export class RemoteUnavailableError extends Error {
  constructor(readonly failure: RemoteFailure) {
    super(`The ${failure.remote} section could not be loaded (${failure.reason}): ${failure.message}`);
    this.name = 'RemoteUnavailableError';
  }
}

const registered = new Map<string, string>();
const remoteByContainer = new Map<string, string>();

/** The registry name of a container (`vip_bonus` -> `vip-bonus`), for reports. */
export function remoteNameOfContainer(container: string): string {
  return remoteByContainer.get(container) ?? container;
}
const pluginLoads = new Map<string, Promise<RemotePlugin>>();

/**
 * The version of each remote this page is running (its plugin loaded). A page keeps the version
 * it loaded, whatever the registry says later; the next page load gets the registry's.
 */
export const runningRemoteVersions = createStore<Record<string, string>>(() => ({}));

/** True once a remote's plugin is loading or loaded on this page: its version is then fixed. */
export function isRemoteLoaded(remote: string): boolean {
  return pluginLoads.has(remote);
}

function register(remote: string, entry: RegistryRemote, force: boolean): void {
  const manifestUrl = new URL(entry.manifestUrl, window.location.href).href;
  if (!force && registered.get(remote) === manifestUrl) return;
  registerRemotes([{ name: containerName(remote), entry: manifestUrl }], {
    force: force || registered.has(remote),
  });
  remoteByContainer.set(containerName(remote), remote);
  registered.set(remote, manifestUrl);
}

/**
 * Loads a remote's plugin module on first need and keeps it. A failed load is not kept, so the
 * next call (the fallback's Retry) starts afresh with `force`, which clears the runtime's
 * cached manifest and entry.
 */
export function loadRemotePlugin(remote: string, entry: RegistryRemote): Promise<RemotePlugin> {
  const cached = pluginLoads.get(remote);
  if (cached) return cached;
  const retrying = registered.has(remote);
  register(remote, entry, retrying);
  const load = loadRemote<{ default: RemotePlugin }>(`${containerName(remote)}/plugin`).then(
    async (module) => {
      if (isUnavailableRemoteModule(module))
        throw new RemoteUnavailableError({ ...module.unavailable, remote });
      if (!module?.default) {
        throw new RemoteUnavailableError({
          remote,
          reason: 'unknown',
          message: 'The plugin module is empty',
        });
      }
      await addTranslations(module.default);
      runningRemoteVersions.setState({ [remote]: entry.version });
      return module.default;
    },
  );
  pluginLoads.set(remote, load);
  load.catch(() => pluginLoads.delete(remote));
  return load;
}

/**
 * Adds the remote's namespace in the current locale before its first page or overlay renders (a
 * language switch later loads the new locale's bundle); a failure leaves keys showing, not a
 * broken page.
 */
async function addTranslations(plugin: RemotePlugin): Promise<void> {
  try {
    await registerNamespace(plugin.i18n.namespace, plugin.i18n.load);
  } catch {
    // The page still works; the next load of the remote tries again.
  }
}
