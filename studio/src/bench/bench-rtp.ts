import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { NextFloat } from '../fair/floats.js';
import { findGame, games } from '../games/registry.js';

/**
 * `npm run bench:rtp`: plays every game's every mode for `BENCH_ROUNDS` rounds (20 million by
 * default: the slot's standard error is then about 0.1 pp, a third of the tolerance) on worker threads and prints the measured return, hit frequency and largest win against
 * the declared and exact figures. Fails (exit 1) when a measured RTP is more than 0.3 percentage
 * points from the declared one.
 *
 * Real play draws its floats from HMAC-SHA256 of the seeds; here a fast generator (sfc32) draws
 * them, with the same 32-bit resolution (a uint32 / 2^32). What is measured is the game's mapping
 * from floats to outcomes (`simulate` runs the same `play` code); HMAC-SHA256's output is uniform
 * for this purpose, so any good uniform generator measures the same mapping, ~50 times faster.
 */

interface ModeTotals {
  rounds: number;
  /** Sum of wins in stakes; the stake of each round is 1. */
  won: number;
  wonSquared: number;
  hits: number;
  largest: number;
}

/** sfc32 (Chris Doty-Humphrey's small fast counter), seeded per worker: a uint32 a call. */
function sfc32(seed: number): NextFloat {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let warmUp = 0; warmUp < 15; warmUp += 1) next();
  return next;
}

function runShare(gameCode: string, modeId: string, rounds: number, seed: number): ModeTotals {
  const game = findGame(gameCode);
  const mode = game?.modes.find((candidate) => candidate.id === modeId);
  if (!game || !mode) throw new Error(`no mode ${gameCode}/${modeId}`);
  const next = sfc32(seed);
  const totals: ModeTotals = { rounds, won: 0, wonSquared: 0, hits: 0, largest: 0 };
  for (let round = 0; round < rounds; round += 1) {
    const win = game.simulate(mode, next);
    totals.won += win;
    totals.wonSquared += win * win;
    if (win > 0) totals.hits += 1;
    if (win > totals.largest) totals.largest = win;
  }
  return totals;
}

function inWorker(job: { game: string; mode: string; rounds: number; seed: number }): Promise<ModeTotals> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const percent = (value: number, digits = 3) => `${(value * 100).toFixed(digits)}%`;

async function main(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 20_000_000);
  const threads = Math.max(1, Math.min(Number(process.env.BENCH_THREADS ?? 2), availableParallelism()));
  const only = process.argv[2];
  console.log(`bench:rtp: ${rounds.toLocaleString('en-US')} rounds per mode on ${threads} worker threads\n`);
  let failed = false;
  let seed = Number(process.env.BENCH_SEED ?? Date.now() % 1_000_000_007);
  for (const game of games.filter((candidate) => !only || candidate.code === only)) {
    for (const mode of game.modes) {
      const started = performance.now();
      const shares = await Promise.all(
        Array.from({ length: threads }, (_, index) => {
          seed += 1;
          const share = Math.floor(rounds / threads) + (index < rounds % threads ? 1 : 0);
          return inWorker({ game: game.code, mode: mode.id, rounds: share, seed });
        }),
      );
      const total = shares.reduce((sum, share) => ({
        rounds: sum.rounds + share.rounds,
        won: sum.won + share.won,
        wonSquared: sum.wonSquared + share.wonSquared,
        hits: sum.hits + share.hits,
        largest: Math.max(sum.largest, share.largest),
      }));
      const rtp = total.won / total.rounds;
      const standardError = Math.sqrt((total.wonSquared / total.rounds - rtp * rtp) / total.rounds);
      const gap = rtp - game.rtp;
      const ok = Math.abs(gap) <= 0.003;
      failed ||= !ok;
      console.log(
        [
          `${game.code} ${mode.label}`,
          `  measured RTP ${percent(rtp)} (standard error ${percent(standardError)}), declared ${percent(game.rtp, 2)}, exact ${percent(game.exactRtp(mode))}: ${gap >= 0 ? '+' : ''}${(gap * 100).toFixed(3)} pp ${ok ? 'OK (within 0.3 pp)' : 'FAIL (more than 0.3 pp)'}`,
          `  hit frequency ${percent(total.hits / total.rounds, 2)} (1 in ${(total.rounds / total.hits).toFixed(2)}), largest win ${total.largest.toLocaleString('en-US')}x (declared maximum ${game.maxWinMultiplier.toLocaleString('en-US')}x), ${((performance.now() - started) / 1000).toFixed(1)} s`,
        ].join('\n'),
      );
    }
  }
  if (failed) process.exitCode = 1;
}

if (isMainThread) {
  await main();
} else {
  const job = workerData as { game: string; mode: string; rounds: number; seed: number };
  parentPort?.postMessage(runShare(job.game, job.mode, job.rounds, job.seed));
}
