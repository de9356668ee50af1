import { createHash, createHmac, randomBytes } from 'node:crypto';
import { blockFloats, blockMessage, type NextFloat, type RoundSeeds } from './floats.js';

/** 32 bytes from the operating system's CSPRNG, as hex: the text both the HMAC and the hash use. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before play: sha256 of the seed's text, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/** A client seed for a player who has not chosen one. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The round's floats, computed block by block as the game asks for them. */
export function fairFloats({ serverSeed, clientSeed, nonce }: RoundSeeds): NextFloat {
  let cursor = 0;
  let buffered: number[] = [];
  let index = 0;
  return () => {
    if (index === buffered.length) {
      const block = createHmac('sha256', serverSeed)
        .update(blockMessage(clientSeed, nonce, cursor))
        .digest();
      buffered = blockFloats(block);
      cursor += 1;
      index = 0;
    }
    const value = buffered[index] ?? 0;
    index += 1;
    return value;
  };
}
