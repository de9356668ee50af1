import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildHashChain, newChainSeed, sha256Hex } from '../hash-chain.js';

const seed = createHash('sha256').update('crash-chain-test').digest('hex');

describe('the crash hash chain', () => {
  it('ends in the terminal hash: sha256 applied n times to the seed', () => {
    let expected = seed;
    for (let k = 0; k < 50; k += 1)
      expected = createHash('sha256').update(Buffer.from(expected, 'hex')).digest('hex');
    expect(buildHashChain(seed, 50).terminalHash).toBe(expected);
  });

  it('links every round to the one before: sha256(round k) is round k-1, round 1 links to the terminal hash', () => {
    const chain = buildHashChain(seed, 200);
    expect(sha256Hex(chain.roundHash(1))).toBe(chain.terminalHash);
    for (let k = 2; k <= 200; k += 1) expect(sha256Hex(chain.roundHash(k))).toBe(chain.roundHash(k - 1));
    expect(chain.roundHash(200)).toBe(seed);
  });

  it('rebuilds the same chain from the same seed, so a restart continues it', () => {
    const first = buildHashChain(seed, 100);
    const again = buildHashChain(seed, 100);
    expect(again.terminalHash).toBe(first.terminalHash);
    expect(again.roundHash(37)).toBe(first.roundHash(37));
  });

  it('refuses rounds outside the chain and seeds that are not 32 bytes of hex', () => {
    const chain = buildHashChain(seed, 10);
    expect(() => chain.roundHash(0)).toThrow(/outside the chain/);
    expect(() => chain.roundHash(11)).toThrow(/outside the chain/);
    expect(() => buildHashChain('abc', 10)).toThrow(/64 lower-case hex/);
  });

  it('draws a new 32-byte seed each time', () => {
    const a = newChainSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newChainSeed()).not.toBe(a);
  });
});
