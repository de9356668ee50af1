import { describe, expect, it } from 'vitest';
import { appPaths } from '../app-paths';

describe('appPaths', () => {
  it("builds the wallet's deposit tab, with Back to the opener on request", () => {
    expect(appPaths.deposit()).toBe('/wallets?name=deposit');
    expect(appPaths.deposit({ back: true })).toBe('/wallets?name=deposit&back=1');
    expect(appPaths.withdraw()).toBe('/wallets?name=withdraw');
  });

  it('builds the login page: the account tab and an encoded way back', () => {
    expect(appPaths.login()).toBe('/auth/login');
    expect(appPaths.login({ account: true })).toBe('/auth/login?type=account');
    expect(appPaths.login({ account: true, redirect: '/wallets?name=deposit&back=1' })).toBe(
      '/auth/login?type=account&redirect=%2Fwallets%3Fname%3Ddeposit%26back%3D1',
    );
    expect(new URLSearchParams(appPaths.login({ redirect: '/vip?x=1' }).split('?')[1]).get('redirect')).toBe(
      '/vip?x=1',
    );
  });

  it('builds the game start page for a game', () => {
    expect(appPaths.gameStart({ gameId: 42 })).toBe('/game/start?gameId=42');
  });
});
