import { blockFloats, blockMessage, type RoundSeeds } from '../fair/floats.js';

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** sha256 of the server seed's text, as the studio commits it before play. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The first `blocks` blocks of a round's floats, with Web Crypto: the same bytes the server used. */
export async function webFloats(
  { serverSeed, clientSeed, nonce }: RoundSeeds,
  blocks: number,
): Promise<number[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const floats: number[] = [];
  for (let cursor = 0; cursor < blocks; cursor += 1) {
    const block = await crypto.subtle.sign(
      'HMAC',
      key,
      encoder.encode(blockMessage(clientSeed, nonce, cursor)),
    );
    floats.push(...blockFloats(new Uint8Array(block)));
  }
  return floats;
}
