import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with a per-user random salt. N=2^15, r=8, p=1 (OWASP's minimum is N=2^17 with 64 MiB;
 * 2^15 keeps sign-in near 50 ms on small servers). The parameters are stored in the hash so they
 * can be raised later without breaking existing passwords.
 */
const current = { cost: 2 ** 15, blockSize: 8, parallelization: 1, keyLength: 32, saltLength: 16 };

function deriveKey(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelization: number,
  keyLength: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N: cost, r: blockSize, p: parallelization, maxmem: 128 * cost * blockSize * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(current.saltLength);
  const key = await deriveKey(
    password,
    salt,
    current.cost,
    current.blockSize,
    current.parallelization,
    current.keyLength,
  );
  return [
    'scrypt',
    current.cost,
    current.blockSize,
    current.parallelization,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Constant-time comparison of the derived key; a malformed stored hash never matches. */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelization, salt, key] = storedHash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64url'),
    Number(cost),
    Number(blockSize),
    Number(parallelization),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/**
 * Spent on sign-in attempts for unknown accounts so they take as long as real ones and timing
 * does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
