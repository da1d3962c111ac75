import path from 'node:path'
import type { Env } from '../env'
import { createFollowerChecker, type FollowerChecker } from './follower-checker'
import { createMailer, type Mailer } from './mailer'
import { localFileStorage, type FileStorage } from './storage'

/** Outside systems the handlers talk to, replaceable in tests and by other deployments. */
export interface Services {
  mailer: Mailer
  storage: FileStorage
  followerChecker: FollowerChecker
}

export function createServices(env: Env, overrides: Partial<Services> = {}): Services {
  return {
    mailer: overrides.mailer ?? createMailer(env),
    storage: overrides.storage ?? localFileStorage(path.join(env.DATA_DIR, 'uploads')),
    followerChecker: overrides.followerChecker ?? createFollowerChecker(env),
  }
}
