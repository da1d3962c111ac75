import path from 'node:path'
import type { Env } from '../env'
import { createFollowerChecker, type FollowerChecker } from './follower-checker'
import { createMailer, type Mailer } from './mailer'
import { s3FileStorage } from './s3-storage'
import { localFileStorage, type FileStorage } from './storage'

/** Outside systems the handlers talk to, replaceable in tests and by other deployments. */
export interface Services {
  mailer: Mailer
  storage: FileStorage
  followerChecker: FollowerChecker
}

/** The configured store for uploads: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(env: Env): FileStorage {
  if (!env.S3_BUCKET) return localFileStorage(path.join(env.DATA_DIR, 'uploads'), path.join(env.DATA_DIR, 'tmp'))
  return s3FileStorage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  })
}

/** The configured store, checked: a bucket that is missing or out of reach stops the start. */
export async function openStorage(env: Env): Promise<FileStorage> {
  const storage = createStorage(env)
  await storage.check?.()
  return storage
}

export function createServices(env: Env, overrides: Partial<Services> = {}): Services {
  return {
    mailer: overrides.mailer ?? createMailer(env),
    storage: overrides.storage ?? createStorage(env),
    followerChecker: overrides.followerChecker ?? createFollowerChecker(env),
  }
}
