import type { ErrorCode } from '@orchid/contracts';
import { AppError } from '../http/app-error';

// Images people upload (profile photos, pictures of blog posts) are judged by their bytes,
// whatever the request says they are, before anything decodes them.

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the bytes begin with, whatever the request said. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

type ImageLimits = {
  maxBytes: number;
  /** The refusals of a file that is not such an image, and of one too large. */
  typeRefusal: ErrorCode;
  sizeRefusal: ErrorCode;
};

/** Larger images are refused before decoding (a small file can unpack into a huge bitmap). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The upload's bytes when the declared type, the bytes and the size agree; a refusal otherwise. */
export function checkedImage(
  body: unknown,
  declaredType: string | undefined,
  limits: ImageLimits,
): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(limits.typeRefusal);
  if (body.length > limits.maxBytes) throw new AppError(limits.sizeRefusal);
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (!declared || sniffImageType(body) !== declared) throw new AppError(limits.typeRefusal);
  return body;
}
