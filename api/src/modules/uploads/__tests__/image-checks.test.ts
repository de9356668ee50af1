import { describe, expect, it } from 'vitest';
import { checkImage, ImageRefusedError } from '../image-checks.js';
import {
  jpegSegment,
  jpegWithScanBytes,
  jpegWithSegments,
  orientationOnlyExif,
  phoneExif,
  pngChunk,
  pngWithChunks,
  pngWithPixelRow,
  webpChunk,
  webpChunks,
  webpFromChunks,
} from './image-builders.js';
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
const jpegWithExif = () =>
  jpegWithSegments(jpeg, jpegSegment(0xe1, Buffer.from('Exif\u0000\u0000GPS 14.5995N 120.9842E', 'latin1')));

/** A PNG with a tEXt chunk before IEND. */
function pngWithText(text: string): Buffer {
  const iend = png.length - 12;
  const chunk = pngChunk('tEXt', Buffer.from(`Comment\u0000${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

const exifSegment = (tiff: Buffer) =>
  jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\u0000\u0000', 'latin1'), tiff]));
const cleanBytes = (bytes: Buffer) => checkImage(bytes, limit).bytes;

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
    expect(refusal(jpegWithSegments(jpeg, jpegSegment(0xe0, markup)))).toBe('embeddedContent');
  });

  it('look for short signatures in kept structure, and for long ones in pixel data too', () => {
    const zip = Buffer.from('PK\u0003\u0004', 'latin1');
    expect(refusal(jpegWithSegments(jpeg, jpegSegment(0xee, zip)))).toBe('embeddedContent');
    const iccNamedSvg = pngChunk('iCCP', Buffer.from('<svg onload=alert(1)>\u0000\u0000', 'latin1'));
    expect(refusal(pngWithChunks(png, iccNamedSvg))).toBe('embeddedContent');
    expect(refusal(jpegWithScanBytes(Buffer.from('<script>', 'latin1')))).toBe('embeddedContent');
    expect(refusal(pngWithPixelRow(Buffer.from('<iframe>', 'latin1')))).toBe('embeddedContent');
  });

  it('accept photos whose compressed pixel data holds a short signature by chance', () => {
    const chanceBytes = Buffer.from('<svgPK\u0003\u0004', 'latin1');
    const jpegByChance = jpegWithScanBytes(chanceBytes);
    expect(jpegByChance.includes(chanceBytes)).toBe(true);
    expect(checkImage(jpegByChance, limit)).toMatchObject({ mediaType: 'image/jpeg', width: 8, height: 8 });
    const pngByChance = pngWithPixelRow(chanceBytes);
    expect(pngByChance.includes(chanceBytes)).toBe(true);
    expect(checkImage(pngByChance, limit)).toMatchObject({ mediaType: 'image/png', width: 8, height: 1 });
  });

  it("keep a photo's EXIF orientation, and nothing else of its EXIF", () => {
    const plain = cleanBytes(jpeg);
    const turned = checkImage(jpegWithSegments(jpeg, exifSegment(phoneExif(6))), limit);
    expect(turned.bytes).toEqual(jpegWithSegments(plain, exifSegment(orientationOnlyExif(6))));
    expect(turned.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    // Either byte order is read; what is written back is the same.
    expect(cleanBytes(jpegWithSegments(jpeg, exifSegment(phoneExif(6, 'MM'))))).toEqual(turned.bytes);
    // Cleaning the cleaned photo changes nothing.
    expect(cleanBytes(turned.bytes)).toEqual(turned.bytes);
  });

  it('drop EXIF whole when the photo is upright, has no orientation or the EXIF is malformed', () => {
    const plain = cleanBytes(jpeg);
    const withTiff = (tiff: Buffer) => cleanBytes(jpegWithSegments(jpeg, exifSegment(tiff)));
    expect(withTiff(phoneExif(1))).toEqual(plain);
    expect(withTiff(phoneExif(null))).toEqual(plain);
    expect(withTiff(phoneExif(9))).toEqual(plain);
    const directoryOutOfBounds = Buffer.from(phoneExif(6));
    directoryOutOfBounds.writeUInt32LE(0xffff_fff0, 4);
    expect(withTiff(directoryOutOfBounds)).toEqual(plain);
    const tooManyEntries = Buffer.from(phoneExif(6));
    tooManyEntries.writeUInt16LE(0xffff, 8);
    expect(withTiff(tooManyEntries)).toEqual(plain);
    expect(withTiff(phoneExif(6).subarray(0, 20))).toEqual(plain);
    expect(withTiff(Buffer.alloc(0))).toEqual(plain);
  });

  it("keep a PNG's and a WebP's EXIF orientation the same way", () => {
    const turnedPng = cleanBytes(pngWithChunks(png, pngChunk('eXIf', phoneExif(3))));
    expect(turnedPng).toEqual(pngWithChunks(png, pngChunk('eXIf', orientationOnlyExif(3))));

    const [vp8x, icc, image] = webpChunks(webp);
    const vp8xFlags = vp8x?.data[0] as number;
    // A phone's WebP: VP8X flags EXIF and XMP, which follow the image data.
    const phoneWebp = (orientation: number) => {
      const flagged = Buffer.from(vp8x?.data ?? []);
      flagged[0] = vp8xFlags | 0b1100;
      return webpFromChunks([
        webpChunk('VP8X', flagged),
        webpChunk('ICCP', icc?.data ?? Buffer.alloc(0)),
        webpChunk('VP8 ', image?.data ?? Buffer.alloc(0)),
        webpChunk('EXIF', phoneExif(orientation)),
        webpChunk('XMP ', Buffer.from('<x:xmpmeta>GPS</x:xmpmeta>')),
      ]);
    };
    const turnedWebp = cleanBytes(phoneWebp(8));
    const chunks = webpChunks(turnedWebp);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['VP8X', 'ICCP', 'VP8 ', 'EXIF']);
    expect(chunks[0]?.data[0]).toBe((vp8xFlags & ~0b1100) | 0b1000);
    expect(chunks[3]?.data).toEqual(orientationOnlyExif(8));
    expect(turnedWebp.readUInt32LE(4)).toBe(turnedWebp.length - 8);
    expect(cleanBytes(turnedWebp)).toEqual(turnedWebp);
    // Upright: neither the EXIF chunk nor its flag.
    expect(cleanBytes(phoneWebp(1))).toEqual(cleanBytes(webp));
  });

  it('accept and drop the images phones append after a JPEG (gain maps, depth maps) and zero padding', () => {
    const plain = cleanBytes(jpeg);
    const gainMap = jpegWithScanBytes(Buffer.from('ab', 'latin1'));
    expect(cleanBytes(Buffer.concat([jpeg, gainMap]))).toEqual(plain);
    expect(cleanBytes(Buffer.concat([jpeg, gainMap, jpeg, Buffer.alloc(300)]))).toEqual(plain);
    expect(cleanBytes(Buffer.concat([jpeg, Buffer.alloc(4096)]))).toEqual(plain);
    // An appended image is dropped whatever it holds: it is never stored.
    expect(cleanBytes(Buffer.concat([jpeg, jpegWithExif()]))).toEqual(plain);
  });

  it('refuse what follows a JPEG unless it is whole appended JPEGs and zeros', () => {
    const random = Buffer.from([0x5a, 0x13, 0xc7, 0x00, 0x9e]);
    expect(refusal(Buffer.concat([jpeg, jpeg, random]))).toBe('trailingData');
    expect(refusal(Buffer.concat([jpeg, Buffer.alloc(64), jpeg]))).toBe('trailingData');
    expect(refusal(Buffer.concat([jpeg, jpeg.subarray(0, jpeg.length - 10)]))).toBe('trailingData');
    expect(refusal(Buffer.concat([jpeg, Buffer.alloc(64), Buffer.from([1])]))).toBe('trailingData');
    expect(refusal(Buffer.concat([jpeg, jpeg, jpeg, jpeg, jpeg]))).toBe(null);
    expect(refusal(Buffer.concat([jpeg, jpeg, jpeg, jpeg, jpeg, jpeg]))).toBe('trailingData');
  });

  it('accept and drop zero padding after a PNG, and nothing else', () => {
    expect(cleanBytes(Buffer.concat([png, Buffer.alloc(512)]))).toEqual(png);
    expect(refusal(Buffer.concat([png, Buffer.alloc(512), Buffer.from('x')]))).toBe('trailingData');
  });

  it('refuse a truncated or corrupted image', () => {
    expect(refusal(jpeg.subarray(0, jpeg.length - 10))).toBe('malformed');
    expect(refusal(png.subarray(0, png.length - 4))).toBe('malformed');
    const badCrc = Buffer.from(png);
    badCrc[20] = (badCrc[20] as number) ^ 0xff;
    expect(refusal(badCrc)).toBe('malformed');
  });
});
