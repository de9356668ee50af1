import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

/** `purpose` names this process to another one that finds the PGlite data directory in use. */
export function openDatabase(settings: AppConfig['database'], purpose: string): Promise<Database> {
  return settings.engine === 'postgres'
    ? openPostgresDatabase({
        url: settings.url,
        schema: settings.schema,
        maxConnections: settings.poolSize,
        warmConnections: settings.warmConnections,
      })
    : openPgliteDatabase(settings.dataDir, { purpose });
}
