import { PROFILE_PHOTO_MAX_BYTES } from '@orchid/contracts';
import type { RequestOrigin } from '../../platform/audit/audit';
import { newId } from '../../platform/db/ids';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { checkedImage, MAX_INPUT_PIXELS } from '../../platform/storage/uploaded-image';
import type { DirectoryContext } from './context';
import { ownDirectoryProfile } from './profile';
import { queueListingRefresh } from './refresh-queue';
import * as repo from './repo';

// The professional's photo: checked by its bytes, cropped to a square and re-encoded, so what
// is served is always an image we made (no metadata, no script hidden in a file).

export const PHOTO_SIZE_PX = 400;
const PHOTO_CONTENT_TYPE = 'image/webp';
/** The upload's bytes when the declared type, the bytes and the size agree; a refusal otherwise. */
export const checkedPhoto = (body: unknown, declaredType: string | undefined): Buffer =>
  checkedImage(body, declaredType, {
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    typeRefusal: 'directory.photoType',
    sizeRefusal: 'directory.photoSize',
  });

/** A square PHOTO_SIZE_PX WebP from the middle of the image, turned as its camera says. */
export async function squarePhoto(bytes: Buffer): Promise<Buffer> {
  try {
    // Loaded with the first image: the image library is half a second of every start.
    const { default: sharp } = await import('sharp');
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
