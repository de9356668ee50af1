import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appPaths } from '@casino/contracts';
import type { RemotePlugin } from '@casino/platform';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RegistryRemotes } from '../../federation/registry';
import { resolveRouteOwner } from '../../federation/route-ownership';
import { hostPaths, hostRoutes } from '../host-routes';

// Contract test: every route of spec section 2 reaches the owner of ARCHITECTURE.md's table,
// and that owner declares it (with the spec's guard and route name).
const remotesDir = path.resolve(__dirname, '../../../../remotes');
const remoteNames = ['wallet', 'activities', 'jackpot', 'vip-bonus', 'agent', 'member'] as const;

const registry: RegistryRemotes = Object.fromEntries(
  remoteNames.map((name) => {
    const { version, casino } = JSON.parse(readFileSync(path.join(remotesDir, name, 'package.json'), 'utf8'));
    return [name, { version, manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`, ...casino }];
  }),
);

async function plugins(): Promise<Record<string, RemotePlugin>> {
  const loaded = await Promise.all(
    remoteNames.map(async (name) => [
      name,
      (await import(`../../../../remotes/${name}/src/plugin.ts`)).default,
    ]),
  );
  return Object.fromEntries(loaded);
}

const specRoutes: [path: string, owner: string][] = [
  ['/', 'host'],
  ['/about-us', 'host'],
  ['/download', 'host'],
  ['/faq', 'host'],
  ['/maintenance', 'host'],
  ['/points', 'activities'],
  ['/privacy-policy', 'host'],
  ['/terms-of-use', 'host'],
  ['/rank', 'activities'],
  ['/share', 'agent'],
  ['/reward/record', 'activities'],
  ['/auth/login', 'host'],
  ['/auth/accountLogin', 'host'],
  ['/auth/bind', 'host'],
  ['/auth/forget', 'host'],
  ['/auth/register', 'host'],
  ['/auth/set-password', 'host'],
  ['/activity/bank', 'activities'],
  ['/activity/first-deposit', 'activities'],
  ['/activity/follow', 'activities'],
  ['/activity/jackpot', 'jackpot'],
  ['/activity/live', 'activities'],
  ['/activity/slotshack', 'activities'],
  ['/activity/spin', 'activities'],
  ['/activity/lottery', 'activities'],
  ['/activity/lottery/history', 'activities'],
  ['/activity/lottery/order', 'activities'],
  ['/activity/lottery/product', 'activities'],
  ['/activity/lottery/record', 'activities'],
  ['/activity/lottery/rule', 'activities'],
  ['/activity/redpkblue', 'activities'],
  ['/activity/redpkblue/rule', 'activities'],
  ['/activity/sign-in', 'activities'],
  ['/activity/sign-in/rule', 'activities'],
  ['/agent', 'agent'],
  ['/agent/rule', 'agent'],
  ['/bonus', 'vip-bonus'],
  ['/bonus/event', 'vip-bonus'],
  ['/bonus/rebate', 'vip-bonus'],
  ['/bonus/record', 'vip-bonus'],
  ['/bonus/reward', 'vip-bonus'],
  ['/bonus/tasks', 'vip-bonus'],
  ['/bonus/vip', 'vip-bonus'],
  ['/email', 'member'],
  ['/email/detail', 'member'],
  ['/feedback', 'member'],
  ['/feedback/record', 'member'],
  ['/feedback/record/42', 'member'],
  ['/game/search', 'host'],
  ['/game/start', 'host'],
  ['/member', 'member'],
  ['/member/games', 'member'],
  ['/member/profile', 'member'],
  ['/member/profile/info', 'member'],
  ['/member/profile/kyc', 'member'],
  ['/member/report', 'member'],
  ['/member/retrieve-balance', 'member'],
  ['/member/self-limited', 'member'],
  ['/service', 'host'],
  ['/service/vip', 'host'],
  ['/vip', 'vip-bonus'],
  ['/vip/level', 'vip-bonus'],
  ['/vip/rebate', 'vip-bonus'],
  ['/vip/rebate/record', 'vip-bonus'],
  ['/wallets', 'wallet'],
  ['/wallets/card/edit', 'wallet'],
  ['/wallets/card/list', 'wallet'],
  ['/wallets/record', 'wallet'],
  ['/withdrawal/bank', 'wallet'],
];

const specRouteNames: Record<string, string> = {
  index: '/',
  member: '/member',
  'vip-level': '/vip/level',
  agent: '/agent',
  'game-start': '/game/start',
  'bonus-event': '/bonus/event',
  'bonus-tasks': '/bonus/tasks',
  'bonus-reward': '/bonus/reward',
  'bonus-record': '/bonus/record',
};

function routeFor(routePath: string, owners: Record<string, RemotePlugin>) {
  const resolved = resolveRouteOwner(routePath, hostPaths, registry);
  if (resolved.kind === 'host')
    return { owner: 'host', route: hostRoutes.find((route) => route.path === routePath) };
  if (resolved.kind === 'none') return { owner: 'none', route: undefined };
  const route = owners[resolved.remote]?.routes.find((candidate) =>
    matchPath({ path: candidate.path, end: true }, routePath),
  );
  return { owner: resolved.remote, route };
}

describe('the route table', () => {
  it('sends every route of the spec to its owner, which declares it', async () => {
    const owners = await plugins();
    for (const [routePath, expectedOwner] of specRoutes) {
      const { owner, route } = routeFor(routePath, owners);
      expect(owner, routePath).toBe(expectedOwner);
      expect(route, `${routePath} is declared by ${owner}`).toBeDefined();
    }
  });

  it('gives the spec route names to the right paths', async () => {
    const owners = await plugins();
    for (const [name, routePath] of Object.entries(specRouteNames)) {
      expect(routeFor(routePath, owners).route?.name, name).toBe(name);
    }
  });

  it('guards the login-only pages with auth and the lottery and rank pages with auth-activity', async () => {
    const owners = await plugins();
    for (const routePath of [
      '/activity/bank',
      '/activity/redpkblue',
      '/email',
      '/member',
      '/wallets',
      '/wallets/card/edit',
      '/withdrawal/bank',
      '/game/start',
    ]) {
      expect(routeFor(routePath, owners).route?.guard, routePath).toBe('auth');
    }
    for (const routePath of ['/activity/lottery', '/activity/lottery/rule', '/rank']) {
      expect(routeFor(routePath, owners).route?.guard, routePath).toBe('auth-activity');
    }
  });

  it('leads every appPaths entry to a route its owner declares and accepts', async () => {
    const owners = await plugins();
    // One set of arguments fits every builder: each takes the options it knows.
    const sampleOptions = { back: true, account: true, redirect: '/vip', gameId: 42 };
    for (const [name, build] of Object.entries(appPaths)) {
      const url = new URL(
        (build as (options: typeof sampleOptions) => string)(sampleOptions),
        'https://app.test',
      );
      const { owner, route } = routeFor(url.pathname, owners);
      expect(route, `appPaths.${name}: ${url.pathname} is declared by ${owner}`).toBeDefined();
      const params = matchPath({ path: route?.path ?? '', end: true }, url.pathname)?.params ?? {};
      // Host routes validate the query, remote routes the match.
      const accepted =
        owner === 'host'
          ? (hostRoutes.find((host) => host.path === url.pathname)?.validate?.(url.searchParams) ?? true)
          : ((route as RemotePlugin['routes'][number]).validate?.({ params, search: url.searchParams }) ??
            true);
      expect(accepted, `appPaths.${name}`).toBe(true);
    }
  });

  it('finds no owner for a path outside the spec', () => {
    expect(resolveRouteOwner('/no/such/path', hostPaths, registry).kind).toBe('none');
  });
});
