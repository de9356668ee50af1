import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkImage, ImageRefusedError } from '../image-checks.js';
import { jpegBase64, pngBase64, webpBase64 } from './sample-images.js';

const jpeg = Buffer.from(jpegBase64, 'base64');
const png = Buffer.from(pngBase64, 'base64');
const webp = Buffer.from(webpBase64, 'base64');
const limit = 5 * 1024 * 1024;

function refusal(bytes: Buffer, maxBytes = limit) {
  try {
    checkImage(bytes, maxBytes);
  } catch (error) {
    if (error instanceof ImageRefusedError) return error.reason;
    throw error;
  }
  return null;
}

/** A JPEG with an EXIF segment (GPS position in text) right after its start marker. */
function jpegWithExif(): Buffer {
  const payload = Buffer.from('Exif\u0000\u0000GPS 14.5995N 120.9842E', 'latin1');
  const segment = Buffer.alloc(4 + payload.length);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  payload.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A PNG with a tEXt chunk before IEND. */
function pngWithText(text: string): Buffer {
  const data = Buffer.from(`Comment\u0000${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

describe('image checks', () => {
  it('accept a real JPEG, PNG and WebP and read their size', () => {
    expect(checkImage(jpeg, limit)).toMatchObject({ mediaType: 'image/jpeg', width: 8, height: 6 });
    expect(checkImage(png, limit)).toMatchObject({ mediaType: 'image/png', width: 8, height: 6 });
    expect(checkImage(webp, limit)).toMatchObject({ mediaType: 'image/webp', width: 8, height: 6 });
  });

  it("strip a JPEG's EXIF and a PNG's text, keeping the image", () => {
    const cleanJpeg = checkImage(jpegWithExif(), limit);
    expect(cleanJpeg.bytes.includes(Buffer.from('GPS'))).toBe(false);
    expect(cleanJpeg.bytes.equals(checkImage(jpeg, limit).bytes)).toBe(true);
    const cleanPng = checkImage(pngWithText('taken at home'), limit);
    expect(cleanPng.bytes.includes(Buffer.from('taken at home'))).toBe(false);
    expect(cleanPng.bytes.equals(png)).toBe(true);
  });

  it('refuse what is not an image, whatever it is called', () => {
    expect(refusal(Buffer.from('%PDF-1.7 not a picture'))).toBe('notAnImage');
    expect(refusal(Buffer.from('<html><script>alert(1)</script></html>'))).toBe('notAnImage');
    expect(refusal(Buffer.alloc(0))).toBe('notAnImage');
  });

  it('refuse a file over the size limit before reading it', () => {
    expect(refusal(jpeg, jpeg.length - 1)).toBe('tooLarge');
  });

  it('refuse polyglots: data after the image, or markup hidden in kept data', () => {
    const zip = Buffer.from('PK\u0003\u0004 an archive', 'latin1');
    expect(refusal(Buffer.concat([jpeg, zip]))).toBe('trailingData');
    expect(refusal(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]))).toBe('trailingData');
    expect(refusal(Buffer.concat([webp, Buffer.from('<?php echo 1; ?>')]))).toBe('trailingData');
    // A comment is stripped, but markup inside an APP0 (kept) segment is found.
    const markup = Buffer.from('<html><script>x</script>', 'latin1');
    const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0, markup.length + 2]), markup]);
    expect(refusal(Buffer.concat([jpeg.subarray(0, 2), app0, jpeg.subarray(2)]))).toBe('embeddedContent');
  });

  it('refuse a truncated or corrupted image', () => {
    expect(refusal(jpeg.subarray(0, jpeg.length - 10))).toBe('malformed');
    expect(refusal(png.subarray(0, png.length - 4))).toBe('malformed');
    const badCrc = Buffer.from(png);
    badCrc[20] = (badCrc[20] as number) ^ 0xff;
    expect(refusal(badCrc)).toBe('malformed');
  });
});
