import { loadRegistry } from '../federation/registry';

export const registryUrl = process.env.REGISTRY_URL ?? '/registry.json';

/** (Re)loads the registry; failures are shown by the routes that need it, never thrown. */
export function reloadRegistry(): void {
  loadRegistry(registryUrl).catch(() => undefined);
}
