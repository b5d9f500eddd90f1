import { createLocalDiskStorage } from './local-disk';
import { createS3Storage, s3OptionsFromEnv } from './s3';
import type { StorageProvider } from './types';

export * from './types';
export { createLocalDiskStorage } from './local-disk';
export { createS3Storage, createS3Client, s3OptionsFromEnv, S3Error } from './s3';

/** S3-compatible storage when STORAGE_S3_BUCKET and its keys are set (see s3.ts); otherwise files on local disk. */
export function createStorageFromEnv(
  local: { root: string; publicPath?: string },
  env: NodeJS.ProcessEnv = process.env,
): StorageProvider {
  const s3 = s3OptionsFromEnv(env);
  return s3 ? createS3Storage(s3) : createLocalDiskStorage(local);
}
