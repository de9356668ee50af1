import { orientationOnlyTiff, readOrientation } from './exif-orientation.js';
import { type CleanedImage, type KeptPart, pixelData, refuse, structure } from './image-cleaning.js';

export const isWebp = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

/** Chunks of compressed image data: a still image's, its alpha, an animation frame. */
const imageDataChunks = new Set(['VP8 ', 'VP8L', 'ALPH', 'ANMF']);
/** VP8X flags saying EXIF (bit 3) and XMP (bit 2) follow. */
const vp8xExifFlag = 0b0000_1000;
const vp8xXmpFlag = 0b0000_0100;

function webpChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(8 + data.length + (data.length % 2));
  chunk.write(type, 0, 'latin1');
  chunk.writeUInt32LE(data.length, 4);
  data.copy(chunk, 8);
  return chunk;
}

/** Checks a WebP and keeps it without its EXIF and XMP chunks. */
export function cleanWebp(bytes: Buffer): CleanedImage {
  const declared = bytes.readUInt32LE(4) + 8;
  if (declared < bytes.length)
    refuse('trailingData', `${bytes.length - declared} bytes after the RIFF container`);
  if (declared > bytes.length) refuse('malformed', 'WebP shorter than its RIFF size');
  const parts: KeptPart[] = [];
  let offset = 12;
  let width = 0;
  let height = 0;
  let vp8x: Buffer | null = null;
  let orientation: number | null = null;
  let afterImageData = 0;
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
      vp8x = Buffer.from(bytes.subarray(offset, end));
      vp8x[8] = (vp8x[8] as number) & ~(vp8xExifFlag | vp8xXmpFlag);
      parts.push(structure(vp8x));
    } else if (type === 'EXIF') {
      orientation ??= readOrientation(data);
    } else if (type !== 'XMP ') {
      if (type === 'VP8 ' && width === 0 && size >= 10) {
        width = data.readUInt16LE(6) & 0x3fff;
        height = data.readUInt16LE(8) & 0x3fff;
      } else if (type === 'VP8L' && width === 0 && size >= 5) {
        const bits = data.readUInt32LE(1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >> 14) & 0x3fff) + 1;
      }
      const chunk = bytes.subarray(offset, end);
      if (imageDataChunks.has(type)) {
        parts.push(pixelData(chunk));
        afterImageData = parts.length;
      } else {
        parts.push(structure(chunk));
      }
    }
    offset = end;
  }
  // The EXIF goes, but its orientation is written back. The container wants EXIF after the image
  // data and flagged in VP8X; a simple WebP (no VP8X) has no place for it.
  if (orientation && vp8x) {
    vp8x[8] = (vp8x[8] as number) | vp8xExifFlag;
    parts.splice(afterImageData, 0, structure(webpChunk('EXIF', orientationOnlyTiff(orientation))));
  }
  const bodyLength = parts.reduce((sum, part) => sum + part.bytes.length, 0);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(bodyLength + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return { width, height, parts: [structure(header), ...parts] };
}
