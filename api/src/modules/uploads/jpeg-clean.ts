import { jpegOrientationSegment, readOrientation } from './exif-orientation.js';
import {
  type CleanedImage,
  ImageRefusedError,
  isZeroPadding,
  type KeptPart,
  pixelData,
  refuse,
  structure,
} from './image-cleaning.js';

export const isJpeg = (bytes: Buffer, at = 0) =>
  bytes[at] === 0xff && bytes[at + 1] === 0xd8 && bytes[at + 2] === 0xff;

/** JPEG markers kept besides the image data: JFIF (APP0) and Adobe's colour transform (APP14). */
const keptJpegAppMarkers = new Set([0xe0, 0xee]);
const app1 = 0xe1;
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Phones append whole JPEGs after the photo: Android's Ultra HDR gain map, the iPhone's portrait
 * depth map and mattes (MPF). Up to this many are accepted; more is not taken for a phone's.
 */
const maxAppendedImages = 4;

/**
 * Checks a JPEG and keeps the primary image without its metadata. After its end marker only
 * appended JPEGs (each whole) and zero padding may follow; they are dropped.
 */
export function cleanJpeg(bytes: Buffer): CleanedImage {
  const primary = readJpeg(bytes, 0);
  let offset = primary.end;
  for (let appended = 0; appended < maxAppendedImages && isJpeg(bytes, offset); appended += 1) {
    try {
      offset = readJpeg(bytes, offset).end;
    } catch (error) {
      if (!(error instanceof ImageRefusedError)) throw error;
      refuse('trailingData', `an image after the end marker is not a whole JPEG: ${error.message}`);
    }
  }
  if (!isZeroPadding(bytes.subarray(offset))) {
    refuse('trailingData', `${bytes.length - offset} bytes after the end marker`);
  }
  return { width: primary.width, height: primary.height, parts: primary.parts };
}

/** Reads one JPEG from its start marker at `start` to its end marker. */
function readJpeg(bytes: Buffer, start: number): CleanedImage & { end: number } {
  const parts: KeptPart[] = [structure(bytes.subarray(start, start + 2))];
  let offset = start + 2;
  let width = 0;
  let height = 0;
  let scanned = false;
  let orientationKept = false;
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
      parts.push(structure(bytes.subarray(offset, offset + 2)));
      return { width, height, parts, end: offset + 2 };
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
    if (isMetadata) {
      // The EXIF goes, but its orientation is written back where it sat.
      const orientation =
        marker === app1 && !orientationKept ? readOrientation(bytes.subarray(offset + 4, end)) : null;
      if (orientation) {
        parts.push(structure(jpegOrientationSegment(orientation)));
        orientationKept = true;
      }
      offset = end;
      continue;
    }
    parts.push(structure(bytes.subarray(offset, end)));
    offset = end;
    if (marker !== 0xda) continue;
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
    parts.push(pixelData(bytes.subarray(end, scanEnd)));
    scanned = true;
    offset = scanEnd;
  }
}
