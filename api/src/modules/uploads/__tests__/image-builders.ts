import { deflateSync } from 'node:zlib';
import { pngChunk } from '../png-clean.js';

export { pngChunk };

// Builders of the images the upload tests need: segments and chunks added to the sample images,
// EXIF data, and small images whose compressed pixel data holds chosen bytes.

export function jpegSegment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xff00 | marker, 0);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/** The JPEG with `segments` right after its start marker, where a phone puts its EXIF. */
export const jpegWithSegments = (jpeg: Buffer, ...segments: Buffer[]) =>
  Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);

/** The PNG with `chunks` right after IHDR. */
export const pngWithChunks = (png: Buffer, ...chunks: Buffer[]) =>
  Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33)]);

export function webpChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(8 + data.length + (data.length % 2));
  chunk.write(type, 0, 'latin1');
  chunk.writeUInt32LE(data.length, 4);
  data.copy(chunk, 8);
  return chunk;
}

/** Chunks of a WebP, after its RIFF header. */
export function webpChunks(webp: Buffer): { type: string; data: Buffer }[] {
  const chunks = [];
  for (let offset = 12; offset < webp.length; ) {
    const size = webp.readUInt32LE(offset + 4);
    chunks.push({
      type: webp.toString('latin1', offset, offset + 4),
      data: webp.subarray(offset + 8, offset + 8 + size),
    });
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

export function webpFromChunks(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** A TIFF directory entry: tag, type (2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL), count, value. */
type TiffEntry = [tag: number, type: number, count: number, value: number | Buffer];

function tiffDirectory(entries: TiffEntry[], at: number, littleEndian: boolean): Buffer {
  const size = 2 + entries.length * 12 + 4;
  const outOfLine = entries.map(([, , , value]) =>
    Buffer.isBuffer(value) && value.length > 4 ? value : null,
  );
  const directory = Buffer.alloc(size + outOfLine.reduce((sum, data) => sum + (data?.length ?? 0), 0));
  const u16 = (value: number, offset: number) =>
    littleEndian ? directory.writeUInt16LE(value, offset) : directory.writeUInt16BE(value, offset);
  const u32 = (value: number, offset: number) =>
    littleEndian ? directory.writeUInt32LE(value, offset) : directory.writeUInt32BE(value, offset);
  u16(entries.length, 0);
  let dataOffset = size;
  entries.forEach(([tag, type, count, value], index) => {
    const entry = 2 + index * 12;
    u16(tag, entry);
    u16(type, entry + 2);
    u32(count, entry + 4);
    if (typeof value === 'number') {
      if (type === 3) u16(value, entry + 8);
      else u32(value, entry + 8);
    } else if (value.length <= 4) {
      value.copy(directory, entry + 8);
    } else {
      u32(at + dataOffset, entry + 8);
      value.copy(directory, dataOffset);
      dataOffset += value.length;
    }
  });
  return directory;
}

/**
 * EXIF (TIFF) data as a phone writes it: the camera's make, the orientation (unless null) and a
 * GPS directory with the latitude 14° 35' 58.2" N.
 */
export function phoneExif(orientation: number | null, byteOrder: 'II' | 'MM' = 'II'): Buffer {
  const littleEndian = byteOrder === 'II';
  const rational = (numerator: number, denominator: number) => {
    const value = Buffer.alloc(8);
    if (littleEndian) {
      value.writeUInt32LE(numerator, 0);
      value.writeUInt32LE(denominator, 4);
    } else {
      value.writeUInt32BE(numerator, 0);
      value.writeUInt32BE(denominator, 4);
    }
    return value;
  };
  const gps: TiffEntry[] = [
    [0x0001, 2, 2, Buffer.from('N\u0000', 'latin1')],
    [0x0002, 5, 3, Buffer.concat([rational(14, 1), rational(35, 1), rational(5820, 100)])],
  ];
  const make = Buffer.from('PhoneMaker Pixel\u0000', 'latin1');
  const firstEntries = (gpsAt: number): TiffEntry[] => [
    [0x010f, 2, make.length, make],
    ...(orientation === null ? [] : ([[0x0112, 3, 1, orientation]] as TiffEntry[])),
    [0x8825, 4, 1, gpsAt],
  ];
  const firstLength = tiffDirectory(firstEntries(0), 8, littleEndian).length;
  const header = Buffer.alloc(8);
  header.write(byteOrder, 0, 'latin1');
  if (littleEndian) {
    header.writeUInt16LE(42, 2);
    header.writeUInt32LE(8, 4);
  } else {
    header.writeUInt16BE(42, 2);
    header.writeUInt32BE(8, 4);
  }
  const gpsAt = 8 + firstLength;
  return Buffer.concat([
    header,
    tiffDirectory(firstEntries(gpsAt), 8, littleEndian),
    tiffDirectory(gps, gpsAt, littleEndian),
  ]);
}

/** What the checker writes back: big-endian TIFF with only the Orientation. */
export function orientationOnlyExif(orientation: number): Buffer {
  return Buffer.from([
    ...[0x4d, 0x4d, 0, 42, 0, 0, 0, 8], // big-endian, the directory at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
    ...[0, 0, 0, 0], // no next directory
  ]);
}

/**
 * An 8x8 grey baseline JPEG whose entropy-coded scan holds `bytes` as real, decodable data. Its
 * Huffman tables give every symbol an 8-bit code, so the scan is byte-aligned: one DC code, then
 * pairs of an AC code (a symbol with 8 magnitude bits) and a byte of those bits, then end-of-block.
 * Each distinct code byte (1 to 161, not 0) gets the symbol (run r, size 8), r = 0, 1, 2, ...
 */
export function jpegWithScanBytes(bytes: Buffer): Buffer {
  if (bytes.length % 2 !== 0) throw new Error('the scan bytes are code and value pairs');
  const codes = [...new Set(bytes.filter((_, index) => index % 2 === 0))];
  const runOf = (code: number) => codes.indexOf(code);
  const coefficients = [...bytes.filter((_, index) => index % 2 === 0)].reduce(
    (sum, code) => sum + runOf(code) + 1,
    0,
  );
  if (coefficients > 63 || codes.some((code) => code === 0 || code > 161)) throw new Error('no such block');
  const valueSymbols = codes.map((code) => (runOf(code) << 4) | 8);
  const allAcSymbols = [0x00, 0xf0];
  for (let run = 0; run < 16; run += 1)
    for (let size = 1; size <= 10; size += 1) allAcSymbols.push((run << 4) | size);
  const others = allAcSymbols.filter((symbol) => symbol !== 0x00 && !valueSymbols.includes(symbol));
  // The AC table in code order: end-of-block is code 0, each value symbol sits at its code byte.
  const acSymbols = Array.from({ length: 162 }, (_, code) => {
    if (code === 0) return 0x00;
    const run = codes.indexOf(code);
    return run >= 0 ? (valueSymbols[run] as number) : (others.shift() as number);
  });
  const huffmanTable = (classAndId: number, symbols: number[]) => {
    const counts = Buffer.alloc(16);
    counts[7] = symbols.length; // every code is 8 bits long
    return Buffer.concat([Buffer.from([classAndId]), counts, Buffer.from(symbols)]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0])),
    jpegSegment(0xc4, huffmanTable(0x00, [0])), // DC: difference 0 only, code 0
    jpegSegment(0xc4, huffmanTable(0x10, acSymbols)),
    jpegSegment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0])),
    Buffer.from([0x00]), // DC difference 0
    bytes,
    Buffer.from([0x00]), // end of block
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** An 8x1 grey PNG whose pixel row is `row`, stored uncompressed so the bytes appear in IDAT. */
export function pngWithPixelRow(row: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(row.length, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bits per sample
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat([Buffer.from([0]), row]), { level: 0 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
