import { crc32 } from 'node:zlib';

// Player images (KYC documents, feedback screenshots) are checked by what they are, not by their
// name or declared type: the bytes must be one well-formed JPEG, PNG or WebP from its first byte to
// its last, with nothing after its end and no script, markup, archive or PDF inside. Metadata (EXIF
// with GPS, XMP, text chunks, comments) is removed and the cleaned bytes are what gets stored.

export const imageMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMediaType = (typeof imageMediaTypes)[number];

export interface CleanImage {
  mediaType: ImageMediaType;
  width: number;
  height: number;
  /** The image without its metadata. */
  bytes: Buffer;
}

export type ImageRefusal = 'tooLarge' | 'notAnImage' | 'malformed' | 'trailingData' | 'embeddedContent';

export class ImageRefusedError extends Error {
  override name = 'ImageRefusedError';
  constructor(
    readonly reason: ImageRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

const refuse = (reason: ImageRefusal, detail: string): never => {
  throw new ImageRefusedError(reason, detail);
};

/**
 * Byte patterns of content that has no place in a photo: what makes a polyglot dangerous when
 * some viewer reads the file as something else.
 */
const embeddedSignatures = [
  '<script',
  '<html',
  '<svg',
  '<?php',
  '<iframe',
  'javascript:',
  '%pdf-',
  'pk\u0003\u0004',
];

function findEmbeddedContent(bytes: Buffer): string | null {
  const text = bytes.toString('latin1').toLowerCase();
  return embeddedSignatures.find((signature) => text.includes(signature)) ?? null;
}

/** Checks and cleans an uploaded image; throws `ImageRefusedError` saying why it is refused. */
export function checkImage(bytes: Buffer, maxBytes: number): CleanImage {
  if (bytes.length > maxBytes) refuse('tooLarge', `larger than ${maxBytes} bytes`);
  const clean = isPng(bytes)
    ? cleanPng(bytes)
    : isJpeg(bytes)
      ? cleanJpeg(bytes)
      : isWebp(bytes)
        ? cleanWebp(bytes)
        : null;
  if (!clean) return refuse('notAnImage', 'not a JPEG, PNG or WebP image');
  const embedded = findEmbeddedContent(clean.bytes);
  if (embedded) refuse('embeddedContent', `holds ${JSON.stringify(embedded)}`);
  if (clean.width < 1 || clean.height < 1 || clean.width > 20_000 || clean.height > 20_000) {
    refuse('malformed', `unlikely size ${clean.width}x${clean.height}`);
  }
  return clean;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const isPng = (bytes: Buffer) => bytes.subarray(0, 8).equals(pngSignature);
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const isWebp = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

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

function cleanPng(bytes: Buffer): CleanImage {
  const kept: Buffer[] = [pngSignature];
  let offset = 8;
  let width = 0;
  let height = 0;
  let first = true;
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
    if (keptPngChunks.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  if (offset !== bytes.length) refuse('trailingData', `${bytes.length - offset} bytes after IEND`);
  return { mediaType: 'image/png', width, height, bytes: Buffer.concat(kept) };
}

/** JPEG markers kept besides the image data: JFIF (APP0) and Adobe's colour transform (APP14). */
const keptJpegAppMarkers = new Set([0xe0, 0xee]);
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function cleanJpeg(bytes: Buffer): CleanImage {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let width = 0;
  let height = 0;
  let scanned = false;
  for (;;) {
    if (offset + 2 > bytes.length) refuse('malformed', 'JPEG ends before its end marker');
    if (bytes[offset] !== 0xff) refuse('malformed', 'JPEG segment without a marker');
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      if (!scanned || width === 0) refuse('malformed', 'JPEG without a frame and a scan');
      kept.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      break;
    }
    if (offset + 4 > bytes.length) refuse('malformed', 'JPEG segment out of bounds');
    const length = bytes.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) refuse('malformed', 'JPEG segment out of bounds');
    if (isStartOfFrame(marker)) {
      if (length < 8) refuse('malformed', 'JPEG frame header too short');
      height = bytes.readUInt16BE(offset + 5);
      width = bytes.readUInt16BE(offset + 7);
    }
    const isMetadata =
      (marker >= 0xe0 && marker <= 0xef && !keptJpegAppMarkers.has(marker)) || marker === 0xfe;
    if (marker !== 0xda) {
      if (!isMetadata) kept.push(bytes.subarray(offset, end));
      offset = end;
      continue;
    }
    // Start of scan: the entropy-coded data runs to the next marker that is not a stuffed 0x00
    // or a restart marker.
    let scanEnd = end;
    while (scanEnd + 1 < bytes.length) {
      if (bytes[scanEnd] === 0xff) {
        const next = bytes[scanEnd + 1] as number;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
      }
      scanEnd += 1;
    }
    kept.push(bytes.subarray(offset, scanEnd));
    scanned = true;
    offset = scanEnd;
  }
  if (offset !== bytes.length) refuse('trailingData', `${bytes.length - offset} bytes after the end marker`);
  return { mediaType: 'image/jpeg', width, height, bytes: Buffer.concat(kept) };
}

/** WebP chunks that carry metadata only. */
const droppedWebpChunks = new Set(['EXIF', 'XMP ']);
/** VP8X flags saying EXIF (bit 3) and XMP (bit 2) follow. */
const vp8xMetadataFlags = 0b0000_1100;

function cleanWebp(bytes: Buffer): CleanImage {
  const declared = bytes.readUInt32LE(4) + 8;
  if (declared < bytes.length)
    refuse('trailingData', `${bytes.length - declared} bytes after the RIFF container`);
  if (declared > bytes.length) refuse('malformed', 'WebP shorter than its RIFF size');
  const kept: Buffer[] = [];
  let offset = 12;
  let width = 0;
  let height = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) refuse('malformed', 'WebP ends inside a chunk header');
    const type = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length) refuse('malformed', `WebP chunk ${type} out of bounds`);
    const data = bytes.subarray(offset + 8, offset + 8 + size);
    if (type === 'VP8X' && size >= 10) {
      width = 1 + data.readUIntLE(4, 3);
      height = 1 + data.readUIntLE(7, 3);
      const header = Buffer.from(bytes.subarray(offset, end));
      header[8] = (header[8] as number) & ~vp8xMetadataFlags;
      kept.push(header);
    } else {
      if (type === 'VP8 ' && width === 0 && size >= 10) {
        width = data.readUInt16LE(6) & 0x3fff;
        height = data.readUInt16LE(8) & 0x3fff;
      } else if (type === 'VP8L' && width === 0 && size >= 5) {
        const bits = data.readUInt32LE(1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >> 14) & 0x3fff) + 1;
      }
      if (!droppedWebpChunks.has(type)) kept.push(bytes.subarray(offset, end));
    }
    offset = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return { mediaType: 'image/webp', width, height, bytes: Buffer.concat([header, body]) };
}
