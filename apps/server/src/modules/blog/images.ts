import { BLOG_IMAGE_MAX_BYTES, blogImagePath } from '@orchid/contracts/blog';
import type { RequestOrigin } from '../../platform/audit/audit';
import { newId } from '../../platform/db/ids';
import { AppError } from '../../platform/http/app-error';
import { checkedImage, MAX_INPUT_PIXELS } from '../../platform/storage/uploaded-image';
import type { DirectoryContext } from '../directory/context';
import { photoOf } from '../directory/photo';
import * as repo from './repo';

// Pictures in posts, and the author's avatar beside a post. A picture is re-encoded as WebP
// (no metadata, nothing hidden in the file), at most IMAGE_WIDTH_PX wide, and stored under a
// key that carries its size: the page then gives it its width and height before it loads.

/** Wide enough for the article column on a high-density screen. */
const IMAGE_WIDTH_PX = 1600;

/** An image's id: a uuid and its size, '<uuid>-<width>x<height>'. */
export const BLOG_IMAGE_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-\d{1,5}x\d{1,5}$/;

const imageKeyOf = (imageId: string) => `blog-images/${imageId}.webp`;

async function reencoded(bytes: Buffer) {
  try {
    // Loaded with the first image: the image library is half a second of every start.
    const { default: sharp } = await import('sharp');
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: IMAGE_WIDTH_PX, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The right first bytes and then no image: broken or not an image at all.
    throw new AppError('blog.imageType');
  }
}

/** POST admin/images: stores the picture and answers where posts show it from. */
export async function uploadImage(
  ctx: DirectoryContext,
  operatorId: string,
  upload: { body: unknown; contentType: string | undefined },
  origin: RequestOrigin,
) {
  const bytes = checkedImage(upload.body, upload.contentType, {
    maxBytes: BLOG_IMAGE_MAX_BYTES,
    typeRefusal: 'blog.imageType',
    sizeRefusal: 'blog.imageSize',
  });
  const { data, info } = await reencoded(bytes);
  const imageId = `${newId()}-${info.width}x${info.height}`;
  await ctx.storage.put(imageKeyOf(imageId), data, 'image/webp');
  await ctx.audit.record({
    action: 'blog.image_upload',
    outcome: 'success',
    actorUserId: operatorId,
    origin,
    detail: { image_id: imageId },
  });
  return { url: blogImagePath(imageId) };
}

/** A picture of a post, or a refusal. */
export async function imageOf(ctx: DirectoryContext, imageId: string) {
  const image = BLOG_IMAGE_ID.test(imageId)
    ? await ctx.storage.get(imageKeyOf(imageId))
    : undefined;
  if (!image) throw new AppError('blog.noImage');
  return image;
}

/** §7's /blog/profile_image/{id}: the photo of a shown entry's author, or a refusal. */
export async function authorImageOf(ctx: DirectoryContext, entryId: number) {
  const author = await repo.authorOfVisible(ctx.db, entryId, ctx.clock.now());
  const photo = author ? await photoOf(ctx, author) : undefined;
  if (!photo) throw new AppError('blog.noImage');
  return photo;
}
