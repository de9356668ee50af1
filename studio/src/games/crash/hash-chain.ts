import { createHash, randomBytes } from 'node:crypto';

/**
 * The crash rounds' hash chain (docs/game-provider-protocol.md, "Provably fair"): c[0] is 32 CSPRNG
 * bytes, c[k+1] = sha256(c[k]), c[n] is the terminal hash published before round 1, and round k
 * plays c[n-k]. Only the seed and the length are stored; the chain is rebuilt from them at start
 * (100,000 hashes take well under a second) and kept in one buffer, 32 bytes a hash.
 */
export interface HashChain {
  /** Rounds the chain can play (n). */
  readonly length: number;
  /** c[n], published before the first round. */
  readonly terminalHash: string;
  /** The hash round `roundNumber` (1..n) plays: c[n - roundNumber]. */
  roundHash(roundNumber: number): string;
}

const HASH_BYTES = 32;

/** A new secret seed for a chain, hex. */
export function newChainSeed(): string {
  return randomBytes(HASH_BYTES).toString('hex');
}

export function sha256Hex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** Rebuilds the chain of `length` rounds from its seed c[0]. */
export function buildHashChain(seedHex: string, length: number): HashChain {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) throw new Error('A chain seed is 64 lower-case hex digits');
  if (!Number.isInteger(length) || length < 1) throw new Error('A chain has at least one round');
  const hashes = Buffer.alloc((length + 1) * HASH_BYTES);
  let current = Buffer.from(seedHex, 'hex');
  current.copy(hashes, 0);
  for (let k = 1; k <= length; k += 1) {
    current = createHash('sha256').update(current).digest();
    current.copy(hashes, k * HASH_BYTES);
  }
  const at = (k: number) => hashes.toString('hex', k * HASH_BYTES, (k + 1) * HASH_BYTES);
  return {
    length,
    terminalHash: at(length),
    roundHash(roundNumber) {
      if (!Number.isInteger(roundNumber) || roundNumber < 1 || roundNumber > length) {
        throw new Error(`Round ${roundNumber} is outside the chain (1..${length})`);
      }
      return at(length - roundNumber);
    },
  };
}
