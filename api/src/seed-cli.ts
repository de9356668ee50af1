import { ConfigError, loadStorageConfig } from './config.js';
import { DataDirectoryError } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { seedDatabase } from './db/seed-database.js';

/** `node dist/seed.mjs`: applies migrations, then (re)loads the seed files. Safe to run again. */
async function main(): Promise<void> {
  const config = loadStorageConfig();
  // A one-off run needs no warm pool (that is for a server's bursts).
  const database =
    config.database.engine === 'postgres' ? { ...config.database, warmConnections: 0 } : config.database;
  const db = await openDatabase(database, 'seed (node api/dist/seed.mjs)');
  try {
    const applied = await migrate(db, config.migrationsDir);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
    const summary = await seedDatabase(db, config.seedDir);
    console.log(`Seeded ${db.engine}: ${summary}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirectoryError ? error.message : error);
  process.exit(1);
});
