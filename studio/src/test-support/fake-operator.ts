import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The operator's side of the wallet protocol, in memory, for the studio's tests: signature check,
 * idempotency by transaction id (the body without its timestamp), one settlement per round, no
 * overdraft. `outage` makes it drop calls: 'down' answers 503 without applying; 'lost-answers'
 * applies the call, then answers 503, as when the answer is lost on the way back.
 */
export interface FakeOperator {
  url: string;
  balances: Map<string, number>;
  /** Every call that reached the handler with a good signature: action and transaction id. */
  applied: { action: string; transactionId: string; duplicate: boolean }[];
  badSignatures: number;
  outage: 'none' | 'down' | 'lost-answers';
  /** The actions the outage hits (every one when empty). */
  outageActions: string[];
  /** Adds a launch token for a player's session. */
  launch(
    token: string,
    session: { sessionId: string; playerId: string; gameCode: string; demo?: boolean },
  ): void;
  /** Net money moved per round: bets negative, wins and rollbacks positive. */
  roundNet(roundId: string): number;
  close(): Promise<void>;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function startFakeOperator(secret: string, startingBalance = 10_000): Promise<FakeOperator> {
  const app: FastifyInstance = Fastify();
  const sessions = new Map<
    string,
    { sessionId: string; playerId: string; gameCode: string; demo: boolean }
  >();
  const launchTokens = new Map<string, string>();
  const transactions = new Map<string, { fingerprint: string; answer: Record<string, unknown> }>();
  const rounds = new Map<string, { bets: Map<string, number>; settled: boolean; net: number }>();
  let sequence = 0;

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const operator: FakeOperator = {
    url: '',
    balances: new Map(),
    applied: [],
    badSignatures: 0,
    outage: 'none',
    outageActions: [],
    launch(token, session) {
      sessions.set(session.sessionId, { demo: false, ...session });
      launchTokens.set(token, session.sessionId);
      if (!operator.balances.has(session.playerId)) operator.balances.set(session.playerId, startingBalance);
    },
    roundNet: (roundId) => rounds.get(roundId)?.net ?? 0,
    close: () => app.close(),
  };

  const refuse = (code: string, status = 409) => ({
    status,
    body: { ok: false, error: { code, message: code } },
  });

  function handle(
    action: string,
    body: Record<string, unknown>,
  ): { status: number; body: Record<string, unknown> } {
    if (action === 'session') {
      const sessionId = launchTokens.get(String(body.launchToken));
      if (!sessionId) return refuse('LAUNCH_TOKEN_INVALID', 401);
      launchTokens.delete(String(body.launchToken));
      const session = sessions.get(sessionId);
      if (!session) return refuse('UNKNOWN_SESSION', 404);
      return {
        status: 200,
        body: {
          ok: true,
          ...session,
          nickname: 'Tester',
          balance: operator.balances.get(session.playerId),
          currency: 'PHP',
        },
      };
    }
    const session = sessions.get(String(body.sessionId));
    if (!session) return refuse('UNKNOWN_SESSION', 404);
    const balance = () => operator.balances.get(session.playerId) ?? 0;
    if (action === 'balance') return { status: 200, body: { ok: true, balance: balance(), currency: 'PHP' } };

    const transactionId = String(body.transactionId);
    const { timestamp: _timestamp, ...fields } = body;
    // As the operator compares them: the same fields in any order (a journaled call comes back
    // from jsonb with its keys reordered).
    const fingerprint = canonicalJson(fields);
    const first = transactions.get(transactionId);
    if (first) {
      if (first.fingerprint !== fingerprint) return refuse('TRANSACTION_CONFLICT');
      operator.applied.push({ action, transactionId, duplicate: true });
      return { status: 200, body: { ...first.answer, duplicate: true } };
    }
    const roundId = String(body.roundId);
    const round = rounds.get(roundId) ?? { bets: new Map<string, number>(), settled: false, net: 0 };
    const amount = Number(body.amount ?? 0);
    if (round.settled) return refuse('ROUND_SETTLED');
    if (action === 'bet') {
      if (amount > balance()) return refuse('INSUFFICIENT_FUNDS', 402);
      operator.balances.set(session.playerId, balance() - amount);
      round.bets.set(transactionId, amount);
      round.net -= amount;
    } else if (action === 'betWin') {
      if (round.bets.size > 0) return refuse('BAD_REQUEST', 400);
      if (amount > balance()) return refuse('INSUFFICIENT_FUNDS', 402);
      const win = Number(body.win ?? 0);
      operator.balances.set(session.playerId, balance() - amount + win);
      round.bets.set(transactionId, amount);
      round.net += win - amount;
      round.settled = true;
    } else if (action === 'win') {
      if (round.bets.size === 0) return refuse('UNKNOWN_ROUND', 404);
      operator.balances.set(session.playerId, balance() + amount);
      round.net += amount;
      round.settled = true;
    } else if (action === 'rollback') {
      const refund = round.bets.get(String(body.betTransactionId)) ?? 0;
      operator.balances.set(session.playerId, balance() + refund);
      round.net += refund;
      round.settled = true;
    } else {
      return refuse('BAD_REQUEST', 400);
    }
    rounds.set(roundId, round);
    sequence += 1;
    const answer = {
      ok: true,
      balance: balance(),
      currency: 'PHP',
      transactionId: `op-${sequence}`,
      duplicate: false,
    };
    transactions.set(transactionId, { fingerprint, answer });
    operator.applied.push({ action, transactionId, duplicate: false });
    return { status: 200, body: answer };
  }

  app.post<{ Params: { action: string }; Body: string }>(
    '/api/provider/v1/:action',
    async (request, reply) => {
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', secret).update(request.body).digest('hex')}`,
      );
      const given = Buffer.from(String(request.headers['x-signature'] ?? ''));
      if (
        request.headers['x-provider-id'] !== 'inhouse' ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        operator.badSignatures += 1;
        return reply
          .code(401)
          .send({ ok: false, error: { code: 'BAD_SIGNATURE', message: 'bad signature' } });
      }
      const { action } = request.params;
      const hit = operator.outageActions.length === 0 || operator.outageActions.includes(action);
      if (hit && operator.outage === 'down') return reply.code(503).send('unavailable');
      const answer = handle(action, JSON.parse(request.body));
      if (hit && operator.outage === 'lost-answers') return reply.code(503).send('unavailable');
      return reply.code(answer.status).send(answer.body);
    },
  );

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  operator.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/provider/v1`;
  return operator;
}
