import { randomBytes } from 'node:crypto';
import { maxMoneyAmount } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { readBearerToken } from '../../http/session.js';
import { resolveSession } from '../auth/session-tokens.js';
import { InsufficientFundsError, postTransactionIn } from './ledger.js';
import type { DeliverCallback, SandboxProvider } from './sandbox-provider.js';
import { lockWagering, reduceWagering } from './wagering.js';
import { playerAccounts, systemAccount } from './wallet-accounts.js';

/**
 * Development-only routes (never registered with NODE_ENV=production): decide a sandbox payout
 * as the provider would, and play a round of the in-house sandbox game so tests can wager.
 */
export function registerWalletDevRoutes(
  app: FastifyInstance,
  db: Database,
  sandbox: SandboxProvider,
  deliver: DeliverCallback,
): void {
  // The payout provider settles (pays the bank) or rejects (bank refused) a withdrawal.
  app.post<{ Params: { withdrawalNo: string }; Body: { outcome?: unknown } }>(
    '/api/dev/wallet/payouts/:withdrawalNo',
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { outcome } = request.body ?? {};
      if (outcome !== 'settled' && outcome !== 'rejected') {
        return reply.code(400).send({ error: 'outcome must be "settled" or "rejected"' });
      }
      const payout = await sandbox.findByReference(request.params.withdrawalNo);
      if (payout?.kind !== 'payout') return reply.code(404).send({ error: 'No such payout' });
      const decided = await sandbox.decide(payout.id, outcome);
      if (!decided) return reply.code(404).send({ error: 'No such payout' });
      const delivered = await deliver(decided.callback);
      return { outcome: decided.request.outcome, delivered };
    },
  );

  // One round for the signed-in player: the bet leaves the balance, the win (chosen by the
  // caller: a test harness, not a game) comes back; the bet counts towards wagering.
  app.post<{ Body: { bet?: unknown; win?: unknown } }>(
    '/api/dev/wallet/play-round',
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = readBearerToken(request.headers.authorization);
      const session = token ? await resolveSession(db, token) : null;
      if (!session) return reply.code(401).send({ error: 'Sign in required' });
      const { bet, win = 0 } = request.body ?? {};
      if (
        !Number.isSafeInteger(bet) ||
        (bet as number) <= 0 ||
        (bet as number) > maxMoneyAmount ||
        !Number.isSafeInteger(win) ||
        (win as number) < 0 ||
        (win as number) > maxMoneyAmount
      ) {
        return reply.code(400).send({
          error: `bet must be a positive and win a non-negative integer of hundredths, at most ${maxMoneyAmount}`,
        });
      }
      const roundId = randomBytes(8).toString('hex');
      try {
        return await db.transaction(async (tx) => {
          await lockWagering(tx, session.userId);
          const { player } = await playerAccounts(tx, session.userId);
          const games = await systemAccount(tx, 'sandboxGames');
          const reference = { roundId };
          const placed = await postTransactionIn(tx, {
            idempotencyKey: `round:${roundId}:bet`,
            kind: 'bet',
            postings: [
              { accountId: player.id, amount: -(bet as number) },
              { accountId: games.id, amount: bet as number },
            ],
            reference,
          });
          let coin = placed.postings.find((posting) => posting.accountId === player.id)?.balanceAfter ?? 0;
          if ((win as number) > 0) {
            const paid = await postTransactionIn(tx, {
              idempotencyKey: `round:${roundId}:win`,
              kind: 'win',
              postings: [
                { accountId: games.id, amount: -(win as number) },
                { accountId: player.id, amount: win as number },
              ],
              reference,
            });
            coin = paid.postings.find((posting) => posting.accountId === player.id)?.balanceAfter ?? coin;
          }
          await tx.query('UPDATE users SET bet_total = bet_total + $2 WHERE id = $1', [session.userId, bet]);
          await reduceWagering(tx, session.userId, bet as number);
          return { roundId, coin };
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError)
          return reply.code(409).send({ error: 'Balance too low' });
        throw error;
      }
    },
  );
}
