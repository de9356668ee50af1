import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RegistryRemotes } from '../registry';
import { isUnderPrefix, resolveRouteOwner } from '../route-ownership';

const hostPaths = [
  '/',
  '/about-us',
  '/download',
  '/faq',
  '/maintenance',
  '/privacy-policy',
  '/terms-of-use',
  '/auth/login',
  '/auth/accountLogin',
  '/auth/bind',
  '/auth/forget',
  '/auth/register',
  '/auth/set-password',
  '/game/search',
  '/game/start',
  '/service',
  '/service/vip',
];

/** The registry entries `npm start` publishes, read from each remote's package.json. */
function registryFromPackages(): RegistryRemotes {
  const remotesDir = path.resolve(__dirname, '../../../../remotes');
  const names = ['wallet', 'activities', 'jackpot', 'vip-bonus', 'agent', 'member'];
  return Object.fromEntries(
    names.map((name) => {
      const { version, casino } = JSON.parse(
        readFileSync(path.join(remotesDir, name, 'package.json'), 'utf8'),
      );
      return [name, { version, manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`, ...casino }];
    }),
  );
}

describe('isUnderPrefix', () => {
  it('matches the prefix itself and paths below it, segment by segment', () => {
    expect(isUnderPrefix('/wallets', '/wallets')).toBe(true);
    expect(isUnderPrefix('/wallets/record', '/wallets')).toBe(true);
    expect(isUnderPrefix('/walletsx', '/wallets')).toBe(false);
  });
});

describe('resolveRouteOwner', () => {
  const remotes = registryFromPackages();
  const owner = (routePath: string) => {
    const resolved = resolveRouteOwner(routePath, hostPaths, remotes);
    return resolved.kind === 'remote' ? resolved.remote : resolved.kind;
  };

  it('gives the host its own pages', () => {
    for (const hostPath of hostPaths) expect(owner(hostPath)).toBe('host');
  });

  it('gives the jackpot remote /activity/jackpot although activities owns /activity', () => {
    expect(owner('/activity/jackpot')).toBe('jackpot');
    expect(owner('/activity/spin')).toBe('activities');
  });

  it('ignores a trailing slash', () => {
    expect(owner('/about-us/')).toBe('host');
    expect(owner('/wallets/')).toBe('wallet');
  });

  it('finds no owner for an unknown path', () => {
    expect(owner('/no/such/path')).toBe('none');
    expect(owner('/auth/unknown')).toBe('none');
  });
});
