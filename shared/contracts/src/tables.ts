/** The value type of a `const` lookup table. */
type ValueOf<T> = T[keyof T];

/** Inclusive prop-id ranges of everything an award can be (spec 3); single ids have `min === max`. */
export const propIdRanges = {
  /** Value is a percentage. */
  generalCoupon: { min: 1001, max: 1099 },
  /** Value is a percentage. */
  fixedCoupon: { min: 1201, max: 1299 },
  /** Value is an amount of coin. */
  giveCoupon: { min: 1301, max: 1399 },
  coin: { min: 2001, max: 2001 },
  points: { min: 2002, max: 2002 },
  liveness: { min: 4001, max: 4001 },
  /** A jackpot prize paid as a count of the awarded prop. */
  jackpotCount: { min: 50000, max: 50000 },
  jackpotMega: { min: 50001, max: 50001 },
  jackpotMajor: { min: 50002, max: 50002 },
  jackpotMinor: { min: 50003, max: 50003 },
  jackpotMini: { min: 50004, max: 50004 },
  diamond: { min: 60001, max: 60001 },
  diamondCoupon: { min: 100001, max: 100005 },
  lotteryCoupon: { min: 110001, max: 110005 },
} as const;

/** What a prop id stands for. */
export type PropKind = keyof typeof propIdRanges;

const propKindEntries = Object.entries(propIdRanges) as [PropKind, { min: number; max: number }][];

/** The kind of a prop id, or `undefined` for an id outside every range of spec 3. */
export function propKindOf(propId: number): PropKind | undefined {
  return propKindEntries.find(([, range]) => propId >= range.min && propId <= range.max)?.[0];
}

/** Social identity providers and the `socialType` each travels as (spec 3). */
export const socialLoginTypes = { facebook: 3, line: 4, google: 5 } as const;
export type SocialLoginType = ValueOf<typeof socialLoginTypes>;
export type SocialProvider = keyof typeof socialLoginTypes;

/** How a phone or account login proves the player (spec 3). */
export const loginTypes = { phone: 1, account: 2, phoneWithoutOtp: 3 } as const;
export type LoginType = ValueOf<typeof loginTypes>;

/** What an SMS code is requested for (spec 3). */
export const authModes = { register: 0, bind: 1, forget: 2, loginAndRegister: 3 } as const;
export type AuthMode = ValueOf<typeof authModes>;

/**
 * How an account was opened (our design for the spec's `accountType`): phone or account as in
 * `loginTypes`, social sign-ups with their `socialLoginTypes` id.
 */
export const accountTypes = { phone: 1, account: 2, facebook: 3, line: 4, google: 5 } as const;
export type AccountType = ValueOf<typeof accountTypes>;

/** Activity type ids, named as in spec 3. */
export const activityTypeIds = {
  Bind: 4,
  VIP: 8,
  points: 9,
  SignUpBonus: 15,
  Fund: 16,
  LadderRecharge: 17,
  InviteUserSpin: 20,
  FollowRewards: 21,
  RedPacket: 22,
  FreeLoginBonus: 23,
  Notice: 25,
  Agent: 26,
  AccumulatedRecharge: 28,
  OutLink: 29,
  Supply: 30,
  AgentCount: 31,
  Download: 32,
  WeekendLottery: 33,
  Festival: 35,
  FreeSign: 36,
  Christmas: 37,
  NewYear: 38,
  FirstCharge: 39,
  InviteFriend1: 40,
  Agent5: 41,
  Tasks: 42,
  ContinuousRecharge: 43,
  FirstDeposit: 44,
  vipRebate: 45,
  LuckyJackpot: 47,
  homeGuide: 48,
  vipTask: 49,
  Rank: 50,
  SlotsHack: 51,
  Lottery: 55,
  RedPKBlue: 59,
  FirstDepositTips: 60,
  Live: 61,
  Tasks1: 10000,
} as const;
export type ActivityTypeName = keyof typeof activityTypeIds;
export type ActivityTypeId = ValueOf<typeof activityTypeIds>;

/** Values of an activity entry's `type`: 1 shows it as a startup popup (spec 3). */
export const activityDisplayTypes = { popup: 1 } as const;

/** What tapping an activity does with its `clickAction` (our design; the spec does not show it). */
export const activityClickTypes = { none: 0, openPath: 1, openExternalUrl: 2, startGame: 3 } as const;
export type ActivityClickType = ValueOf<typeof activityClickTypes>;

/** Values of a customer service entry's `itemType`: 1 is the online chat (spec 3). */
export const customerServiceItemTypes = { onlineService: 1 } as const;

/** Values of the app config's `h5ClientMode`: 1 shows the Philippine age and regulatory notice (spec 1; 0 is our design). */
export const h5ClientModes = { standard: 0, philippinesRegulated: 1 } as const;
export type H5ClientMode = ValueOf<typeof h5ClientModes>;

/** Values of a jackpot result's `type`: 2 is a jackpot prize, which goes on to the wheel (spec 3). */
export const jackpotResultTypes = { jackpotPrize: 2 } as const;

/**
 * The draw's own error codes (spec 8: each shows its translated message with the code; any other
 * code a generic one). Meanings are our design (ADR 0036).
 */
export const jackpotDrawErrorCodes = {
  /** No received draw chance left. */
  noDrawChance: 1001,
  /** The LuckyJackpot activity is off or outside its dates. */
  activityOff: 1002,
  /** Another draw of this player, or a payout from the same tier, is in progress: try again. */
  poolBusy: 1003,
  /** The player has drawn the most a UTC day allows. */
  dailyDrawLimit: 1004,
} as const;

/** Recharge bonus types (spec 3: 1 to 13). */
export const rechargeBonusTypes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type RechargeBonusType = (typeof rechargeBonusTypes)[number];

/** VIP colour theme keys picked by a VIP level's `showType` (spec 3 and 9: 1 to 6). */
export const vipColourThemes = [1, 2, 3, 4, 5, 6] as const;
export type VipColourTheme = (typeof vipColourThemes)[number];

/** Named routes (spec 2); the jackpot bubble shows on exactly these pages. */
export const routeNames = [
  'index',
  'member',
  'vip-level',
  'agent',
  'game-start',
  'bonus-event',
  'bonus-tasks',
  'bonus-reward',
  'bonus-record',
] as const;
export type RouteName = (typeof routeNames)[number];
