import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { ModuleContext } from '../../module-context.js';
import type { Clock } from '../sms/sms-sender.js';
import { registerGameCalls } from './game-calls.js';
import type { GameProvider, GameProviderId } from './game-provider.js';
import { createInhouseProvider } from './inhouse-provider.js';
import { registerProviderWalletRoutes } from './provider-wallet-routes.js';
import { createSeamlessWallet } from './seamless-wallet.js';

export interface GamesModuleOptions {
  app: FastifyInstance;
  clock: Clock;
  /** Called after a commit that published a domain event (the outbox schedule's nudge). */
  onPublished: () => void;
}

/**
 * Sets up every game provider the config knows. A real aggregator is one more entry (ADR 0030):
 * its settings come from the config, its games name it in `games.provider`.
 */
const gameProviderSetups: Record<GameProviderId, (config: AppConfig) => GameProvider> = {
  inhouse: (config) => createInhouseProvider(config.inhouseGames),
};

/** Every game provider the config sets up, by id: the games' calls and the lobby's art use them. */
export function createGameProviders(config: AppConfig): ReadonlyMap<string, GameProvider> {
  return new Map(
    Object.values(gameProviderSetups).map((setup) => {
      const provider = setup(config);
      return [provider.id, provider];
    }),
  );
}

/** Wires the games: the players' calls and the providers' wallet endpoint. */
export function registerGames(context: ModuleContext, options: GamesModuleOptions): void {
  const providers = context.gameProviders;
  const lookUp = (id: string) => providers.get(id);
  const wallet = createSeamlessWallet(context.db, {
    onPublished: options.onPublished,
    concurrency: context.config.seamlessWallet.concurrency,
  });
  registerGameCalls(context, {
    providers: lookUp,
    allProviders: [...providers.values()],
    clock: options.clock,
  });
  registerProviderWalletRoutes(options.app, {
    db: context.db,
    providers: lookUp,
    wallet,
    clock: options.clock,
  });
}
