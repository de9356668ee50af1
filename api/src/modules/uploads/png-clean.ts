import { crc32 } from 'node:zlib';
import { orientationOnlyTiff, readOrientation } from './exif-orientation.js';
import {
  type CleanedImage,
  isZeroPadding,
  type KeptPart,
  pixelData,
  refuse,
  structure,
} from './image-cleaning.js';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(pngSignature);

/** The PNG chunks an image needs to be drawn as it was; every other one (text, EXIF, time) goes. */
const keptPngChunks = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'sBIT',
  'pHYs',
]);

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/** Checks a PNG and keeps it without its metadata; zero padding after IEND is dropped. */
export function cleanPng(bytes: Buffer): CleanedImage {
  const parts: KeptPart[] = [structure(pngSignature)];
  let offset = 8;
  let width = 0;
  let height = 0;
  let first = true;
  let orientationKept = false;
  for (;;) {
    if (offset + 12 > bytes.length) refuse('malformed', 'PNG ends inside a chunk');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length) refuse('malformed', 'PNG chunk out of bounds');
    const stored = bytes.readUInt32BE(end - 4);
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== stored)
      refuse('malformed', `PNG chunk ${type} fails its CRC`);
    if (first) {
      if (type !== 'IHDR' || length !== 13) refuse('malformed', 'PNG does not start with IHDR');
      width = bytes.readUInt32BE(offset + 8);
      height = bytes.readUInt32BE(offset + 12);
      first = false;
    }
    const chunk = bytes.subarray(offset, end);
    if (type === 'IDAT') parts.push(pixelData(chunk));
    else if (keptPngChunks.has(type)) parts.push(structure(chunk));
    else if (type === 'eXIf' && !orientationKept) {
      // The EXIF goes, but its orientation is written back where it sat.
      const orientation = readOrientation(bytes.subarray(offset + 8, end - 4));
      if (orientation) {
        parts.push(structure(pngChunk('eXIf', orientationOnlyTiff(orientation))));
        orientationKept = true;
      }
    }
    offset = end;
    if (type === 'IEND') break;
  }
  if (!isZeroPadding(bytes.subarray(offset))) {
    refuse('trailingData', `${bytes.length - offset} bytes after IEND`);
  }
  return { width, height, parts };
}
