import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

export function openDatabase(settings: AppConfig['database']): Promise<Database> {
  return settings.engine === 'postgres'
    ? openPostgresDatabase({ url: settings.url, schema: settings.schema, maxConnections: settings.poolSize })
    : openPgliteDatabase(settings.dataDir);
}
