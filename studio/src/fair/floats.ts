/**
 * The provably fair float stream (docs/game-provider-protocol.md, "Provably fair"), the part the
 * server and the browser's verify page share: pure, no crypto here.
 *
 * Block `cursor` is `HMAC_SHA256(key = serverSeed, message = clientSeed + ':' + nonce + ':' + cursor)`
 * (the seeds as their UTF-8 text); each 32-byte block gives 8 floats, 4 bytes each, read as
 * `b0/256 + b1/256^2 + b2/256^3 + b3/256^4`, in [0, 1).
 */

/** A game's supply of floats for one round: each call returns the next one. */
export type NextFloat = () => number;

/** The seeds of one round, what a proof names. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const floatsPerBlock = 8;

export function blockMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

/** The 8 floats of one 32-byte HMAC block. */
export function blockFloats(block: Uint8Array): number[] {
  const floats: number[] = [];
  const byte = (index: number) => block[index] ?? 0;
  for (let offset = 0; offset + 4 <= block.length; offset += 4) {
    floats.push(
      byte(offset) / 256 +
        byte(offset + 1) / 256 ** 2 +
        byte(offset + 2) / 256 ** 3 +
        byte(offset + 3) / 256 ** 4,
    );
  }
  return floats;
}

/** Thrown by a stream made from a fixed list when a game wants more floats than it holds. */
export class FloatsExhausted extends Error {
  override name = 'FloatsExhausted';
}

/** A stream over floats computed beforehand (the browser computes blocks ahead, asynchronously). */
export function floatsFrom(floats: readonly number[]): NextFloat {
  let index = 0;
  return () => {
    const value = floats[index];
    if (value === undefined) throw new FloatsExhausted(`the round needs more than ${floats.length} floats`);
    index += 1;
    return value;
  };
}

/** A uniform integer in [0, count): how every game turns a float into a choice. */
export function pick(next: NextFloat, count: number): number {
  return Math.floor(next() * count);
}
