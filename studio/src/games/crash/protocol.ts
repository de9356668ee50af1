/**
 * The messages of /api/crash/socket, shared by the server and the page. Money and multipliers are
 * integers of hundredths; times are the server's milliseconds since the epoch.
 */

/** One bet as every player sees it: the nickname masked, never the player's id. */
export interface PublicBet {
  /** Unique within the round; the page finds its own bet by the id `betAccepted` gave it. */
  id: number;
  player: string;
  amount: number;
  cashedOutAt: number | null;
  payout: number | null;
}

export interface RecentRound {
  roundNumber: number;
  crashPoint: number;
  hash: string;
}

export type RoundPhase = 'betting' | 'flying' | 'crashed';

export interface RoundSnapshot {
  roundNumber: number;
  phase: RoundPhase;
  /** When betting ends (betting), the flight began (flying) or the next round opens (crashed). */
  bettingEndsAt: number;
  takeOffAt: number | null;
  crashPoint: number | null;
  hash: string | null;
  bets: PublicBet[];
}

export type ServerMessage =
  | {
      type: 'welcome';
      serverTime: number;
      terminalHash: string;
      demo: boolean;
      nickname: string;
      balance: number;
      currency: string;
      limits: { minStake: number; maxStake: number; maxWin: number; minTarget: number; maxTarget: number };
      recent: RecentRound[];
      round: RoundSnapshot;
      /** The player's own bet in this round, when they reconnect during it. */
      myBetId: number | null;
    }
  | { type: 'betting'; serverTime: number; roundNumber: number; bettingEndsAt: number }
  | { type: 'takeOff'; serverTime: number; roundNumber: number; takeOffAt: number }
  | { type: 'tick'; serverTime: number; roundNumber: number; elapsed: number; multiplier: number }
  | {
      /** Bets and cash-outs since the last feed, sent at most once a tick so 1,000 players cost 1 send each. */
      type: 'feed';
      roundNumber: number;
      bets: PublicBet[];
      cashOuts: { id: number; multiplier: number; payout: number }[];
    }
  | {
      type: 'crash';
      serverTime: number;
      roundNumber: number;
      crashPoint: number;
      hash: string;
      nextBettingAt: number;
    }
  | { type: 'betAccepted'; roundNumber: number; id: number; balance: number }
  | { type: 'betRefused'; code: string; message: string; balance?: number }
  | { type: 'cashedOut'; roundNumber: number; multiplier: number; payout: number }
  | { type: 'cashOutRefused'; code: string; message: string }
  | { type: 'balance'; balance: number }
  | { type: 'error'; code: string; message: string };

export type ClientMessage =
  /** The first message: the studio session token (a browser's WebSocket cannot send a header). */
  | { type: 'hello'; token: string }
  | { type: 'bet'; amount: number; autoCashOut: number | null }
  | { type: 'cashOut' };
