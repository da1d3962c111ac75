import { db } from '../../db/db'
import { getApiBase } from '../api/client'
import { effectiveRole, readUserData } from '../session/session'
import { writeSessionRow } from './session-row'

/**
 * Copies the signed-in user from localStorage into the database row the service worker and the
 * replay read. Called by the session module on every sign-in and sign-out, and by the sync runtime
 * at start and when another tab changes the session.
 */
export async function syncSessionRow(): Promise<void> {
  const user = readUserData()
  const token = typeof user?.accessToken === 'string' && user.accessToken ? user.accessToken : null
  const userId = token && typeof user?.id === 'string' ? user.id : null
  await writeSessionRow(db, { userId, accessToken: userId ? token : null, role: userId ? effectiveRole(user) : null, apiBase: getApiBase() })
}
