import { createHash } from 'node:crypto';
import type { AppConfig, LengthLimits } from '@casino/contracts';
import type { Queryable } from '../../db/database.js';
import { settingsSeedSchema } from '../../db/seed-database.js';
import { loadActivityConfigList } from '../activities/activity-catalogue.js';
import { loadGameCatalogue } from '../games/game-catalogue.js';
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
  const { gameListVersion, ...settings } = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const parsed = settingsSeedSchema.safeParse(settings);
  if (!parsed.success || typeof gameListVersion !== 'string') {
    const problems = parsed.error?.issues.map((issue) => issue.path.join('.')) ?? ['gameListVersion'];
    throw new Error(`app_settings is incomplete or invalid (${problems.join(', ')}): run the seed command`);
  }
  return { ...parsed.data, gameListVersion };
}

export async function loadAppConfig(db: Queryable): Promise<AppConfig> {
  const [settings, catalogue, appVipMap, activityConfigList, customerServiceList, theme] = await Promise.all([
    loadSettings(db),
    loadGameCatalogue(db),
    loadVipLevelMap(db),
    loadActivityConfigList(db),
    loadCustomerServices(db),
    loadActiveTheme(db),
  ]);
  if (!theme) throw new Error('No active theme: run the seed command');
  return { ...settings, ...catalogue, appVipMap, activityConfigList, customerServiceList, theme };
}

/**
 * Every visitor's start reads the config, so it is assembled once and kept for `ttlMs`; edits in
 * the database (or a new seed) reach players within that time. Concurrent misses share one load.
 */
export function createAppConfigSource(db: Queryable, ttlMs = 5_000) {
  let cached: { value: VersionedAppConfig; loadedAt: number } | undefined;
  let loading: Promise<VersionedAppConfig> | undefined;

  async function load(): Promise<VersionedAppConfig> {
    const config = await loadAppConfig(db);
    const version = createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 16);
    cached = { value: { config, version }, loadedAt: Date.now() };
    return cached.value;
  }

  return {
    async current(): Promise<VersionedAppConfig> {
      if (cached && Date.now() - cached.loadedAt < ttlMs) return cached.value;
      loading ??= load().finally(() => {
        loading = undefined;
      });
      return loading;
    },
    /** Forgets the cached config, so the next read sees the database (after a settings change). */
    invalidate(): void {
      cached = undefined;
    },
    async lengthLimits(): Promise<LengthLimits> {
      return (await this.current()).config.lengthLimits;
    },
  };
}

export type AppConfigSource = ReturnType<typeof createAppConfigSource>;
