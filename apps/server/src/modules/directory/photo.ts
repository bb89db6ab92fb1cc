import { PROFILE_PHOTO_MAX_BYTES, type PROFILE_PHOTO_TYPES } from '@orchid/contracts';
import sharp from 'sharp';
import type { RequestOrigin } from '../../platform/audit/audit';
import { newId } from '../../platform/db/ids';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import type { DirectoryContext } from './context';
import { ownDirectoryProfile } from './profile';
import { queueListingRefresh } from './refresh-queue';
import * as repo from './repo';

// The professional's photo: checked by its bytes, cropped to a square and re-encoded, so what
// is served is always an image we made (no metadata, no script hidden in a file).

export const PHOTO_SIZE_PX = 400;
const PHOTO_CONTENT_TYPE = 'image/webp';
/** Larger images are refused before decoding (a small file can unpack into a huge bitmap). */
const MAX_INPUT_PIXELS = 50_000_000;

type PhotoType = (typeof PROFILE_PHOTO_TYPES)[number];

/** The image type the bytes begin with, whatever the request said. */
export function sniffImageType(bytes: Buffer): PhotoType | undefined {
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

/** The upload's bytes when the declared type, the bytes and the size agree; a refusal otherwise. */
export function checkedPhoto(body: unknown, declaredType: string | undefined): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError('directory.photoType');
  if (body.length > PROFILE_PHOTO_MAX_BYTES) throw new AppError('directory.photoSize');
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase();
  if (!declared || sniffImageType(body) !== declared) throw new AppError('directory.photoType');
  return body;
}

/** A square PHOTO_SIZE_PX WebP from the middle of the image, turned as its camera says. */
export async function squarePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The right first bytes and then no image: broken or not an image at all.
    throw new AppError('directory.photoType');
  }
}

const photoKeyOf = (userId: string) => `profile-images/${userId}/${newId()}.webp`;

async function replacePhoto(
  ctx: DirectoryContext,
  userId: string,
  key: string | null,
  origin: RequestOrigin,
) {
  const replaced = await inTransaction(ctx, async (tx) => {
    const before = await repo.setPhotoKey(tx.db, userId, key, tx.clock.now());
    await tx.audit.record({
      action: key ? 'professional.photo_save' : 'professional.photo_delete',
      outcome: 'success',
      actorUserId: userId,
      subjectUserId: userId,
      origin,
    });
    await queueListingRefresh(tx, userId);
    return before;
  });
  // After the commit: a failed transaction leaves the old photo in place.
  if (replaced && replaced !== key) await ctx.storage.delete(replaced);
}

/** POST profile_image: stores the new photo under a new key, then drops the old one. */
export async function uploadPhoto(
  ctx: DirectoryContext,
  userId: string,
  upload: { body: unknown; contentType: string | undefined },
  origin: RequestOrigin,
) {
  const photo = await squarePhoto(checkedPhoto(upload.body, upload.contentType));
  const key = photoKeyOf(userId);
  await ctx.storage.put(key, photo, PHOTO_CONTENT_TYPE);
  await replacePhoto(ctx, userId, key, origin);
  return ownDirectoryProfile(ctx, userId);
}

export async function deletePhoto(ctx: DirectoryContext, userId: string, origin: RequestOrigin) {
  await replacePhoto(ctx, userId, null, origin);
  return ownDirectoryProfile(ctx, userId);
}

/** The public photo of a professional, or undefined. */
export async function photoOf(ctx: DirectoryContext, userId: string) {
  const profile = await repo.findProfile(ctx.db, userId);
  return profile?.photoKey ? ctx.storage.get(profile.photoKey) : undefined;
}
