import { describe, expect, it } from 'vitest';
import { compareSurfaces, currentSurfaces, readSnapshot } from '../public-surfaces.mjs';
import type { PackageSurface } from '../surfaces.mjs';

describe('the committed public surfaces (shared/public-surfaces.json)', () => {
  it("match every shared package's exports and version", () => {
    const problems = compareSurfaces(readSnapshot(), currentSurfaces());
    // Each message says what changed and what to do: bump the version, or npm run surfaces:record.
    expect(problems.map(({ message }) => message)).toEqual([]);
  });
});

const platform = (version: string, values: string[], types: string[] = ['Session']): PackageSurface => ({
  version,
  entries: { '@casino/platform': { values, types } },
});
const recorded = { '@casino/platform': platform('1.2.0', ['callApi', 'formatMoney']) };

describe('compareSurfaces', () => {
  it('asks for a minor bump when names are added under the same version, naming them', () => {
    const problems = compareSurfaces(recorded, {
      '@casino/platform': platform('1.2.0', ['callApi', 'formatDateTime', 'formatMoney']),
    });
    expect(problems).toEqual([
      {
        kind: 'bump',
        message:
          "@casino/platform's public surface changed (added @casino/platform value formatDateTime) but its " +
          'version went 1.2.0 -> 1.2.0: a minor bump is needed (names were added). Bump "version" in its ' +
          'package.json, then run npm run surfaces:record.',
      },
    ]);
  });

  it('asks for a major bump when a name is removed, a minor bump is not enough', () => {
    const [problem] = compareSurfaces(recorded, {
      '@casino/platform': platform('1.3.0', ['callApi'], []),
    });
    expect(problem?.kind).toBe('bump');
    expect(problem?.message).toContain(
      'removed @casino/platform value formatMoney, @casino/platform type Session',
    );
    expect(problem?.message).toContain('1.2.0 -> 1.3.0: a major bump is needed');
  });

  it('only asks to record a change that came with its bump, or a bump alone', () => {
    expect(
      compareSurfaces(recorded, {
        '@casino/platform': platform('1.3.0', ['callApi', 'formatDateTime', 'formatMoney']),
      }),
    ).toEqual([
      {
        kind: 'record',
        message:
          '@casino/platform 1.3.0 has a new public surface (added @casino/platform value formatDateTime): ' +
          'record it with npm run surfaces:record',
      },
    ]);
    expect(
      compareSurfaces(recorded, { '@casino/platform': platform('1.2.1', ['callApi', 'formatMoney']) }),
    ).toEqual([
      {
        kind: 'record',
        message: '@casino/platform is now 1.2.1 (recorded: 1.2.0): record it with npm run surfaces:record',
      },
    ]);
  });

  it('finds nothing when the surface and the version are as recorded', () => {
    expect(compareSurfaces(recorded, structuredClone(recorded))).toEqual([]);
  });
});
