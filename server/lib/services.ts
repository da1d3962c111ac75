import path from 'node:path'
import type { Env } from '../env'
import { createFollowerChecker, type FollowerChecker } from './follower-checker'
import { createMailer, type Mailer } from './mailer'
import { localFileStorage, SYSTEM_TEMP_UPLOADS, type FileStorage } from './storage'

/** Outside systems the handlers talk to, replaceable in tests and by other deployments. */
export interface Services {
  mailer: Mailer
  storage: FileStorage
  followerChecker: FollowerChecker
}

/** The configured store for uploads: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(env: Env): FileStorage {
  const bucket = env.S3_BUCKET
  if (!bucket) return localFileStorage(path.join(env.DATA_DIR, 'uploads'), path.join(env.DATA_DIR, 'tmp'))
  const settings = {
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  }
  return loadedOnUse(SYSTEM_TEMP_UPLOADS, () => import('./s3-storage').then((m) => m.s3FileStorage(settings)))
}

/**
 * A store whose code loads when it is first used: only a process configured for a bucket loads
 * the S3 client (the AWS SDK, a large import), and it does so at start, when the bucket is checked.
 */
function loadedOnUse(tempDir: string, load: () => Promise<FileStorage>): FileStorage {
  let loaded: Promise<FileStorage> | null = null
  const store = () => (loaded ??= load())
  return {
    tempDir,
    put: async (name, body, info) => (await store()).put(name, body, info),
    get: async (name, range) => (await store()).get(name, range),
    size: async (name) => (await store()).size(name),
    delete: async (name) => (await store()).delete(name),
    check: async () => (await store()).check?.(),
  }
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
