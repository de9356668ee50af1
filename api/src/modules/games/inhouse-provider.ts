import { type GameProvider, verifyWalletCallSignature } from './game-provider.js';

export interface InhouseProviderSettings {
  /** GAME_PROVIDER_SECRET: the studio signs its wallet calls with it. */
  secret: string;
  /** STUDIO_PUBLIC_URL: the studio as a browser reaches it, without a trailing slash. */
  studioPublicUrl: string;
}

/** The game studio (`studio/`), the default provider: its own server process, no balances of its own. */
export function createInhouseProvider({ secret, studioPublicUrl }: InhouseProviderSettings): GameProvider {
  return {
    id: 'inhouse',
    name: 'Royal Studio',
    launchUrl: ({ gameCode, launchToken, locale }) =>
      `${studioPublicUrl}/play/${encodeURIComponent(gameCode)}?token=${launchToken}&lang=${encodeURIComponent(locale)}`,
    artUrl: (gameCode) => `${studioPublicUrl}/art/${encodeURIComponent(gameCode)}.svg`,
    proofUrl: (roundId) => `${studioPublicUrl}/api/fair/rounds/${encodeURIComponent(roundId)}`,
    verifySignature: (rawBody, header) => verifyWalletCallSignature(secret, rawBody, header),
  };
}
