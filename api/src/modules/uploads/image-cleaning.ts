// What the JPEG, PNG and WebP cleaners share: how they refuse a file, and what they keep of it.

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

export const refuse = (reason: ImageRefusal, detail: string): never => {
  throw new ImageRefusedError(reason, detail);
};

/**
 * A stretch of the cleaned image, in file order. Compressed pixel data is told apart from the
 * structure around it because its bytes are effectively random (see `findEmbeddedContent`).
 */
export interface KeptPart {
  bytes: Buffer;
  pixelData: boolean;
}

export const structure = (bytes: Buffer): KeptPart => ({ bytes, pixelData: false });
export const pixelData = (bytes: Buffer): KeptPart => ({ bytes, pixelData: true });

/** What a cleaner read and kept of a well-formed image. */
export interface CleanedImage {
  width: number;
  height: number;
  parts: KeptPart[];
}

/** Zero bytes some tools pad a file with after the image's end. */
export const isZeroPadding = (bytes: Buffer) => bytes.every((byte) => byte === 0);
