import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import { announceDatabaseLegs, databaseLegs } from '../../../test-support/database-legs.js';
import { startTestServer, type TestServer } from '../../../test-support/test-server.js';
import {
  createPasswordHasher,
  type DeriveKey,
  deriveWithScrypt,
  productionScryptCost,
  scryptMemoryBytes,
} from '../password-hashing.js';

/** Real scrypt, adding up the work of every derivation (N * r * p). */
function measuredScrypt() {
  let work = 0;
  const derive: DeriveKey = (password, salt, parameters, length) => {
    work += parameters.cost * parameters.blockSize * parameters.parallelization;
    return deriveWithScrypt(password, salt, parameters, length);
  };
  return { derive, work: () => work };
}

describe('password hashing', () => {
  it('uses OWASP scrypt parameters by default (N=2^17, r=8, p=1: 128 MiB), two at a time', async () => {
    const { passwordHashing } = loadConfig({ NODE_ENV: 'test' });
    expect(passwordHashing).toEqual({ cost: 2 ** 17, concurrency: 2 });
    expect(productionScryptCost).toBe(131_072);
    expect(scryptMemoryBytes({ cost: productionScryptCost, blockSize: 8, parallelization: 1 })).toBe(
      128 * 1024 * 1024,
    );

    const hasher = createPasswordHasher(passwordHashing);
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.check('correct horse', stored)).toEqual({ matches: true, outdated: false });
  });

  it('refuses a cost below 2^17 in production, and one that is not a power of two', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: String(2 ** 15) })).toThrow(
      /PASSWORD_HASH_COST: below OWASP's minimum/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '100000' })).toThrow(/PASSWORD_HASH_COST: must be a power/);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1024' }).passwordHashing.cost).toBe(1024);
  });

  it('calls a hash made with a lower cost outdated, and one with a higher cost not', async () => {
    const low = createPasswordHasher({ cost: 2 ** 10, concurrency: 2 });
    const high = createPasswordHasher({ cost: 2 ** 12, concurrency: 2 });
    const lowHash = await low.hash('secret-pass');
    expect(lowHash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await high.check('secret-pass', lowHash)).toEqual({ matches: true, outdated: true });
    expect(await high.check('wrong-pass', lowHash)).toEqual({ matches: false, outdated: true });
    expect(await low.check('secret-pass', await high.hash('secret-pass'))).toEqual({
      matches: true,
      outdated: false,
    });
    expect(await high.check('secret-pass', 'bcrypt$whatever')).toEqual({ matches: false, outdated: false });
  });

  it('does the same scrypt work for a wrong password whatever the account: old hash, new hash or none', async () => {
    const old = await createPasswordHasher({ cost: 2 ** 10, concurrency: 2 }).hash('secret-pass');
    const scrypt = measuredScrypt();
    const hasher = createPasswordHasher({ cost: 2 ** 12, concurrency: 2 }, scrypt.derive);
    const current = await hasher.hash('secret-pass');
    await hasher.checkAgainstDummy('warm-up'); // the dummy's own hash is made once
    const workOf = async (check: () => Promise<unknown>) => {
      const before = scrypt.work();
      await check();
      return scrypt.work() - before;
    };
    const oneCheck = 2 ** 12 * 8;
    expect(await workOf(() => hasher.check('wrong', current))).toBe(oneCheck);
    expect(await workOf(() => hasher.check('wrong', old))).toBe(oneCheck);
    expect(await workOf(() => hasher.checkAgainstDummy('wrong'))).toBe(oneCheck);
  });

  it('runs at most `concurrency` derivations at once; the others wait their turn', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const slowDerive: DeriveKey = async (...args) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return deriveWithScrypt(...args);
    };
    const hasher = createPasswordHasher({ cost: 2 ** 10, concurrency: 2 }, slowDerive);
    const hashes = await Promise.all(
      Array.from({ length: 8 }, (_, index) => hasher.hash(`password-${index}`)),
    );
    expect(new Set(hashes).size).toBe(8);
    expect(mostAtOnce).toBe(2);
  });
});

announceDatabaseLegs('password rehash on sign-in');

describe.each(databaseLegs)('a password hash below the current cost on $name', (leg) => {
  let server: TestServer;
  const olderHasher = createPasswordHasher({ cost: 2 ** 10, concurrency: 2 });

  beforeAll(async () => {
    server = await startTestServer(leg, { PASSWORD_HASH_COST: String(2 ** 12) });
  });
  afterAll(async () => {
    await server.close();
  });

  const storedHash = async (account: string) =>
    (
      await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE account = $1', [
        account,
      ])
    ).rows[0]?.password_hash ?? '';

  it('is replaced at the current cost by the next successful sign-in, and not by a wrong password', async () => {
    await server.call('/app/v1/accountRegist', { account: 'hal_old_hash', password: 'first-pass' });
    const oldHash = await olderHasher.hash('first-pass');
    await server.db.query('UPDATE users SET password_hash = $2 WHERE account = $1', [
      'hal_old_hash',
      oldHash,
    ]);

    const wrong = await server.call('/app/v1/accountLogin', { account: 'hal_old_hash', password: 'nope' });
    expect(wrong.envelope.errcode).toBe(1102);
    expect(await storedHash('hal_old_hash')).toBe(oldHash);

    const signedIn = await server.call('/app/v1/accountLogin', {
      account: 'hal_old_hash',
      password: 'first-pass',
    });
    expect(signedIn.envelope.errcode).toBe(0);
    const upgraded = await storedHash('hal_old_hash');
    expect(upgraded).toMatch(/^scrypt\$4096\$8\$1\$/);
    // The new hash holds the same password.
    const again = await server.call('/app/v1/accountLogin', {
      account: 'hal_old_hash',
      password: 'first-pass',
    });
    expect(again.envelope.errcode).toBe(0);
    expect(await storedHash('hal_old_hash')).toBe(upgraded);
  });
});
