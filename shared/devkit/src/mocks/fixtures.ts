// Fixture builders typed by the contracts: each returns a complete, valid value of its contract
// type (a test checks every one against its zod schema), and takes the fields a test cares about.
// Values are fixed, so tests that use them are repeatable.
import {
  type ActivityIdsStore,
  type AppConfig,
  type Bank,
  type BankCard,
  type CoinDetailRow,
  type DepositCoupon,
  type DepositOrder,
  depositCouponTerms,
  type LoginResponse,
  type RechargeChannel,
  type RechargeItem,
  type RewardFlags,
  type UserInfo,
  type Withdrawal,
} from '@casino/contracts';
import type { AnswerOf } from './call-types';

type Routes = typeof import('@casino/contracts').apiRoutes;

/** The moment fixtures are dated at (any fixed instant keeps tests repeatable). */
export const fixtureTime = '2026-01-15T08:00:00.000Z';

/** A signed-in player with an account and a password, 1,000.00 in coin, VIP 0. */
export function aPlayer(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1001,
    uuid: '00000000-0000-4000-8000-000000001001',
    account: 'devplayer',
    accountType: 2,
    avatar: '',
    avatarOther: null,
    facebookAccount: null,
    googleAccount: null,
    lineAccount: null,
    facebookName: null,
    googleName: null,
    lineName: null,
    hasPassword: true,
    hasSafeboxPassword: false,
    hasKyc: false,
    hasUserOther: false,
    mobile: null,
    email: null,
    nickname: 'Dev Player',
    regPeriod: 0,
    pid: 0,
    vip: 0,
    vipExp: 0,
    userLevel: 1,
    coin: 100_000,
    lottery: 0,
    safebox: 0,
    totalRecharge: 0,
    bet: 0,
    exchange: 0,
    ...overrides,
  };
}

/** What refreshData answers: the player's balances and levels. */
export function aStanding(player: UserInfo = aPlayer()): AnswerOf<Routes['refreshData']> {
  const { coin, lottery, vip, vipExp, userLevel, bet, hasPassword } = player;
  return { coin, lottery, vip, vipExp, userLevel, bet, hasPassword };
}

/** What a sign-in answers (accountRegist, accountLogin, ...). */
export function aLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { token: 'mock-token', user: aPlayer(), ...overrides };
}

export function aRechargeChannel(overrides: Partial<RechargeChannel> = {}): RechargeChannel {
  return {
    id: 1,
    name: 'GCash',
    icon: '',
    sort: 1,
    minAmount: 10_000,
    minAmount2: 20_000,
    maxAmount: 5_000_000,
    isDefault: true,
    ...overrides,
  };
}

export function aRechargeItem(overrides: Partial<RechargeItem> = {}): RechargeItem {
  return { id: 1, price: 10_000, ...overrides };
}

const rechargeItems = [10_000, 20_000, 50_000, 100_000, 200_000].map((price, index) =>
  aRechargeItem({ id: index + 1, price }),
);

/** The app config with the reference API's seeded limits, one deposit channel and five amounts. */
export function anAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    lengthLimits: {
      account: { min: 6, max: 16 },
      username: { min: 2, max: 20 },
      password: { min: 6, max: 20 },
      smsCode: { min: 6, max: 6 },
      withdrawAccount: { min: 8, max: 30 },
    },
    proxy: { enabled: false, maxLevels: 1, commissionRates: [], minCommissionWithdrawal: 0 },
    rechargeTypeList: [aRechargeChannel()],
    rechargeItemList: rechargeItems,
    rechargeTypeItemMap: { 1: rechargeItems.map((item) => item.id) },
    rechargeBonusList: [],
    appVipMap: {
      0: { level: 0, name: 'VIP 0', experience: 0, betLimit: 0, dailyAward: [], showType: 1 },
    },
    gameList: [],
    gameTypeList: [],
    gameBrandList: [],
    gamePlatformList: [],
    gameTagList: [],
    activityConfigList: [],
    taskConfigList: [],
    jackpotConfigList: [],
    scratchCardConfigList: [],
    diamondConfigList: [],
    redPacketConfigList: [],
    newYearConfigList: [],
    christmasConfigList: [],
    agent5ConfigList: [],
    customerServiceList: [],
    faqList: [],
    theme: { themeDomian: '', themeJsonData: {}, themeName: 'default' },
    maintenance: { status: 0 },
    h5: { downloadUrl: '' },
    clientConfig: { lobbyBonusAmount: 0, tutorialVersion: 0, email: 'support@example.com' },
    feedbackConfig: { imagesLimit: 3 },
    gameShowNum: 6,
    minRechargeStatus: 0,
    smsCodeSendLimit: 5,
    h5ClientMode: 0,
    gameListVersion: '1',
    gameResourceUrl: '',
    appGenericImgList: [],
    ...overrides,
  };
}

/** No live activity (getActivityIds). */
export function anActivityList(overrides: Partial<ActivityIdsStore> = {}): ActivityIdsStore {
  return {
    activityMap: {},
    activityIds: [],
    hasTurntable: false,
    totalRecharge: 0,
    loginBonus3CanReceive: false,
    ...overrides,
  };
}

/** No red dot (activityGetStatusList). */
export function rewardFlags(overrides: Partial<RewardFlags> = {}): RewardFlags {
  return {
    spinAwardFlag: false,
    taskAwardFlag: false,
    agent5AwardFlag: false,
    vipAwardFlag: false,
    signInFlag: false,
    emailAwardFlag: false,
    canReceiveDrawChance: false,
    diamondMallRedDot: false,
    hasTask: false,
    hasMail: false,
    hasSignUpBonus: false,
    hasFund: false,
    hasAgent: false,
    hasFreeBonus: false,
    ...overrides,
  };
}

/** What a signed-in start restores (getAfterLoginInfoWeb). */
export function anAfterLoginInfo(
  overrides: Partial<AnswerOf<Routes['getAfterLoginInfoWeb']>> = {},
): AnswerOf<Routes['getAfterLoginInfoWeb']> {
  return {
    user: aPlayer(),
    gameLikes: [],
    gameHistory: [],
    gameLikeIds: [],
    inviteCode: 'DEV1001',
    aid: 0,
    activities: anActivityList(),
    ...overrides,
  };
}

export function aBank(overrides: Partial<Bank> = {}): Bank {
  return { id: 1, name: 'BDO', ...overrides };
}

export function aBankCard(overrides: Partial<BankCard> = {}): BankCard {
  return {
    id: 1,
    bankId: 1,
    bankName: 'BDO',
    holderName: 'Juan Dela Cruz',
    maskedAccountNumber: '**** 1234',
    isDefault: true,
    ...overrides,
  };
}

/** A deposit order waiting for its payment. */
export function aDepositOrder(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    orderNo: 'D202601150001',
    channelId: 1,
    amount: 10_000,
    expectedBonus: 0,
    bonusAmount: null,
    status: 'pending',
    createdAt: fixtureTime,
    paidAt: null,
    coupon: null,
    ...overrides,
  };
}

/**
 * A usable deposit coupon (getRechargeCoupons): general coupon 1010 unless `propId` says another,
 * with the terms its prop id gives (`depositCouponTerms`), one left, expiring a week after
 * `fixtureTime`.
 */
export function aDepositCoupon(overrides: Partial<DepositCoupon> = {}): DepositCoupon {
  const propId = overrides.propId ?? 1010;
  const terms = depositCouponTerms(propId);
  if (!terms) throw new Error(`Prop ${propId} is not a deposit coupon`);
  return {
    lotId: 1,
    propId,
    ...terms,
    remaining: 1,
    expiresAt: '2026-01-22T08:00:00.000Z',
    ...overrides,
  };
}

/** A withdrawal held until its payout. */
export function aWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    withdrawalNo: 'W202601150001',
    amount: 10_000,
    bankCardId: 1,
    status: 'held',
    createdAt: fixtureTime,
    settledAt: null,
    ...overrides,
  };
}

/** The deposit trade info (getRechargeInfo) of a player who never deposited. */
export function aRechargeInfo(
  overrides: Partial<AnswerOf<Routes['getRechargeInfo']>> = {},
): AnswerOf<Routes['getRechargeInfo']> {
  const channel = aRechargeChannel();
  return {
    appRechargeTypeMap: { [channel.id]: channel },
    appRechargeItemMap: Object.fromEntries(rechargeItems.map((item) => [item.id, item])),
    appRechargeTypeItemMap: { [channel.id]: rechargeItems.map((item) => item.id) },
    lastRechargeTypeId: null,
    totalRecharge: null,
    hash: null,
    minRechargeStatus: 0,
    rechargeBonusList: [],
    bonusStanding: { paidDeposits: 0, paidDepositsToday: 0, vip: 0, lastPaidAt: null },
    ...overrides,
  };
}

/** The withdraw page's standing (getExchange): 1,000.00, 800.00 withdrawable, one card. */
export function anExchangeInfo(
  overrides: Partial<AnswerOf<Routes['getExchange']>> = {},
): AnswerOf<Routes['getExchange']> {
  return {
    coin: 100_000,
    exchange: 80_000,
    wageringRemaining: 0,
    bet: 250_000,
    minWithdrawal: 10_000,
    maxWithdrawal: 5_000_000,
    held: 0,
    banks: [aBank(), aBank({ id: 2, name: 'BPI' })],
    cards: [aBankCard()],
    withdrawals: [],
    ...overrides,
  };
}

/** One coin movement (appUserCoinDetail). */
export function aCoinDetailRow(overrides: Partial<CoinDetailRow> = {}): CoinDetailRow {
  return {
    id: 1,
    kind: 'deposit',
    amount: 10_000,
    balanceAfter: 110_000,
    createdAt: fixtureTime,
    orderNo: 'D202601150001',
    status: 'paid',
    ...overrides,
  };
}
