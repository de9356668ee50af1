import type { FastifyInstance } from 'fastify';
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
const gameProviderSetups: Record<GameProviderId, (context: ModuleContext) => GameProvider> = {
  inhouse: (context) => createInhouseProvider(context.config.inhouseGames),
};

/** Wires the games: the players' calls and the providers' wallet endpoint. */
export function registerGames(context: ModuleContext, options: GamesModuleOptions): void {
  const providers = new Map<string, GameProvider>(
    Object.values(gameProviderSetups).map((setup) => {
      const provider = setup(context);
      return [provider.id, provider];
    }),
  );
  const lookUp = (id: string) => providers.get(id);
  const wallet = createSeamlessWallet(context.db, { onPublished: options.onPublished });
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
