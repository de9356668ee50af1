// The wallet alone (`pnpm --filter @casino/remote-wallet start`): the dev kit plays the host, with
// the wallet's shortcuts for what a game or the payout provider would do on the reference API.
import { apiRoutes } from '@casino/contracts';
import { createDevApp, devApiPost } from '@casino/devkit';
import { callApi } from '@casino/platform';
import plugin from '../src/plugin';
import { walletMocks } from './mock-api';

async function decideLatestPayout(outcome: 'settled' | 'rejected') {
  const { withdrawals } = await callApi(apiRoutes.getExchange, {});
  const held = withdrawals.find((withdrawal) => withdrawal.status === 'held');
  if (!held) throw new Error('No withdrawal is waiting for its payout.');
  await devApiPost(`wallet/payouts/${held.withdrawalNo}`, { outcome });
}

void createDevApp({
  plugin,
  mocks: walletMocks(),
  actions: [
    {
      label: 'Play a round (bet 100.00, win 50.00)',
      needsPlayer: true,
      run: () => devApiPost('wallet/play-round', { bet: 10_000, win: 5_000 }),
    },
    { label: 'Settle payout', needsPlayer: true, run: () => decideLatestPayout('settled') },
    { label: 'Reject payout', needsPlayer: true, run: () => decideLatestPayout('rejected') },
  ],
});
