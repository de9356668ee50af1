import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { MAX_CRASH_POINT, MIN_TARGET } from './crash-math.js';
import { type CrashPlayer, type CrashRounds, STAKE_LIMITS } from './crash-rounds.js';
import type { ClientMessage, ServerMessage } from './protocol.js';

/** A player the socket's first message proved, with the balance to show on arrival. */
interface AuthenticatedPlayer extends CrashPlayer {
  balance: number;
  currency: string;
}

export interface CrashSocketOptions {
  /** The live rounds, or null while the studio is still starting them. */
  rounds(): CrashRounds | null;
  /** The studio session behind a token, or null when the token is unknown or expired. */
  authenticate(token: string): Promise<AuthenticatedPlayer | null>;
}

/** A socket that sends more than this while its player is unproven is closed. */
const HELLO_TIMEOUT_MS = 10_000;
/** Past this many unsent bytes a slow socket skips ticks: the page interpolates between the ones it gets. */
const SLOW_SOCKET_BYTES = 256 * 1024;

export const CRASH_SOCKET_PATH = '/api/crash/socket';

function parse(raw: unknown): ClientMessage | null {
  try {
    const message = JSON.parse(String(raw)) as unknown;
    if (typeof message !== 'object' || message === null) return null;
    const { type } = message as { type?: unknown };
    if (type === 'hello' || type === 'bet' || type === 'cashOut') return message as ClientMessage;
  } catch {
    // Not JSON: answered as a bad message below.
  }
  return null;
}

/**
 * The crash game's WebSocket (`@fastify/websocket` must be registered on `app`). The first message
 * is `hello` with the studio session token; then the socket gets every round message and sends
 * bets and cash-outs. Answers to a player's own bet or cash-out go to the socket that asked.
 */
export function registerCrashSocket(app: FastifyInstance, options: CrashSocketOptions): void {
  app.get(CRASH_SOCKET_PATH, { websocket: true }, (socket: WebSocket) => {
    let player: AuthenticatedPlayer | null = null;
    let unsubscribe: (() => void) | null = null;
    const send = (message: ServerMessage) => socket.send(JSON.stringify(message));
    const helloTimer = setTimeout(() => socket.close(4001, 'hello expected'), HELLO_TIMEOUT_MS);

    socket.on('close', () => {
      clearTimeout(helloTimer);
      unsubscribe?.();
    });

    socket.on('message', async (raw) => {
      const message = parse(raw);
      if (!message) {
        send({ type: 'error', code: 'BAD_MESSAGE', message: 'The game did not understand that message.' });
        return;
      }
      const game = options.rounds();
      if (!game) {
        send({ type: 'error', code: 'STARTING', message: 'The game is starting. Try again in a moment.' });
        return;
      }
      if (message.type === 'hello') {
        if (player) return;
        const found = typeof message.token === 'string' ? await options.authenticate(message.token) : null;
        clearTimeout(helloTimer);
        if (!found) {
          send({
            type: 'error',
            code: 'LAUNCH_TOKEN_INVALID',
            message: 'This game link has expired. Go back and open the game again.',
          });
          socket.close(4001, 'unknown session');
          return;
        }
        player = found;
        welcome(game, found);
        return;
      }
      if (!player) {
        send({ type: 'error', code: 'HELLO_FIRST', message: 'The game has not joined the round yet.' });
        return;
      }
      if (message.type === 'bet') {
        const result = await game.placeBet(player, message.amount, message.autoCashOut ?? null);
        send(
          result.ok
            ? { type: 'betAccepted', roundNumber: result.roundNumber, id: result.id, balance: result.balance }
            : { type: 'betRefused', code: result.code, message: result.message },
        );
        return;
      }
      const result = game.cashOut(player.playerId);
      send(
        result.ok
          ? {
              type: 'cashedOut',
              roundNumber: result.roundNumber,
              multiplier: result.multiplier,
              payout: result.payout,
            }
          : { type: 'cashOutRefused', code: result.code, message: result.message },
      );
    });

    function welcome(game: CrashRounds, found: AuthenticatedPlayer): void {
      const round = game.snapshot();
      if (!round) {
        socket.close(1013, 'the game is starting');
        return;
      }
      send({
        type: 'welcome',
        serverTime: Date.now(),
        terminalHash: game.terminalHash,
        demo: found.demo,
        nickname: found.nickname,
        balance: found.balance,
        currency: found.currency,
        limits: { ...STAKE_LIMITS, minTarget: MIN_TARGET, maxTarget: MAX_CRASH_POINT },
        recent: game.recent,
        round,
        myBetId: game.betIdOf(found.playerId),
      });
      unsubscribe = game.subscribe((message, json) => {
        if (message.type === 'tick' && socket.bufferedAmount > SLOW_SOCKET_BYTES) return;
        socket.send(json);
      }, found.playerId);
    }
  });
}
