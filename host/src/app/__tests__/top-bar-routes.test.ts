import type { RemotePlugin } from '@casino/platform';
import { describe, expect, it } from 'vitest';
import { tabs } from '../app-frame';
import { hostRoutes } from '../host-routes';

// Spec 2 says only that many pages hide the top navigation bar; the route table is that list
// (ADR 0054): the top bar stands over the bottom tabs' own pages and no other. Pages follow the
// table (`ShellTopBarContext`), so a page under the top bar never draws a second header.
const remoteNames = ['wallet', 'activities', 'jackpot', 'vip-bonus', 'agent', 'member'] as const;

async function remoteRoutes(): Promise<{ path: string; hideNav?: boolean }[]> {
  const plugins: RemotePlugin[] = await Promise.all(
    remoteNames.map(async (name) => (await import(`../../../../remotes/${name}/src/plugin.ts`)).default),
  );
  return plugins.flatMap((plugin) => plugin.routes);
}

const tabRoots = tabs.map((tab) => new URL(tab.href, 'https://casino.test').pathname);

describe('the top bar, by the route table', () => {
  it('has one tab root per bottom tab: Home, Promotions, Deposit, Invite and Me', () => {
    expect(tabRoots).toEqual(['/', '/bonus', '/wallets', '/agent', '/member']);
  });

  it('shows over each tab root and hides on every other route, host and remote alike', async () => {
    const routes = [...hostRoutes, ...(await remoteRoutes())];
    for (const tabRoot of tabRoots) {
      expect(routes.filter((route) => route.path === tabRoot).length, tabRoot).toBe(1);
    }
    const underTopBar = routes.filter((route) => !route.hideNav).map((route) => route.path);
    expect(underTopBar.sort()).toEqual([...tabRoots].sort());
  });
});
