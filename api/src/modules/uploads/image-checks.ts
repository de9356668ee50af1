import { type CleanedImage, type KeptPart, refuse } from './image-cleaning.js';
import { cleanJpeg, isJpeg } from './jpeg-clean.js';
import { cleanPng, isPng } from './png-clean.js';
import { cleanWebp, isWebp } from './webp-clean.js';

export { type ImageRefusal, ImageRefusedError } from './image-cleaning.js';

// Player images (KYC documents, feedback screenshots) are checked by what they are, not by their
// name or declared type: the bytes must be one well-formed JPEG, PNG or WebP from its first byte to
// its last, with nothing after its end but zero padding or, for a JPEG, the further images phones
// append (dropped), and no script, markup, archive or PDF inside. Metadata (EXIF with GPS, XMP,
// text chunks, comments) is removed, except an EXIF orientation, and the cleaned bytes are what
// gets stored.

export const imageMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMediaType = (typeof imageMediaTypes)[number];

export interface CleanImage {
  mediaType: ImageMediaType;
  width: number;
  height: number;
  /** The image without its metadata (but for an EXIF orientation). */
  bytes: Buffer;
}

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

// Compressed pixel data (a JPEG's entropy-coded scans, PNG IDAT, WebP VP8/VP8L/ALPH/ANMF) is
// effectively random bytes: there, by chance alone, a 4-byte signature (`<svg` in any case, a ZIP
// header) turns up in about one 5 MB photo in 70, a 5-byte one in about one in 6,500; a 7-byte one
// in about one in 10^8. So pixel data is searched for the 7-byte and longer signatures only, and
// the structure around it (headers, tables, kept segments and chunks) for all of them. A payload
// hidden in pixel data can be encoded past any search anyway; what makes it harmless is that
// metadata is removed, data after the image refused or dropped, and the stored file is served
// only to operators, with `nosniff` and a sandboxing CSP (ADR 0040).
const shortestSignatureSearchedInPixelData = 7;

function findEmbeddedContent(parts: KeptPart[], bytes: Buffer): string | null {
  const lowerCase = (part: Buffer) => part.toString('latin1').toLowerCase();
  // Pixel data stands between structure parts as a NUL, which no signature holds: no match spans it.
  const structureText = parts.map((part) => (part.pixelData ? '\u0000' : lowerCase(part.bytes))).join('');
  const wholeText = lowerCase(bytes);
  const found = embeddedSignatures.find(
    (signature) =>
      structureText.includes(signature) ||
      (signature.length >= shortestSignatureSearchedInPixelData && wholeText.includes(signature)),
  );
  return found ?? null;
}

const cleaners: Record<ImageMediaType, (bytes: Buffer) => CleanedImage> = {
  'image/jpeg': cleanJpeg,
  'image/png': cleanPng,
  'image/webp': cleanWebp,
};

/** Checks and cleans an uploaded image; throws `ImageRefusedError` saying why it is refused. */
export function checkImage(bytes: Buffer, maxBytes: number): CleanImage {
  if (bytes.length > maxBytes) refuse('tooLarge', `larger than ${maxBytes} bytes`);
  const mediaType = isPng(bytes)
    ? 'image/png'
    : isJpeg(bytes)
      ? 'image/jpeg'
      : isWebp(bytes)
        ? 'image/webp'
        : null;
  if (!mediaType) return refuse('notAnImage', 'not a JPEG, PNG or WebP image');
  const { width, height, parts } = cleaners[mediaType](bytes);
  const clean = Buffer.concat(parts.map((part) => part.bytes));
  const embedded = findEmbeddedContent(parts, clean);
  if (embedded) refuse('embeddedContent', `holds ${JSON.stringify(embedded)}`);
  if (width < 1 || height < 1 || width > 20_000 || height > 20_000) {
    refuse('malformed', `unlikely size ${width}x${height}`);
  }
  return { mediaType, width, height, bytes: clean };
}
