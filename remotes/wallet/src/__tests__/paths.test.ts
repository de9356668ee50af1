import { appPaths } from '@casino/contracts';
import { expect, it } from 'vitest';
import { walletPaths } from '../paths';

it("the contracts' paths into the wallet are the wallet's own", () => {
  expect(appPaths.deposit()).toBe(walletPaths.wallets('deposit'));
  expect(appPaths.deposit({ back: true })).toBe(walletPaths.wallets('deposit', { back: true }));
  expect(appPaths.withdraw()).toBe(walletPaths.wallets('withdraw'));
});
