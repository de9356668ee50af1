import {
  type AccountType,
  type SocialLoginType,
  socialLoginTypes,
  type UserInfo,
  withdrawableAmount,
} from '@casino/contracts';
import type { Queryable } from '../../db/database.js';

/** Reads a player's coin balance in hundredths: injected, the ledger (the wallet module) owns balances. */
export type BalanceOf = (userId: number) => Promise<number>;

interface UserRow {
  id: number;
  uuid: string;
  account: string | null;
  password_hash: string | null;
  account_type: AccountType;
  nickname: string;
  avatar: string;
  avatar_other: string | null;
  mobile: string | null;
  email: string | null;
  safebox_password_hash: string | null;
  kyc_verified_at: Date | null;
  user_other: unknown;
  inviter_id: number | null;
  vip: number;
  vip_exp: number;
  user_level: number;
  bet_total: number;
  lottery: number;
  total_recharge: number;
  registered_at: Date;
  wagering_remaining: number;
  safebox: number;
}

const userColumns = `id, uuid, account, password_hash, account_type, nickname, avatar, avatar_other, mobile, email,
  safebox_password_hash,
  kyc_verified_at, user_other, inviter_id, vip, vip_exp, user_level, bet_total, lottery, total_recharge, registered_at,
  coalesce((SELECT remaining FROM wagering_requirements WHERE user_id = users.id), 0) AS wagering_remaining,
  coalesce((SELECT balance FROM ledger_accounts WHERE owner_user_id = users.id AND kind = 'safebox'), 0) AS safebox`;

interface SocialIdentityRow {
  social_type: SocialLoginType;
  subject: string;
  email: string | null;
  display_name: string | null;
}

/** `googleAccount` / `googleName` and the others: the linked identity's email (else its subject) and name. */
function socialFields(identities: SocialIdentityRow[]) {
  const of = (type: SocialLoginType) => identities.find((identity) => identity.social_type === type);
  const account = (type: SocialLoginType) => {
    const identity = of(type);
    return identity ? (identity.email ?? identity.subject) : null;
  };
  const name = (type: SocialLoginType) => of(type)?.display_name ?? null;
  return {
    facebookAccount: account(socialLoginTypes.facebook),
    googleAccount: account(socialLoginTypes.google),
    lineAccount: account(socialLoginTypes.line),
    facebookName: name(socialLoginTypes.facebook),
    googleName: name(socialLoginTypes.google),
    lineName: name(socialLoginTypes.line),
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/** The user info of spec 3 for one player, or null when the id is unknown. */
export async function loadUserInfo(
  db: Queryable,
  userId: number,
  balanceOf: BalanceOf,
): Promise<UserInfo | null> {
  const [{ rows }, identities, coin] = await Promise.all([
    db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE id = $1`, [userId]),
    db.query<SocialIdentityRow>(
      'SELECT social_type, subject, email, display_name FROM social_identities WHERE user_id = $1',
      [userId],
    ),
    balanceOf(userId),
  ]);
  const user = rows[0];
  if (!user) return null;
  return {
    id: user.id,
    uuid: user.uuid,
    account: user.account ?? '',
    accountType: user.account_type,
    avatar: user.avatar,
    avatarOther: user.avatar_other,
    ...socialFields(identities.rows),
    hasPassword: user.password_hash !== null,
    hasSafeboxPassword: user.safebox_password_hash !== null,
    hasKyc: user.kyc_verified_at !== null,
    hasUserOther: user.user_other !== null,
    mobile: user.mobile,
    email: user.email,
    nickname: user.nickname,
    regPeriod: Math.floor((Date.now() - user.registered_at.getTime()) / dayMs),
    pid: user.inviter_id ?? 0,
    vip: user.vip,
    vipExp: user.vip_exp,
    userLevel: user.user_level,
    coin,
    lottery: user.lottery,
    safebox: Number(user.safebox),
    totalRecharge: user.total_recharge,
    bet: user.bet_total,
    // The wallet's wagering rule (docs/adr/0011-wagering-requirement.md).
    exchange: withdrawableAmount(coin, user.wagering_remaining),
  };
}

/**
 * The balances and levels of `refreshData`, the home page's most frequent call: six columns instead
 * of the whole player (ADR 0009). Null when the id is unknown.
 */
export async function loadRefreshData(db: Queryable, userId: number, balanceOf: BalanceOf) {
  const [{ rows }, coin] = await Promise.all([
    db.query<
      Pick<UserRow, 'lottery' | 'vip' | 'vip_exp' | 'user_level' | 'bet_total'> & { has_password: boolean }
    >(
      `SELECT lottery, vip, vip_exp, user_level, bet_total, password_hash IS NOT NULL AS has_password
       FROM users WHERE id = $1`,
      [userId],
    ),
    balanceOf(userId),
  ]);
  const user = rows[0];
  if (!user) return null;
  return {
    coin,
    lottery: user.lottery,
    vip: user.vip,
    vipExp: user.vip_exp,
    userLevel: user.user_level,
    bet: user.bet_total,
    hasPassword: user.has_password,
  };
}
