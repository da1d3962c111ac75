import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** The settings a server process needs to use the test object store (s3rver's fixed key pair). */
export type ObjectStoreEnv = Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE', string>

export interface ObjectStore {
  env: ObjectStoreEnv
  /** Where s3rver keeps the objects (bucket/key files), to look at what was stored. */
  directory: string
  close: () => Promise<void>
}

/**
 * A real S3 API server (s3rver) on loopback at a free port, with its objects in a fresh temporary
 * directory and `bucket` created (pass none for a store without it).
 */
export async function startObjectStore(bucket: string | null = 'portal-uploads'): Promise<ObjectStore> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: bucket ? [{ name: bucket }] : [] })
  const { port } = await server.run()
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket ?? 'portal-uploads',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
