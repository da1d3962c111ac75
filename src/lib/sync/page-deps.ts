import { db } from '../../db/db'
import { getApiBase, handleUnauthorized } from '../api/client'
import { readUserData } from '../session/session'
import type { PullDeps } from './pull'

/** A 401 during replay or pull: the spec's sign-out, unless the user already signed in anew. */
export function pageOnUnauthorized(_userId: string, token: string): void {
  if (readUserData()?.accessToken === token) handleUnauthorized()
}

/** What the page's pulls run with: this tab's database, fetch and API base as they are now. */
export const pagePullDeps = (): PullDeps => ({ db, fetch: (...args) => fetch(...args), baseUrl: getApiBase(), now: Date.now, onUnauthorized: pageOnUnauthorized })
