import {
  type Bank,
  type BankCard,
  type LengthLimit,
  type PayoutKind,
  payoutAccountProblem,
  type Withdrawal,
} from '@casino/contracts';
import type { Database, Queryable } from '../../db/database.js';
import { ApiError, errorCodes } from '../../http/api-error.js';
import { withdrawalReviewFrom, withdrawalsNeedKyc } from '../reviews/review-settings.js';
import type { CallbackVerdict } from './deposits.js';
import { newOrderNo } from './deposits.js';
import { InsufficientFundsError, postTransactionIn } from './ledger.js';
import type { PaymentProvider, PayoutDestination } from './payment-provider.js';
import { lockWagering } from './wagering.js';
import { playerAccounts, systemAccount } from './wallet-accounts.js';

/** A bank or e-wallet that payouts can go to: `kind` decides what its account number is. */
type PayoutInstitution = Bank & { kind: PayoutKind; icon: string };

/**
 * Where a withdrawal can be paid to (the catalogue of the sandbox payout provider): banks, and the
 * e-wallets GCash and Maya the deposit side takes too (ADR 0048). Each logo is the operator's own
 * neutral mark from its media (ADR 0052), never the institution's trademark.
 */
export const withdrawalBanks: readonly PayoutInstitution[] = [
  { id: 1, name: 'BDO Unibank', kind: 'bank', icon: '/media/payment/bank-navy.svg' },
  { id: 2, name: 'BPI', kind: 'bank', icon: '/media/payment/bank-crimson.svg' },
  { id: 3, name: 'Metrobank', kind: 'bank', icon: '/media/payment/bank-slate.svg' },
  { id: 4, name: 'Land Bank', kind: 'bank', icon: '/media/payment/bank-forest.svg' },
  { id: 5, name: 'UnionBank', kind: 'bank', icon: '/media/payment/bank-amber.svg' },
  { id: 6, name: 'Security Bank', kind: 'bank', icon: '/media/payment/bank-violet.svg' },
  { id: 7, name: 'GCash', kind: 'ewallet', icon: '/media/payment/ewallet-indigo.svg' },
  { id: 8, name: 'Maya', kind: 'ewallet', icon: '/media/payment/ewallet-teal.svg' },
];

/** Limits of one withdrawal, in hundredths, and of saved cards (our design, api/README.md). */
export const withdrawalLimits = { minWithdrawal: 10_000, maxWithdrawal: 5_000_000, maxCards: 5 } as const;

interface BankCardRow {
  id: number;
  bank_id: number;
  holder_name: string;
  account_number: string;
  is_default: boolean;
  kind: PayoutKind;
}

const cardColumns = 'id, bank_id, holder_name, account_number, is_default, kind';

function toBankCard(row: BankCardRow): BankCard {
  return {
    id: row.id,
    bankId: row.bank_id,
    bankName: withdrawalBanks.find((bank) => bank.id === row.bank_id)?.name ?? '',
    kind: row.kind,
    holderName: row.holder_name,
    maskedAccountNumber: `**** ${row.account_number.slice(-4)}`,
    isDefault: row.is_default,
  };
}

/** What the payment provider is told to pay a saved account: a bank account or an e-wallet's number. */
function payoutDestinationOf(card: BankCardRow): PayoutDestination {
  return card.kind === 'ewallet'
    ? {
        kind: 'ewallet',
        eWalletId: card.bank_id,
        holderName: card.holder_name,
        mobileNumber: card.account_number,
      }
    : {
        kind: 'bank',
        bankId: card.bank_id,
        holderName: card.holder_name,
        accountNumber: card.account_number,
      };
}

export async function listBankCards(db: Queryable, userId: number): Promise<BankCard[]> {
  const { rows } = await db.query<BankCardRow>(
    `SELECT ${cardColumns} FROM bank_cards WHERE user_id = $1 ORDER BY is_default DESC, id`,
    [userId],
  );
  return rows.map(toBankCard);
}

/** The bank or e-wallet of the catalogue, or 1306. */
function institutionOf(bankId: number): PayoutInstitution {
  const institution = withdrawalBanks.find((bank) => bank.id === bankId);
  if (!institution) throw new ApiError(errorCodes.unknownBank, `No bank ${bankId}`);
  return institution;
}

/**
 * Spec 5: a bank account's length comes from the app config and it must be digits (1309); an
 * e-wallet's account is its mobile number, 09 and nine digits (1315).
 */
function checkAccountNumber(kind: PayoutKind, accountNumber: string, limit: LengthLimit): void {
  const problem = payoutAccountProblem(kind, accountNumber, limit);
  if (problem === 'invalidAccountNumber') {
    throw new ApiError(
      errorCodes.invalidAccountNumber,
      `The account number must be ${limit.min} to ${limit.max} digits`,
      { min: limit.min, max: limit.max },
    );
  }
  if (problem === 'invalidWalletNumber') {
    throw new ApiError(
      errorCodes.invalidWalletNumber,
      'An e-wallet account is its mobile number: 11 digits starting with 09',
    );
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export interface BankCardFields {
  bankId?: number;
  holderName?: string;
  accountNumber?: string;
  isDefault?: boolean;
}

/** Adds a card; the first card, or one added with `isDefault`, becomes the default. */
export function addBankCard(
  db: Database,
  userId: number,
  fields: Required<Pick<BankCardFields, 'bankId' | 'holderName' | 'accountNumber'>> & BankCardFields,
  accountLimit: LengthLimit,
): Promise<BankCard> {
  const { kind } = institutionOf(fields.bankId);
  checkAccountNumber(kind, fields.accountNumber, accountLimit);
  return db
    .transaction(async (tx) => {
      // Serialises a player's card changes (the default flag and the card limit).
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const { rows } = await tx.query<{ count: number }>(
        'SELECT count(*) AS count FROM bank_cards WHERE user_id = $1',
        [userId],
      );
      const count = Number(rows[0]?.count ?? 0);
      if (count >= withdrawalLimits.maxCards) {
        throw new ApiError(
          errorCodes.bankCardLimitReached,
          `At most ${withdrawalLimits.maxCards} bank cards`,
        );
      }
      const makeDefault = count === 0 || fields.isDefault === true;
      if (makeDefault)
        await tx.query('UPDATE bank_cards SET is_default = false WHERE user_id = $1', [userId]);
      const inserted = await tx.query<BankCardRow>(
        `INSERT INTO bank_cards (user_id, bank_id, holder_name, account_number, is_default, kind)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${cardColumns}`,
        [userId, fields.bankId, fields.holderName, fields.accountNumber, makeDefault, kind],
      );
      const row = inserted.rows[0];
      if (!row) throw new Error('bank card not stored');
      return toBankCard(row);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new ApiError(errorCodes.bankCardTaken, 'This card is already saved');
      throw error;
    });
}

/**
 * Changes the fields given; `isDefault: true` moves the default flag to this card. A new bank of
 * another kind (a bank account moved to GCash) needs an account number fit for it.
 */
export function modifyBankCard(
  db: Database,
  userId: number,
  cardId: number,
  fields: BankCardFields,
  accountLimit: LengthLimit,
): Promise<BankCard> {
  const institution = fields.bankId === undefined ? null : institutionOf(fields.bankId);
  if (fields.accountNumber !== undefined) {
    checkAccountNumber(institution?.kind ?? 'bank', fields.accountNumber, accountLimit);
  }
  return db
    .transaction(async (tx) => {
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const current = await tx.query<BankCardRow>(
        `SELECT ${cardColumns} FROM bank_cards WHERE id = $1 AND user_id = $2`,
        [cardId, userId],
      );
      const before = current.rows[0];
      if (!before) throw new ApiError(errorCodes.unknownBankCard, 'No such bank card');
      const kind = institution?.kind ?? before.kind;
      checkAccountNumber(kind, fields.accountNumber ?? before.account_number, accountLimit);
      if (fields.isDefault)
        await tx.query('UPDATE bank_cards SET is_default = false WHERE user_id = $1', [userId]);
      const updated = await tx.query<BankCardRow>(
        `UPDATE bank_cards
            SET bank_id = coalesce($3, bank_id), holder_name = coalesce($4, holder_name),
                account_number = coalesce($5, account_number), is_default = is_default OR $6,
                kind = $7, updated_at = now()
          WHERE id = $1 AND user_id = $2
          RETURNING ${cardColumns}`,
        [
          cardId,
          userId,
          fields.bankId ?? null,
          fields.holderName ?? null,
          fields.accountNumber ?? null,
          fields.isDefault === true,
          kind,
        ],
      );
      const row = updated.rows[0];
      if (!row) throw new Error('bank card vanished');
      return toBankCard(row);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new ApiError(errorCodes.bankCardTaken, 'This card is already saved');
      throw error;
    });
}

interface WithdrawalRow {
  id: number;
  withdrawal_no: string;
  user_id: number;
  bank_card_id: number;
  amount: number;
  status: Withdrawal['status'];
  created_at: Date;
  settled_at: Date | null;
  /** Set only when a finance operator refused it (`rejectWithdrawal`). */
  review_reason: string | null;
}

const withdrawalColumns =
  'id, withdrawal_no, user_id, bank_card_id, amount, status, created_at, settled_at, review_reason';

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    withdrawalNo: row.withdrawal_no,
    amount: row.amount,
    bankCardId: row.bank_card_id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    note: row.review_reason,
  };
}

export async function recentWithdrawals(db: Queryable, userId: number, limit = 10): Promise<Withdrawal[]> {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT ${withdrawalColumns} FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toWithdrawal);
}

/**
 * Withdraws: in one database transaction the player's wagering row is locked (so a player's
 * withdrawals queue), the rules are checked on the locked state, and the amount moves from the
 * player's account to their held account. The ledger's own check (a player account never below
 * zero) backs this up. The payout is requested after the commit.
 */
/** Whether an operator approved the player's identity (`users.kyc_verified_at`). */
async function kycApproved(db: Database, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ verified: boolean }>(
    'SELECT kyc_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.verified === true;
}

export async function withdraw(
  db: Database,
  provider: PaymentProvider,
  request: { userId: number; amount: number; bankCardId: number; now: Date },
): Promise<Withdrawal & { coin: number }> {
  const { userId, amount, bankCardId, now } = request;
  if (amount < withdrawalLimits.minWithdrawal) {
    throw new ApiError(
      errorCodes.withdrawalBelowMinimum,
      `The smallest withdrawal is ${withdrawalLimits.minWithdrawal}`,
      {
        minimum: withdrawalLimits.minWithdrawal,
      },
    );
  }
  if (amount > withdrawalLimits.maxWithdrawal) {
    throw new ApiError(
      errorCodes.withdrawalAboveMaximum,
      `The largest withdrawal is ${withdrawalLimits.maxWithdrawal}`,
      {
        maximum: withdrawalLimits.maxWithdrawal,
      },
    );
  }
  if ((await withdrawalsNeedKyc(db)) && !(await kycApproved(db, userId))) {
    throw new ApiError(errorCodes.kycRequired, 'Verify your identity before withdrawing', {
      path: '/member/profile/kyc',
    });
  }
  const withdrawalNo = newOrderNo('W', now);
  const reviewFrom = await withdrawalReviewFrom(db);
  const needsReview = reviewFrom !== null && amount >= reviewFrom;
  const { row, card, coin } = await db.transaction(async (tx) => {
    const wageringRemaining = await lockWagering(tx, userId);
    const cards = await tx.query<BankCardRow>(
      `SELECT ${cardColumns} FROM bank_cards WHERE id = $1 AND user_id = $2`,
      [bankCardId, userId],
    );
    const card = cards.rows[0];
    if (!card) throw new ApiError(errorCodes.unknownBankCard, 'No such bank card');
    if (wageringRemaining > 0) {
      throw new ApiError(errorCodes.wageringNotMet, 'Bet the remaining wagering requirement first', {
        wageringRemaining,
      });
    }
    const { player, held } = await playerAccounts(tx, userId);
    let posted: Awaited<ReturnType<typeof postTransactionIn>>;
    try {
      posted = await postTransactionIn(tx, {
        idempotencyKey: `withdrawal:${withdrawalNo}`,
        kind: 'withdrawal',
        postings: [
          { accountId: player.id, amount: -amount },
          { accountId: held.id, amount },
        ],
        reference: { withdrawalNo },
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new ApiError(errorCodes.insufficientBalance, 'The balance is too low for this withdrawal', {
          coin: error.balance,
        });
      }
      throw error;
    }
    const inserted = await tx.query<WithdrawalRow>(
      `INSERT INTO withdrawals (withdrawal_no, user_id, bank_card_id, amount, provider, created_at, review_status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${withdrawalColumns}`,
      [
        withdrawalNo,
        userId,
        bankCardId,
        amount,
        provider.name,
        now.toISOString(),
        needsReview ? 'waiting' : null,
      ],
    );
    const row = inserted.rows[0];
    if (!row) throw new Error('withdrawal not stored');
    const coin = posted.postings.find((posting) => posting.accountId === player.id)?.balanceAfter ?? 0;
    return { row, card, coin };
  });
  // Held either way; a reviewed one asks for its payout once a finance operator approves it.
  if (!needsReview) await requestPayoutOf(db, provider, row, card);
  return { ...toWithdrawal(row), coin };
}

async function requestPayoutOf(
  db: Queryable,
  provider: PaymentProvider,
  row: WithdrawalRow,
  card: BankCardRow,
): Promise<void> {
  const payout = await provider.requestPayout({
    withdrawalNo: row.withdrawal_no,
    amount: row.amount,
    destination: payoutDestinationOf(card),
  });
  await db.query('UPDATE withdrawals SET provider_reference = $2 WHERE id = $1', [
    row.id,
    payout.providerReference,
  ]);
}

/** A withdrawal waiting for review, as the operator's answer shows it. */
export interface ReviewedWithdrawal {
  id: number;
  withdrawalNo: string;
  playerId: number;
  amount: number;
  status: Withdrawal['status'];
  reviewStatus: 'approved' | 'rejected';
}

/**
 * A finance operator approves a withdrawal waiting for review: it stays held and its payout is asked
 * for now; the provider's callback settles it as any other. Null when none waits with this id.
 */
export async function approveWithdrawal(
  db: Database,
  provider: PaymentProvider,
  review: { id: number; operatorId: number | null; now: Date },
): Promise<ReviewedWithdrawal | null> {
  const approved = await db.query<WithdrawalRow>(
    `UPDATE withdrawals SET review_status = 'approved', reviewed_by = $2, reviewed_at = $3
      WHERE id = $1 AND review_status = 'waiting' RETURNING ${withdrawalColumns}`,
    [review.id, review.operatorId, review.now],
  );
  const row = approved.rows[0];
  if (!row) return null;
  const cards = await db.query<BankCardRow>(`SELECT ${cardColumns} FROM bank_cards WHERE id = $1`, [
    row.bank_card_id,
  ]);
  const card = cards.rows[0];
  if (!card) throw new Error(`withdrawal ${row.withdrawal_no} names no bank card`);
  await requestPayoutOf(db, provider, row, card);
  return {
    id: Number(row.id),
    withdrawalNo: row.withdrawal_no,
    playerId: Number(row.user_id),
    amount: Number(row.amount),
    status: row.status,
    reviewStatus: 'approved',
  };
}

/**
 * A finance operator rejects a withdrawal waiting for review: the held amount goes back to the
 * player in one ledger transaction and the withdrawal is refunded, with the reason kept. Null when
 * none waits with this id.
 */
export async function rejectWithdrawal(
  db: Database,
  review: { id: number; operatorId: number | null; reason: string; now: Date },
): Promise<ReviewedWithdrawal | null> {
  return db.transaction(async (tx) => {
    const waiting = await tx.query<WithdrawalRow>(
      `SELECT ${withdrawalColumns} FROM withdrawals WHERE id = $1 AND review_status = 'waiting' FOR UPDATE`,
      [review.id],
    );
    const row = waiting.rows[0];
    if (!row) return null;
    const { player, held } = await playerAccounts(tx, row.user_id);
    await postTransactionIn(tx, {
      idempotencyKey: `withdrawal-refunded:${row.withdrawal_no}`,
      kind: 'withdrawal',
      postings: [
        { accountId: held.id, amount: -row.amount },
        { accountId: player.id, amount: row.amount },
      ],
      reference: { withdrawalNo: row.withdrawal_no, outcome: 'refunded', reason: review.reason },
    });
    await tx.query(
      `UPDATE withdrawals SET status = 'refunded', settled_at = $2, review_status = 'rejected', reviewed_by = $3,
         reviewed_at = $2, review_reason = $4 WHERE id = $1`,
      [row.id, review.now, review.operatorId, review.reason],
    );
    return {
      id: Number(row.id),
      withdrawalNo: row.withdrawal_no,
      playerId: Number(row.user_id),
      amount: Number(row.amount),
      status: 'refunded',
      reviewStatus: 'rejected',
    };
  });
}

/**
 * Applies a verified payout callback exactly once: settled moves the held amount to the house,
 * rejected gives it back to the player. Only a held withdrawal changes; the first outcome stands.
 */
export async function applyPayoutOutcome(
  tx: Queryable,
  callback: { reference: string; amount: number; outcome: 'settled' | 'rejected' },
): Promise<{ verdict: CallbackVerdict; userId?: number }> {
  const { rows } = await tx.query<WithdrawalRow>(
    `SELECT ${withdrawalColumns} FROM withdrawals WHERE withdrawal_no = $1 FOR UPDATE`,
    [callback.reference],
  );
  const withdrawal = rows[0];
  if (!withdrawal) return { verdict: 'unknown' };
  if (withdrawal.amount !== callback.amount) return { verdict: 'mismatch', userId: withdrawal.user_id };
  const finalStatus = callback.outcome === 'settled' ? 'paid' : 'refunded';
  if (withdrawal.status !== 'held') {
    return {
      verdict: withdrawal.status === finalStatus ? 'duplicate' : 'ignored',
      userId: withdrawal.user_id,
    };
  }
  const { player, held } = await playerAccounts(tx, withdrawal.user_id);
  const destination = callback.outcome === 'settled' ? await systemAccount(tx, 'house') : player;
  await postTransactionIn(tx, {
    idempotencyKey: `withdrawal-${finalStatus}:${withdrawal.withdrawal_no}`,
    kind: 'withdrawal',
    postings: [
      { accountId: held.id, amount: -withdrawal.amount },
      { accountId: destination.id, amount: withdrawal.amount },
    ],
    reference: { withdrawalNo: withdrawal.withdrawal_no, outcome: finalStatus },
  });
  await tx.query('UPDATE withdrawals SET status = $2, settled_at = now() WHERE id = $1', [
    withdrawal.id,
    finalStatus,
  ]);
  return { verdict: 'applied', userId: withdrawal.user_id };
}

/** Coin in the player's withdrawals that have not settled yet. */
export async function heldAmountOf(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ held: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS held FROM withdrawals WHERE user_id = $1 AND status = 'held'`,
    [userId],
  );
  return Number(rows[0]?.held ?? 0);
}
