import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPointFromHash, formatMultiplier, MAX_CRASH_POINT } from '../crash-math.js';
import { elapsedAt, multiplierAt } from '../flight.js';
import { buildHashChain } from '../hash-chain.js';

/** A hash whose first 13 hex digits (52 bits) are `head`. */
const withHead = (head: string) => head.padEnd(64, '0');

describe('the crash point of a round hash', () => {
  it('follows floor(99 * 2^52 / (2^52 - h)) on known vectors', () => {
    expect(crashPointFromHash(withHead('8000000000000'))).toBe(198); // h = 2^51: 0.99 / 0.5
    expect(crashPointFromHash(withHead('c000000000000'))).toBe(396); // h = 3 * 2^50: 0.99 / 0.25
    expect(crashPointFromHash(withHead('e000000000000'))).toBe(792); // 0.99 / 0.125
    // The rest of the hash beyond the first 52 bits does not count.
    expect(crashPointFromHash(`8000000000000${'f'.repeat(51)}`)).toBe(198);
  });

  it('busts at take-off (1.00x) when the raw point is below 1.01x', () => {
    expect(crashPointFromHash(withHead('0000000000000'))).toBe(100);
    // h / 2^52 = 0.0196 gives 0.99 / 0.9804 = 1.0098x: still a bust.
    expect(crashPointFromHash(withHead('0504816f0068d'))).toBe(100);
    expect(crashPointFromHash(withHead('0600000000000'))).toBe(101);
  });

  it('stops at the declared cap of 10,000.00x', () => {
    expect(crashPointFromHash(withHead('fffffffffffff'))).toBe(MAX_CRASH_POINT);
    expect(formatMultiplier(MAX_CRASH_POINT)).toBe('10000.00x');
  });

  it('refuses anything but a 64-digit lower-case hex hash', () => {
    expect(() => crashPointFromHash('XYZ')).toThrow(/64 lower-case hex/);
  });

  it('reaches each target T in close to 99/T of the rounds of a chain', () => {
    const seed = createHash('sha256').update('crash-distribution').digest('hex');
    const rounds = 100_000;
    const chain = buildHashChain(seed, rounds);
    const points: number[] = [];
    for (let k = 1; k <= rounds; k += 1) points.push(crashPointFromHash(chain.roundHash(k)));
    const share = (target: number) => points.filter((point) => point >= target).length / rounds;
    // Binomial standard deviations at 100,000 rounds are below 0.0016; 5 of them still reject a wrong edge.
    for (const target of [101, 150, 200, 1000])
      expect(Math.abs(share(target) - 99 / target)).toBeLessThan(0.008);
    expect(Math.abs(points.filter((point) => point === 100).length / rounds - (1 - 99 / 101))).toBeLessThan(
      0.003,
    );
  });
});

describe('the flight curve', () => {
  it('grows as e^(0.00006 t), rounded down to hundredths', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(multiplierAt(38_376)).toBe(999);
    expect(multiplierAt(38_377)).toBe(1000);
  });

  it('finds the first millisecond of a multiplier, the inverse of the curve', () => {
    for (const point of [101, 112, 200, 1000, 123_456, MAX_CRASH_POINT]) {
      const at = elapsedAt(point);
      expect(multiplierAt(at)).toBeGreaterThanOrEqual(point);
      expect(multiplierAt(at - 1)).toBeLessThan(point);
    }
  });
});
