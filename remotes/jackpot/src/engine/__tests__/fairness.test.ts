// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDraw, drawFloat, pickCell, sha256Hex } from '../fairness';

// The reference: the scheme as api/README.md states it, computed with Node's crypto.
function referenceFloat(serverSeed: string, clientSeed: string, nonce: number): number {
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
  return [0, 1, 2, 3].reduce((float, index) => float + (block[index] ?? 0) / 256 ** (index + 1), 0);
}

const serverSeed = '5f0c0e8b7a3d4e1f9a2b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b';
const weights = [
  { id: 1, weight: 3000 },
  { id: 2, weight: 2500 },
  { id: 3, weight: 300 },
  { id: 4, weight: 1500 },
];

describe('verifying a draw in the browser (jackpot-hmac-sha256-v1)', () => {
  it('computes the float from the first 4 bytes of HMAC_SHA256(serverSeed, clientSeed:nonce:0)', async () => {
    for (const nonce of [0, 1, 2, 41]) {
      expect(await drawFloat(serverSeed, 'player-seed', nonce)).toBe(
        referenceFloat(serverSeed, 'player-seed', nonce),
      );
    }
    expect(await sha256Hex(serverSeed)).toBe(createHash('sha256').update(serverSeed).digest('hex'));
  });

  it('picks the first cell whose cumulative weight exceeds float x total weight', () => {
    expect(pickCell(weights, 0)).toBe(1);
    expect(pickCell(weights, 2999.99 / 7300)).toBe(1);
    expect(pickCell(weights, 3000 / 7300)).toBe(2);
    expect(pickCell(weights, 5800 / 7300 - 1e-9)).toBe(3);
    expect(pickCell(weights, 0.999_999)).toBe(4);
    expect(pickCell([], 0.5)).toBeNull();
  });

  it('checks a revealed draw: the seed against its hash, and the cell the seeds give', async () => {
    const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');
    const proof = {
      scheme: 'jackpot-hmac-sha256-v1' as const,
      serverSeedHash,
      serverSeed,
      clientSeed: 'abc',
      nonce: 3,
      weights,
    };
    const check = await checkDraw(proof);
    expect(check).toEqual({
      hashMatches: true,
      float: referenceFloat(serverSeed, 'abc', 3),
      cellId: pickCell(weights, referenceFloat(serverSeed, 'abc', 3)),
    });
    expect((await checkDraw({ ...proof, serverSeedHash: '00'.repeat(32) }))?.hashMatches).toBe(false);
    expect(await checkDraw({ ...proof, serverSeed: null })).toBeNull();
  });
});
