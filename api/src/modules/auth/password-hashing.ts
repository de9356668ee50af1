import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createSemaphore } from '../../concurrency.js';

/** scrypt's parameters as stored in every hash: `scrypt$N$r$p$salt$key` (base64url parts). */
interface ScryptParameters {
  cost: number;
  blockSize: number;
  parallelization: number;
}

/**
 * OWASP's current guidance for scrypt: N=2^17, r=8, p=1. One hash then takes 128 * N * r bytes,
 * 128 MiB, which is why hashes run a few at a time (`concurrency`).
 */
export const productionScryptCost = 2 ** 17;
const blockSize = 8;
const parallelization = 1;
const keyLength = 32;
const saltLength = 16;

export interface PasswordHashingSettings {
  /** scrypt's N, a power of two: `productionScryptCost` unless a test lowers it (`PASSWORD_HASH_COST`). */
  cost: number;
  /** Hashes computed at once (`PASSWORD_HASH_CONCURRENCY`); the others wait their turn. */
  concurrency: number;
}

/** What one derivation is given; tests count derivations through it. */
export type DeriveKey = (
  password: string,
  salt: Buffer,
  parameters: ScryptParameters,
  length: number,
) => Promise<Buffer>;

export const deriveWithScrypt: DeriveKey = (password, salt, parameters, length) =>
  new Promise<Buffer>((resolve, reject) => {
    const { cost, blockSize: r, parallelization: p } = parameters;
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      // Node refuses more than 32 MiB unless told: allow what these parameters need, with room.
      { N: cost, r, p, maxmem: 2 * 128 * cost * r * p },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** The memory one scrypt derivation takes with these parameters. */
export function scryptMemoryBytes(parameters: ScryptParameters): number {
  return 128 * parameters.cost * parameters.blockSize * parameters.parallelization;
}

interface StoredHash extends ScryptParameters {
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(storedHash: string): StoredHash | null {
  const [scheme, cost, r, p, salt, key] = storedHash.split('$');
  const parameters = { cost: Number(cost), blockSize: Number(r), parallelization: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key) return null;
  if (!Object.values(parameters).every((value) => Number.isInteger(value) && value > 0)) return null;
  return { ...parameters, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

const work = (parameters: ScryptParameters) =>
  parameters.cost * parameters.blockSize * parameters.parallelization;

/** Extra derivations at most, to bring a very old hash's check up to the current cost. */
const maxPaddingDerivations = 64;

export interface PasswordCheck {
  matches: boolean;
  /** The stored hash is weaker than the current parameters: store a new one once it matches. */
  outdated: boolean;
}

export interface PasswordHasher {
  /** A new `scrypt$N$r$p$salt$key` hash at the current parameters. */
  hash(password: string): Promise<string>;
  /**
   * Compares in constant time; a malformed stored hash never matches. A wrong password against
   * an outdated hash costs as much scrypt work as one at the current parameters, so a wrong
   * answer takes as long for every account, old hash or new, known or not.
   */
  check(password: string, storedHash: string): Promise<PasswordCheck>;
  /** The work of checking a password at the current parameters, for names no account has. */
  checkAgainstDummy(password: string): Promise<PasswordCheck>;
}

export function createPasswordHasher(
  settings: PasswordHashingSettings,
  derive: DeriveKey = deriveWithScrypt,
): PasswordHasher {
  const current: ScryptParameters = { cost: settings.cost, blockSize, parallelization };
  const limited = createSemaphore(settings.concurrency);
  const deriveLimited: DeriveKey = (...args) => limited(() => derive(...args));

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(saltLength);
    const key = await deriveLimited(password, salt, current, keyLength);
    return ['scrypt', current.cost, current.blockSize, current.parallelization, salt, key]
      .map((part) => (Buffer.isBuffer(part) ? part.toString('base64url') : String(part)))
      .join('$');
  }

  async function check(password: string, storedHash: string): Promise<PasswordCheck> {
    const stored = parseStoredHash(storedHash);
    if (!stored) return { matches: false, outdated: false };
    const actual = await deriveLimited(password, stored.salt, stored, stored.key.length);
    const matches = actual.length === stored.key.length && timingSafeEqual(actual, stored.key);
    const outdated =
      stored.cost < current.cost ||
      stored.blockSize < current.blockSize ||
      stored.parallelization < current.parallelization;
    if (!matches && outdated) {
      const padding = Math.min(Math.round(work(current) / work(stored)) - 1, maxPaddingDerivations);
      for (let round = 0; round < padding; round += 1) {
        await deriveLimited(password, stored.salt, stored, stored.key.length);
      }
    }
    return { matches, outdated };
  }

  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    check,
    async checkAgainstDummy(password) {
      dummyHash ??= hash(randomBytes(16).toString('base64url'));
      await check(password, await dummyHash);
      return { matches: false, outdated: false };
    },
  };
}
