import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../../config.js';
import { insertTestUsers } from '../../modules/wallet/__tests__/ledger-fixtures.js';
import { balanceOf, openAccount, playerAccountOf, postTransaction } from '../../modules/wallet/ledger.js';
import { checkLedgerInvariants, soundLedger } from '../../modules/wallet/ledger-check.js';
import {
  bundleForProcesses,
  runToEnd,
  serverEnvironment,
  startProcess,
  waitUntilServing,
} from '../../test-support/api-processes.js';
import { freeLoopbackPort } from '../../test-support/test-server.js';
import type { Queryable } from '../database.js';
import { migrate } from '../migrate.js';
import { openPgliteDatabase } from '../pglite-database.js';
import { seedDatabase } from '../seed-database.js';

// `npm run db:backup` and `npm run db:restore` as operators run them: the bundled CLI in a process
// of its own, against data directories of a real PGlite database with a funded player.
const { migrationsDir, seedDir } = loadStorageConfig({});
let bundle: Awaited<ReturnType<typeof bundleForProcesses>>;
let workDir: string;
let sourceDir: string;
let playerId: number;

/** The player's balance and the whole ledger: what a restore must bring back unchanged. */
async function moneyOf(db: Queryable) {
  return {
    balance: await balanceOf(db, playerId),
    transactions: (await db.query('SELECT * FROM ledger_transactions ORDER BY id')).rows,
    postings: (await db.query('SELECT * FROM ledger_postings ORDER BY id')).rows,
  };
}
let sourceMoney: Awaited<ReturnType<typeof moneyOf>>;

async function moneyIn(dataDir: string) {
  const db = await openPgliteDatabase(dataDir, { purpose: 'test' });
  try {
    expect(await checkLedgerInvariants(db)).toEqual(soundLedger);
    return await moneyOf(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  bundle = await bundleForProcesses({ db: 'db-cli.ts', server: 'main.ts' });
  workDir = await mkdtemp(join(tmpdir(), 'casino-backup-'));
  sourceDir = join(workDir, 'source');
  const db = await openPgliteDatabase(sourceDir, { purpose: 'test' });
  try {
    await migrate(db, migrationsDir);
    await seedDatabase(db, seedDir);
    const house = await openAccount(db, 'house', { systemName: 'house' });
    [playerId = 0] = await insertTestUsers(db, 1);
    const player = await playerAccountOf(db, playerId);
    for (const [index, amount] of [150_000, -2_575, 99].entries()) {
      await postTransaction(db, {
        idempotencyKey: `backup-test-${index}`,
        kind: 'correction',
        postings: [
          { accountId: house.id, amount: -amount },
          { accountId: player.id, amount },
        ],
      });
    }
    sourceMoney = await moneyOf(db);
  } finally {
    await db.close();
  }
  expect(sourceMoney.balance).toBe(147_524);

  // A fresh PGlite data directory, migrated and seeded, takes seconds; far longer on a busy machine.
}, 180_000);
afterAll(async () => {
  await bundle?.dispose();
  await rm(workDir, { recursive: true, force: true });
});

const dbCli = (args: string[], dataDir: string, env: Record<string, string> = {}) =>
  runToEnd(bundle.script('db'), args, { DATA_DIR: dataDir, ...env });

/** One backup of the source directory, made by the first test that needs it. */
let sourceBackup: Promise<string> | undefined;
function backUpSource(): Promise<string> {
  sourceBackup ??= (async () => {
    const backups = join(workDir, 'backups');
    const run = await dbCli(['backup', backups], sourceDir);
    expect(run.output).toContain(`Backed up ${sourceDir} to ${backups}/pglite-`);
    expect(run.code).toBe(0);
    const files = await readdir(backups);
    expect(files).toEqual([
      expect.stringMatching(/^pglite-source-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/),
    ]);
    return join(backups, files[0] ?? '');
  })();
  return sourceBackup;
}

// Each test starts two to five PGlite processes: allow for a busy machine.
describe('db:backup and db:restore', { timeout: 120_000 }, () => {
  it("back up a data directory and restore it into a fresh one: the player's balance and ledger survive", async () => {
    const archive = await backUpSource();
    const restoredDir = join(workDir, 'restored');
    const run = await dbCli(['restore', archive], restoredDir);
    expect(run.output).toContain(`Restored ${archive} into ${restoredDir} (schema version`);
    expect(run.code).toBe(0);
    expect(await moneyIn(restoredDir)).toEqual(sourceMoney);
    expect(await readdir(workDir)).not.toContainEqual(expect.stringContaining('.restoring-'));
  });

  it('refuse to restore over a data directory that is not empty, unless told to, then keep the old one aside', async () => {
    const archive = await backUpSource();
    const targetDir = join(workDir, 'target');
    await cp(sourceDir, targetDir, { recursive: true });
    const target = await openPgliteDatabase(targetDir, { purpose: 'test' });
    const [laterPlayer] = await insertTestUsers(target, 1);
    await target.close();

    const refused = await dbCli(['restore', archive], targetDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The database folder ${targetDir} is not empty`);
    expect(refused.output).toContain('--replace');

    const replaced = await dbCli(['restore', archive, '--replace'], targetDir);
    expect(replaced.code).toBe(0);
    const aside = /kept at (\S+);/.exec(replaced.output)?.[1] ?? '';
    expect(aside).toMatch(new RegExp(`^${targetDir}\\.replaced-`));
    expect(await moneyIn(targetDir)).toEqual(sourceMoney);
    const users = async (dir: string) => {
      const db = await openPgliteDatabase(dir, { purpose: 'test' });
      try {
        return (await db.query<{ id: number }>('SELECT id FROM users WHERE id = $1', [laterPlayer])).rows
          .length;
      } finally {
        await db.close();
      }
    };
    expect(await users(targetDir)).toBe(0);
    expect(await users(aside)).toBe(1);
  });

  it('refuse both while the server runs on the data directory, naming it', async () => {
    const dataDir = join(workDir, 'served');
    await cp(sourceDir, dataDir, { recursive: true });
    const archive = await backUpSource();
    const port = await freeLoopbackPort();
    const server = startProcess(
      bundle.script('server'),
      [],
      serverEnvironment({ DATA_DIR: dataDir, PORT: `${port}` }),
    );
    try {
      await waitUntilServing(server, port);
      const inUse = `The database folder ${dataDir} is in use by process ${server.child.pid}`;
      const backups = join(workDir, 'refused-backups');
      const backup = await dbCli(['backup', backups], dataDir);
      expect(backup.code).toBe(1);
      expect(backup.output).toContain(inUse);
      expect(backup.output).toContain(`API server on port ${port}`);
      expect(existsSync(backups) ? await readdir(backups) : []).toEqual([]);
      const restore = await dbCli(['restore', archive, '--replace'], dataDir);
      expect(restore.code).toBe(1);
      expect(restore.output).toContain(inUse);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    }
    expect((await readdir(workDir)).filter((name) => name.startsWith('served.'))).toEqual([]);
  });

  it('refuse a file that is not a backup and leave the data directory as it was', async () => {
    const notABackup = join(workDir, 'notes.tar.gz');
    await writeFile(notABackup, 'these are not the files you are looking for');
    const emptyDir = join(workDir, 'empty');
    await mkdir(emptyDir);
    const run = await dbCli(['restore', notABackup], emptyDir);
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      `${notABackup} could not be restored: it is not a PGlite backup, or it is damaged`,
    );
    expect(run.output).toContain(`The database folder ${emptyDir} was not changed`);
    expect(await readdir(emptyDir)).toEqual([]);
    expect((await readdir(workDir)).filter((name) => name.startsWith('empty.'))).toEqual([]);
  });

  it('say to use pg_dump when the database is PostgreSQL', async () => {
    const run = await dbCli(['backup'], sourceDir, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(run.code).toBe(1);
    expect(run.output).toContain('DATABASE_URL is set: the database is PostgreSQL');
    expect(run.output).toContain('pg_dump --format=custom');
  });

  it('answer wrong arguments with the usage', async () => {
    for (const args of [[], ['restore'], ['backup', '--replace'], ['restore', 'a.tar.gz', 'b.tar.gz']]) {
      const run = await dbCli(args, sourceDir);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.output).toContain('usage: npm run db:backup');
    }
  });
});
