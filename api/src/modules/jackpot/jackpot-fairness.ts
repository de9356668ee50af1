import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The draw's provably fair scheme, `jackpot-hmac-sha256-v1` (api/README.md "Lucky jackpot"): the
 * same float the game studio's games take first (docs/game-provider-protocol.md), laid over the
 * cells' weights. A browser recomputes it from the revealed seeds with WebCrypto.
 */
export const drawScheme = 'jackpot-hmac-sha256-v1' as const;

/** 32 bytes from the operating system's CSPRNG, as hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(8).toString('hex');
export const hashServerSeed = (serverSeed: string) =>
  createHash('sha256').update(serverSeed, 'utf8').digest('hex');

/** The first 4 bytes of HMAC_SHA256(serverSeed, `clientSeed:nonce:0`) as b0/256 + b1/256² + ..., in [0, 1). */
export function drawFloat(serverSeed: string, clientSeed: string, nonce: number): number {
  const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`, 'utf8').digest();
  return (
    (block[0] ?? 0) / 256 +
    (block[1] ?? 0) / 256 ** 2 +
    (block[2] ?? 0) / 256 ** 3 +
    (block[3] ?? 0) / 256 ** 4
  );
}

/** The first cell, in order, whose cumulative weight exceeds float x total weight. */
export function pickWeighted<Cell extends { weight: number }>(cells: readonly Cell[], float: number): Cell {
  const total = cells.reduce((sum, cell) => sum + cell.weight, 0);
  if (total <= 0) throw new Error('No cell has a weight');
  const target = float * total;
  let cumulative = 0;
  for (const cell of cells) {
    cumulative += cell.weight;
    if (cumulative > target) return cell;
  }
  // float < 1 keeps target below total: only rounding could land here.
  return cells.findLast((cell) => cell.weight > 0) as Cell;
}
