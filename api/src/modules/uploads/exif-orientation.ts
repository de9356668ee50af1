// Phones store a photo as the sensor saw it and say in EXIF how to turn it upright (the
// Orientation tag). EXIF is dropped because it holds the GPS position and more; an EXIF holding
// only the orientation is written back, so a photo of an ID document reaches the reviewer upright.

const orientationTag = 0x0112;
const shortType = 3;
const exifHeader = Buffer.from('Exif\u0000\u0000', 'latin1');

/**
 * The Orientation that turns the picture (2 to 8) in EXIF data (TIFF-structured, with or without
 * the `Exif\0\0` header JPEG puts before it), or null when it is upright, absent or unreadable.
 * The data comes from the uploader: every read is bounds-checked, and malformed EXIF reads as null.
 */
export function readOrientation(exif: Buffer): number | null {
  const tiff = exif.subarray(0, 6).equals(exifHeader) ? exif.subarray(6) : exif;
  if (tiff.length < 8) return null;
  const byteOrder = tiff.toString('latin1', 0, 2);
  if (byteOrder !== 'II' && byteOrder !== 'MM') return null;
  const littleEndian = byteOrder === 'II';
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return null;
  const firstIfd = u32(4);
  if (firstIfd < 8 || firstIfd + 2 > tiff.length) return null;
  const entryCount = u16(firstIfd);
  if (firstIfd + 2 + entryCount * 12 > tiff.length) return null;
  for (let index = 0; index < entryCount; index += 1) {
    const entry = firstIfd + 2 + index * 12;
    if (u16(entry) !== orientationTag) continue;
    if (u16(entry + 2) !== shortType || u32(entry + 4) !== 1) return null;
    const orientation = u16(entry + 8);
    return orientation >= 2 && orientation <= 8 ? orientation : null;
  }
  return null;
}

/** Big-endian TIFF data whose only IFD holds only the Orientation: no GPS, no camera, no time. */
export function orientationOnlyTiff(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // the IFD follows the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(orientationTag, 10);
  tiff.writeUInt16BE(shortType, 12);
  tiff.writeUInt32BE(1, 14); // one value, held in the entry itself
  tiff.writeUInt16BE(orientation, 18);
  // Bytes 20 and 21 pad the value; 22 to 25 stay zero: no next IFD.
  return tiff;
}

/** A JPEG APP1 segment holding `orientationOnlyTiff`. */
export function jpegOrientationSegment(orientation: number): Buffer {
  const payload = Buffer.concat([exifHeader, orientationOnlyTiff(orientation)]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}
