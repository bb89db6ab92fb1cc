import type { StorageConfig } from '../../config';
import { localStorage } from './local-storage';
import type { FileStorage } from './storage';

/**
 * The storage the configuration names (local unless S3_BUCKET is set). The S3 client (half a
 * second of a start) loads only for S3.
 */
export const openStorage = async (config: StorageConfig): Promise<FileStorage> =>
  config.kind === 'local'
    ? localStorage(config.dir)
    : (await import('./s3-storage')).s3Storage(config);
