import type { JackpotDrawProof } from '../api/jackpot-types';

// The browser's side of `jackpot-hmac-sha256-v1` (api/README.md "Lucky jackpot"): a draw is
// recomputed from its revealed seeds with WebCrypto, nothing from the server but the proof.

const encoder = new TextEncoder();

const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** sha256 of the seed's UTF-8 text, as hex: what the server committed to before the draws. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/**
 * The draw's float in [0, 1): the first 4 bytes of HMAC_SHA256(key = serverSeed, message =
 * `${clientSeed}:${nonce}:0`) read as b0/256 + b1/256^2 + b2/256^3 + b3/256^4.
 */
export async function drawFloat(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const block = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, encoder.encode(`${clientSeed}:${nonce}:0`)),
  );
  return [0, 1, 2, 3].reduce((float, index) => float + (block[index] ?? 0) / 256 ** (index + 1), 0);
}

/** The first cell, in `weights` order, whose cumulative weight exceeds float x total weight. */
export function pickCell(weights: JackpotDrawProof['weights'], float: number): number | null {
  const total = weights.reduce((sum, cell) => sum + cell.weight, 0);
  if (total <= 0) return null;
  const target = float * total;
  let cumulative = 0;
  for (const cell of weights) {
    cumulative += cell.weight;
    if (cumulative > target) return cell.id;
  }
  return weights.findLast((cell) => cell.weight > 0)?.id ?? null;
}

export interface DrawCheck {
  /** sha256(serverSeed) equals the hash committed before the draw. */
  hashMatches: boolean;
  float: number;
  /** The winning cell's config id the seeds give. */
  cellId: number | null;
}

/** Recomputes a draw from its proof; null while the server seed is not revealed. */
export async function checkDraw(proof: JackpotDrawProof): Promise<DrawCheck | null> {
  if (proof.serverSeed === null) return null;
  const [hash, float] = await Promise.all([
    sha256Hex(proof.serverSeed),
    drawFloat(proof.serverSeed, proof.clientSeed, proof.nonce),
  ]);
  return { hashMatches: hash === proof.serverSeedHash, float, cellId: pickCell(proof.weights, float) };
}
