import { bus } from '@casino/bus';
import { apiRoutes, type UserInfo } from '@casino/contracts';
import { mockCall, mockCallError, rewardFlags } from '@casino/devkit/mocks';
import { sessionStore } from '@casino/platform';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import RebatePage from '../rebate-page';
import VipPage from '../vip-page';
import { api, renderAt, setUpVipBonus } from './vip-test-kit';

const coin = 2001;
const points = 2002;

function vipInfo(changes: { level?: number; claimed?: boolean; dailyClaimed?: boolean } = {}) {
  const level = changes.level ?? 1;
  return {
    level,
    experience: 1_200,
    nextLevel: { level: level + 1, experience: 5_000 },
    levels: [0, 1, 2].map((number) => ({
      level: number,
      levelUpBonus: number === 0 ? 0 : number * 500,
      levelUpBonusClaimed: number === 1 && (changes.claimed ?? false),
      signInAward: number === 0 ? [] : [{ propId: points, count: 5 * number }],
      rebateRates: [{ gameTypeId: 1, rateBp: 20 * (number + 1) }],
    })),
    daily: {
      awards: [
        { propId: coin, count: 100 },
        { propId: points, count: 10 },
      ],
      claimedToday: changes.dailyClaimed ?? false,
    },
    signIn: {
      awards: [
        { propId: points, count: 5 },
        { propId: 1010, count: 1 },
        { propId: 1305, count: 2 },
      ],
      claimedToday: true,
    },
    rebateClaimable: 0,
  };
}

const audit = {
  level: 1,
  betLimit: 100_000,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  periodStake: 30_000,
  remaining: 70_000,
  exempt: false,
  relegationLevel: 0,
};

beforeEach(async () => {
  await setUpVipBonus();
  sessionStore.setState({ token: 'token', user: { id: 7, coin: 10_000, vip: 1 } as UserInfo });
});
afterEach(cleanup);

/** The bus events a claim sends, recorded from now on. */
function recordBus() {
  const events: { name: string; payload: unknown }[] = [];
  const subscriptions = (['wallet.balanceChanged', 'overlay.open'] as const).map((name) =>
    bus.on(name).subscribe((payload) => events.push({ name, payload })),
  );
  return {
    events,
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}

describe('the VIP page', () => {
  it('shows the level, what is left to keep it, and claims the level-up bonus into the reward modal', async () => {
    let claimed = false;
    api.use(
      mockCall(apiRoutes.getVipInfo, () => vipInfo({ claimed })),
      mockCall(apiRoutes.getVipLevelAudit, () => audit),
      mockCall(apiRoutes.receiveVipBonusUser, ({ body: { level } }) => {
        claimed = true;
        return { awards: [{ propId: coin, count: level * 500 }], coin: 10_500 };
      }),
      mockCall(apiRoutes.activityGetStatusList, () => rewardFlags()),
    );
    renderAt('/vip', <VipPage />);
    const status = await screen.findByRole('region', { name: 'Your VIP level' });
    expect(within(status).getByText('VIP 1')).toBeTruthy();
    expect(within(status).getByText('1,200 / 5,000 XP')).toBeTruthy();
    expect(await screen.findByText(/Bet ₱700\.00 more by Nov 30, 2026 to keep VIP 1/)).toBeTruthy();
    // VIP 2's bonus is shown, locked; VIP 1's is claimable.
    expect(screen.getByText('Reach VIP 2')).toBeTruthy();

    const bus = recordBus();
    fireEvent.click(screen.getByRole('button', { name: 'Claim the VIP 1 bonus' }));
    await screen.findByText('VIP 2 level-up bonus');
    await expect.poll(() => screen.queryByRole('button', { name: 'Claim the VIP 1 bonus' })).toBeNull();
    bus.stop();
    expect(bus.events).toEqual([
      { name: 'wallet.balanceChanged', payload: { coin: 10_500, delta: 500 } },
      {
        name: 'overlay.open',
        payload: { id: 'host.reward', payload: { awards: [{ propId: coin, count: 500 }] } },
      },
    ]);
    expect(sessionStore.getState().user?.coin).toBe(10_500);
  });

  it('says a daily award is claimed already when the server says so, and shows it claimed after', async () => {
    let dailyClaimed = false;
    api.use(
      mockCall(apiRoutes.getVipInfo, () => vipInfo({ dailyClaimed })),
      mockCall(apiRoutes.getVipLevelAudit, () => audit),
    );
    renderAt('/vip', <VipPage />);
    const claim = await screen.findByRole('button', { name: 'Claim the daily award' });
    expect(screen.getByText('₱1.00 coins + 10 points')).toBeTruthy();
    // A coupon reads as what it pays (its prop id), its count as how many.
    expect(screen.getByText('5 points + 10% deposit coupon + 2 × ₱50.00 bonus coupon')).toBeTruthy();
    dailyClaimed = true;
    api.use(mockCallError(apiRoutes.appVipUserReceiveDaily, 1703, 'claimed'));
    fireEvent.click(claim);
    expect((await screen.findByRole('alert')).textContent).toContain('You have claimed this already.');
    // The page reads the awards again and shows the truth.
    await expect.poll(() => screen.queryByRole('button', { name: 'Claim the daily award' })).toBeNull();
    // Daily and sign-in awards both claimed today.
    expect(screen.getAllByText('Claimed today')).toHaveLength(2);
  });
});

describe('the rebate page', () => {
  it('claims one game type, and all at once', async () => {
    let slots = 260;
    let crash = 40;
    api.use(
      mockCall(apiRoutes.betBonus, () => ({
        list: [
          { gameTypeId: 1, gameTypeName: 'Slots', rateBp: 40, stake: 130_000, claimable: slots },
          { gameTypeId: 5, gameTypeName: 'Crash & Instant', rateBp: 40, stake: 10_000, claimable: crash },
        ],
        total: slots + crash,
      })),
      mockCall(apiRoutes.betBonusByTypeReceive, ({ body: { type } }) => {
        const amount = type === 5 ? crash : slots;
        if (type === 5) crash = 0;
        return { awards: [{ propId: coin, count: amount }], coin: 10_040 };
      }),
      mockCall(apiRoutes.betBonusReceive, () => {
        const amount = slots + crash;
        slots = 0;
        crash = 0;
        return { awards: [{ propId: coin, count: amount }], coin: 10_300 };
      }),
      mockCall(apiRoutes.activityGetStatusList, () => rewardFlags()),
    );
    renderAt('/vip/rebate', <RebatePage />);
    const total = await screen.findByRole('region', { name: 'Claimable now' });
    expect(within(total).getByText('₱3.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim Crash & Instant' }));
    await expect.poll(() => within(total).queryByText('₱2.60')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Claim all' }));
    await expect.poll(() => within(total).queryByText('₱0.00')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Claim all' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Claim Slots' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
