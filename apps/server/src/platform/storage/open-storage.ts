import type { StorageConfig } from '../../config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The storage the configuration names (local unless S3_BUCKET is set). */
export const openStorage = (config: StorageConfig): FileStorage =>
  config.kind === 'local' ? localStorage(config.dir) : s3Storage(config);
