import type { RegistryRemotes } from './registry';

export type RouteOwner = { kind: 'host' } | { kind: 'remote'; remote: string } | { kind: 'none' };

/** True when `path` is `prefix` or lies below it (`/wallets` owns `/wallets/record`, not `/walletsx`). */
export function isUnderPrefix(path: string, prefix: string): boolean {
  if (prefix === '/') return true;
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/**
 * Which part owns a path: host routes first, then the remote with the longest matching
 * route prefix (so jackpot's `/activity/jackpot` beats activities' `/activity`).
 */
export function resolveRouteOwner(
  path: string,
  hostPaths: readonly string[],
  remotes: RegistryRemotes,
): RouteOwner {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (hostPaths.includes(normalized)) return { kind: 'host' };
  let best: { remote: string; length: number } | undefined;
  for (const [remote, entry] of Object.entries(remotes)) {
    for (const prefix of entry.routePrefixes) {
      if (isUnderPrefix(normalized, prefix) && (!best || prefix.length > best.length)) {
        best = { remote, length: prefix.length };
      }
    }
  }
  return best ? { kind: 'remote', remote: best.remote } : { kind: 'none' };
}
