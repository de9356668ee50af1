import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import { migrate } from '../../../db/migrate.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import {
  addressKeyOf,
  createSignInGuard,
  delaySecondsAfter,
  nameHashOf,
  pruneIdleSignInGuards,
} from '../sign-in-guard.js';

const policy = { failuresBeforeLock: 3, lockMinutes: 15, freeFailures: 5, maxDelaySeconds: 60 };
const hourMs = 60 * 60_000;

describe('the sign-in guard policy', () => {
  it('is 3 wrong passwords per address for a 15-minute lock, 5 free per name, then 1 s doubling to 60 s', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config).toMatchObject({
      loginFailuresBeforeLock: 3,
      loginLockMinutes: 15,
      loginDelayAfterFailures: 5,
      loginDelayMaxSeconds: 60,
    });
    const delays = Array.from({ length: 14 }, (_, index) => delaySecondsAfter(index + 1, policy));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('counts IPv4 addresses as they are, IPv6 ones per /64, and names in any letter case', () => {
    expect(addressKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKeyOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::/64');
    expect(addressKeyOf('2001:0db8:85a3:08d3::1')).toBe('2001:db8:85a3:8d3::/64');
    expect(addressKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(nameHashOf('Alice_01')).toBe(nameHashOf('alice_01'));
    expect(nameHashOf('alice_01')).toMatch(/^[0-9a-f]{64}$/);
  });
});

announceDatabaseLegs('sign-in guard storage');

describe.each(databaseLegs)('sign-in guard rows on $name', (leg) => {
  let db: Database;
  let now = new Date('2026-11-25T12:00:00Z');

  beforeAll(async () => {
    db = await leg.open();
    await migrate(db, loadConfig({ NODE_ENV: 'test' }).migrationsDir);
  });
  afterAll(async () => {
    await leg.dispose(db);
  });

  const rowCount = async () =>
    (
      await db.query<{ names: number; addresses: number }>(
        `SELECT (SELECT count(*)::int FROM sign_in_name_guards) AS names,
                (SELECT count(*)::int FROM sign_in_address_guards) AS addresses`,
      )
    ).rows[0];

  it('are deleted after a day untouched, unless they hold a lock or a known address', async () => {
    const guard = createSignInGuard(db, () => now, policy);
    // A guesser's rows (locked for 15 minutes), and a player's known address.
    for (let attempt = 0; attempt < 3; attempt += 1) await guard.reserve('ida_guessed', '203.0.113.7');
    const success = await guard.reserve('ida_player', '198.51.100.20');
    await guard.recordSuccess(success);
    expect(await rowCount()).toEqual({ names: 2, addresses: 2 });

    now = new Date(now.getTime() + 10 * hourMs);
    await pruneIdleSignInGuards(db, now);
    expect(await rowCount()).toEqual({ names: 2, addresses: 2 });

    now = new Date(now.getTime() + 20 * hourMs);
    await pruneIdleSignInGuards(db, now);
    // The known address stays for 30 days; its name row (no delay) goes.
    expect(await rowCount()).toEqual({ names: 0, addresses: 1 });
    const { rows } = await db.query('SELECT client_address FROM sign_in_address_guards');
    expect(rows).toEqual([{ client_address: '198.51.100.20' }]);
  });
});
