import { createHash } from 'node:crypto';
import type { AppConfig, LengthLimits } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { settingsSeedSchema } from '../../db/seed-database.js';
import { loadActivityConfigList } from '../activities/activity-catalogue.js';
import { type GameArtUrl, loadGameCatalogue } from '../games/game-catalogue.js';
import { loadVipLevelMap } from '../vip/vip-levels.js';
import { loadCustomerServices } from './customer-services.js';
import { loadActiveTheme } from './themes.js';

export interface VersionedAppConfig {
  config: AppConfig;
  /** Hash of the whole config: changes whenever any field does (preLogin's `configVersion`). */
  version: string;
}

async function loadSettings(db: Queryable) {
  const { rows } = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM app_settings');
  const parsed = settingsSeedSchema.safeParse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.path.join('.'));
    throw new Error(`app_settings is incomplete or invalid (${problems.join(', ')}): run the seed command`);
  }
  return parsed.data;
}

/**
 * preLogin's `gameListVersion`: a hash of the game list and its categories, so it changes exactly
 * when what preLogin would send does, whoever changed a game (the seed, an operator's SQL).
 */
function gameListVersionOf(catalogue: Awaited<ReturnType<typeof loadGameCatalogue>>): string {
  return createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 16);
}

/** The whole app config, each game's thumbnail from `artUrl` when it has no image of its own. */
export async function loadAppConfig(db: Queryable, artUrl: GameArtUrl): Promise<AppConfig> {
  const [settings, catalogue, appVipMap, activityConfigList, customerServiceList, theme] = await Promise.all([
    loadSettings(db),
    loadGameCatalogue(db, artUrl),
    loadVipLevelMap(db),
    loadActivityConfigList(db),
    loadCustomerServices(db),
    loadActiveTheme(db),
  ]);
  if (!theme) throw new Error('No active theme: run the seed command');
  return {
    ...settings,
    ...catalogue,
    gameListVersion: gameListVersionOf(catalogue),
    appVipMap,
    activityConfigList,
    customerServiceList,
    theme,
  };
}

export interface AppConfigSourceOptions {
  /** How long an assembled config is served before it is read again. */
  ttlMs?: number;
  /** The game providers' art (`gameArtUrlOf`); without it games show only their own images. */
  gameArtUrl?: GameArtUrl;
  /** Assembles the config (tests replace it). */
  loadConfig?: (db: Queryable) => Promise<AppConfig>;
}

const noProviderArt: GameArtUrl = () => null;

/**
 * Every visitor's start reads the config, so it is assembled once and kept for `ttlMs`; edits in
 * the database (or a new seed) reach players within that time. Concurrent misses share one load.
 */
export function createAppConfigSource(
  db: Queryable,
  {
    ttlMs = 5_000,
    gameArtUrl = noProviderArt,
    loadConfig = (database) => loadAppConfig(database, gameArtUrl),
  }: AppConfigSourceOptions = {},
) {
  let cached: { value: VersionedAppConfig; loadedAt: number } | undefined;
  let loading: Promise<VersionedAppConfig> | undefined;
  // Bumped by `invalidate`: a load that started before a change may have read the old rows, so
  // its result is returned to its own callers but never cached.
  let generation = 0;

  async function load(): Promise<VersionedAppConfig> {
    const startedIn = generation;
    const config = await loadConfig(db);
    const version = createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16);
    const value = { config, version };
    if (startedIn === generation) cached = { value, loadedAt: Date.now() };
    return value;
  }

  return {
    async current(): Promise<VersionedAppConfig> {
      if (cached && Date.now() - cached.loadedAt < ttlMs) return cached.value;
      if (!loading) {
        const pending = load().finally(() => {
          if (loading === pending) loading = undefined;
        });
        loading = pending;
      }
      return loading;
    },
    /** Forgets the cached config and any load in flight, so the next read sees the database. */
    invalidate(): void {
      generation += 1;
      cached = undefined;
      loading = undefined;
    },
    async lengthLimits(): Promise<LengthLimits> {
      return (await this.current()).config.lengthLimits;
    },
  };
}

export type AppConfigSource = ReturnType<typeof createAppConfigSource>;
