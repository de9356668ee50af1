import { fileURLToPath } from 'node:url';

/** A setting the studio cannot start with; the message says which and what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The studio folder: `src/config.ts` (tests) and the bundle `dist/server.mjs` both sit one below it. */
const studioRoot = fileURLToPath(new URL('../', import.meta.url));

/** Development's fixed shared secret; the API uses the same default (docs/game-provider-protocol.md). */
const developmentProviderSecret = 'development-only-in-house-game-provider-secret';

export interface StudioConfig {
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  /** The operator's wallet endpoint base, e.g. `http://127.0.0.1:8080/api/provider/v1`. */
  operatorWalletUrl: string;
  providerSecret: string;
  database: { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string; schema?: string };
  /** How often unanswered wins and rollbacks are sent again, and idle mines rounds settled. */
  retryIntervalMs: number;
  /** Crash rounds: how long betting lasts and how long the crash point shows before the next round. */
  crash: { bettingMs: number; crashedMs: number };
  /** Where the browser pages' bundles are (built by build.mjs). */
  pagesDir: string;
  /** Each game's lobby thumbnail, `<code>.svg`, served at `/art/<code>.svg` (ADR 0048). */
  artDir: string;
  /** Who may frame the game pages (the CSP's frame-ancestors): the casino's origins. */
  frameAncestors: string;
}

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = setting(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/**
 * Reads the environment. Like the API (ADR 0019), the studio runs as production unless NODE_ENV is
 * development or test: only then may the shared secret be the known development one, and only then
 * does it listen on loopback by default.
 */
export function loadConfig(env: Env = process.env): StudioConfig {
  const production = !['development', 'test'].includes(env.NODE_ENV ?? '');
  const secret = setting(env, 'GAME_PROVIDER_SECRET');
  if (production && !secret) {
    throw new ConfigError(
      'GAME_PROVIDER_SECRET is not set: the studio signs every wallet call with it and production has no default',
    );
  }
  if (production && secret === developmentProviderSecret) {
    throw new ConfigError('GAME_PROVIDER_SECRET is the known development secret: set a secret of your own');
  }
  if (secret !== undefined && secret.length < 32) {
    throw new ConfigError('GAME_PROVIDER_SECRET must be at least 32 characters (the API requires the same)');
  }
  const walletUrl = setting(env, 'OPERATOR_WALLET_URL') ?? 'http://127.0.0.1:8080/api/provider/v1';
  let parsed: URL;
  try {
    parsed = new URL(walletUrl);
  } catch {
    throw new ConfigError(`OPERATOR_WALLET_URL "${walletUrl}" is not a URL`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) {
    throw new ConfigError(`OPERATOR_WALLET_URL "${walletUrl}" must be http(s)`);
  }
  const databaseUrl = setting(env, 'STUDIO_DATABASE_URL');
  return {
    port: integer(env, 'STUDIO_PORT', 8081, 0, 65_535),
    host: setting(env, 'STUDIO_HOST') ?? (production ? '0.0.0.0' : '127.0.0.1'),
    production,
    logLevel: setting(env, 'LOG_LEVEL') ?? 'info',
    operatorWalletUrl: walletUrl.replace(/\/+$/, ''),
    providerSecret: secret ?? developmentProviderSecret,
    database: databaseUrl
      ? { engine: 'postgres', url: databaseUrl }
      : { engine: 'pglite', dataDir: setting(env, 'STUDIO_DATA_DIR') ?? `${studioRoot}../var/studio-data` },
    retryIntervalMs: integer(env, 'STUDIO_RETRY_INTERVAL_MS', 5_000, 50, 600_000),
    crash: {
      bettingMs: integer(env, 'STUDIO_CRASH_BETTING_MS', 6_000, 100, 60_000),
      crashedMs: integer(env, 'STUDIO_CRASH_PAUSE_MS', 3_000, 100, 60_000),
    },
    frameAncestors:
      setting(env, 'STUDIO_FRAME_ANCESTORS') ??
      (production ? "'self'" : "'self' http://localhost:* http://127.0.0.1:*"),
    pagesDir: fileURLToPath(new URL('../dist/pages/', import.meta.url)),
    artDir: fileURLToPath(new URL('../art/', import.meta.url)),
  };
}
