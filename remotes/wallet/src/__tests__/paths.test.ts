import { appPaths } from '@casino/contracts';
import { expect, it } from 'vitest';
import { appPathOrNull, walletPaths, withChosenCard } from '../paths';

it("the contracts' paths into the wallet are the wallet's own", () => {
  expect(appPaths.deposit()).toBe(walletPaths.wallets('deposit'));
  expect(appPaths.deposit({ back: true })).toBe(walletPaths.wallets('deposit', { back: true }));
  expect(appPaths.withdraw()).toBe(walletPaths.wallets('withdraw'));
});

it('returns from the card page only to a path of this app, with the saved card chosen', () => {
  expect(walletPaths.cardAdd({ returnTo: '/withdrawal/bank' })).toBe(
    '/wallets/card/edit?returnTo=%2Fwithdrawal%2Fbank',
  );
  expect(walletPaths.cardAdd({ kind: 'ewallet' })).toBe('/wallets/card/edit?kind=ewallet');
  expect(walletPaths.cardAdd()).toBe('/wallets/card/edit');
  expect(appPathOrNull('/withdrawal/bank')).toBe('/withdrawal/bank');
  expect(appPathOrNull('/withdrawal/bank?card=3')).toBe('/withdrawal/bank?card=3');
  for (const unsafe of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
    '/a b',
    null,
  ]) {
    expect(appPathOrNull(unsafe), String(unsafe)).toBeNull();
  }
  expect(withChosenCard('/withdrawal/bank', 12)).toBe('/withdrawal/bank?card=12');
  expect(withChosenCard('/withdrawal/bank?card=3&x=1', 12)).toBe('/withdrawal/bank?card=12&x=1');
});
