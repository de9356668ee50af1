import type { AccountType, UserInfo } from '@casino/contracts';
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
  facebook_account: string | null;
  facebook_name: string | null;
  google_account: string | null;
  google_name: string | null;
  line_account: string | null;
  line_name: string | null;
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
}

const userColumns = `id, uuid, account, password_hash, account_type, nickname, avatar, avatar_other, mobile,
  facebook_account, facebook_name, google_account, google_name, line_account, line_name, safebox_password_hash,
  kyc_verified_at, user_other, inviter_id, vip, vip_exp, user_level, bet_total, lottery, total_recharge, registered_at`;

const dayMs = 24 * 60 * 60 * 1000;

/** The user info of spec 3 for one player, or null when the id is unknown. */
export async function loadUserInfo(
  db: Queryable,
  userId: number,
  balanceOf: BalanceOf,
): Promise<UserInfo | null> {
  const [{ rows }, coin] = await Promise.all([
    db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE id = $1`, [userId]),
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
    facebookAccount: user.facebook_account,
    googleAccount: user.google_account,
    lineAccount: user.line_account,
    facebookName: user.facebook_name,
    googleName: user.google_name,
    lineName: user.line_name,
    hasPassword: user.password_hash !== null,
    hasSafeboxPassword: user.safebox_password_hash !== null,
    hasKyc: user.kyc_verified_at !== null,
    hasUserOther: user.user_other !== null,
    mobile: user.mobile,
    nickname: user.nickname,
    regPeriod: Math.floor((Date.now() - user.registered_at.getTime()) / dayMs),
    pid: user.inviter_id ?? 0,
    vip: user.vip,
    vipExp: user.vip_exp,
    userLevel: user.user_level,
    coin,
    lottery: user.lottery,
    // The safebox will be a ledger account too; it holds nothing until its calls land.
    safebox: 0,
    totalRecharge: user.total_recharge,
    bet: user.bet_total,
    // No wagering requirements exist yet, so all coin may be withdrawn.
    exchange: coin,
  };
}
