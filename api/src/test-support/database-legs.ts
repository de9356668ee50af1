import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database.js';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { openPostgresDatabase } from '../db/postgres-database.js';

/** One storage engine the database-backed tests run against. */
export interface DatabaseLeg {
  name: 'pglite' | 'postgres';
  /** A fresh, empty database: PGlite in memory, or a new PostgreSQL schema of its own. */
  open(): Promise<Database & { schema?: string }>;
  /** Drops what `open` created (PostgreSQL schemas); PGlite memory needs nothing. */
  dispose(database: Database & { schema?: string }): Promise<void>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

const pgliteLeg: DatabaseLeg = {
  name: 'pglite',
  open: () => openPgliteDatabase('memory://'),
  dispose: (database) => database.close(),
};

const postgresLeg = (url: string): DatabaseLeg => ({
  name: 'postgres',
  async open() {
    // Each test file and run gets its own schema, so parallel files and runs never collide.
    const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    return Object.assign(await openPostgresDatabase({ url, schema, maxConnections: 5 }), { schema });
  },
  async dispose(database) {
    await database.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${database.schema}" CASCADE`);
    } finally {
      await client.end();
    }
  },
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseLegs: DatabaseLeg[] = postgresUrl ? [pgliteLeg, postgresLeg(postgresUrl)] : [pgliteLeg];

export function announceDatabaseLegs(suite: string): void {
  const names = databaseLegs.map((leg) => leg.name).join(' + ');
  const note = postgresUrl ? '' : ' (set TEST_DATABASE_URL to add PostgreSQL)';
  console.info(`[${suite}] database legs: ${names}${note}`);
}
