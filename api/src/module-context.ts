import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { RegisterCall } from './http/api-calls.js';
import type { GameProvider } from './modules/games/game-provider.js';
import type { BalanceOf } from './modules/member/user-info.js';

/** What each module's `register...Calls` receives from the server. */
export interface ModuleContext {
  db: Database;
  config: AppConfig;
  registerCall: RegisterCall;
  /** The coin balance of a player, from the ledger. */
  balanceOf: BalanceOf;
  /** The game providers the config sets up, by id (`games.provider`). */
  gameProviders: ReadonlyMap<string, GameProvider>;
}
