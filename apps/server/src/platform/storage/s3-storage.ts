import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkKey, type FileStorage } from './storage';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, Backblaze...); AWS when unset. */
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Keys as bucket paths (MinIO and most self-hosted services want it). */
  forcePathStyle: boolean;
  /** Put before every key, to share a bucket ('orchid/'). */
  prefix: string;
};

/** Files in an S3-compatible bucket, through the AWS SDK; `clientOptions` lets tests mock HTTP. */
export function s3Storage(
  config: S3StorageConfig,
  clientOptions: S3ClientConfig = {},
): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    ...clientOptions,
  });
  const Bucket = config.bucket;
  const keyOf = (key: string) => `${config.prefix}${checkKey(key)}`;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!answer.Body) return undefined;
        const body = Buffer.from(await answer.Body.transformToByteArray());
        return { body, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') {
          return undefined;
        }
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
