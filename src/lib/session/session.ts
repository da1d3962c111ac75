import type { UserData as AccountData } from '@server/routes/auth/auth.schemas'
import { useSyncExternalStore } from 'react'

/** An ability rule: what a user may do to which subject (e.g. read Auth, manage all). */
export type Ability = AccountData['ability'][number]

/**
 * What the browser keeps about the signed-in user (localStorage `userData`): the account as the
 * server's schema describes it (sign-in, sign-up and /auth/me answer with it) and the token. Every
 * field may be missing, since what is stored may come from an older version of the app.
 */
export type UserData = Partial<AccountData> & { accessToken?: string }

export const USER_DATA_KEY = 'userData'
/** A separately stored account type overrides the role (specification §3). */
export const ACCOUNT_TYPE_KEY = 'accountType'
/** Read when no abilities are stored (specification §6). */
export const DEFAULT_ABILITY: Ability[] = [{ action: 'read', subject: 'Auth' }]

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cachedValue: UserData | null = null

function notify() {
  for (const l of listeners) l()
}

/**
 * The sync engine keeps a copy of the session in IndexedDB, where the service worker (which cannot
 * read localStorage) and the outbox replay find the token. Loaded on demand, so the database stays
 * out of the first screen's JavaScript.
 */
function keepSyncSessionInStep() {
  void import('../sync/session-sync').then((m) => m.syncSessionRow()).catch(() => {})
}

export function readUserData(): UserData | null {
  const raw = localStorage.getItem(USER_DATA_KEY)
  if (raw === cachedRaw) return cachedValue
  cachedRaw = raw
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null
    cachedValue = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as UserData) : null
  } catch {
    cachedValue = null
  }
  return cachedValue
}

export function saveUserData(user: UserData): void {
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user))
  localStorage.removeItem(ENDED_KEY)
  notify()
  keepSyncSessionInStep()
}

/** Signs out on this device: forgets the user and the token (queued writes stay, keyed by user). */
export function clearSession(): void {
  localStorage.removeItem(USER_DATA_KEY)
  localStorage.removeItem(ACCOUNT_TYPE_KEY)
  notify()
  keepSyncSessionInStep()
}

/**
 * Who was signed in when the server ended the session (a 401), so the screen can ask that user to
 * sign in again where they were instead of leaving it. Gone once anyone signs in, or on a sign-out
 * the user chose.
 */
export interface EndedSession {
  userId: string
  email: string | null
}

export const ENDED_KEY = 'sessionEnded'
let cachedEndedRaw: string | null | undefined
let cachedEnded: EndedSession | null = null

export function readEndedSession(): EndedSession | null {
  const raw = localStorage.getItem(ENDED_KEY)
  if (raw === cachedEndedRaw) return cachedEnded
  cachedEndedRaw = raw
  try {
    const parsed = (raw ? JSON.parse(raw) : null) as Partial<EndedSession> | null
    cachedEnded = typeof parsed?.userId === 'string' ? { userId: parsed.userId, email: typeof parsed.email === 'string' ? parsed.email : null } : null
  } catch {
    cachedEnded = null
  }
  return cachedEnded
}

/** The server ended this user's session: remembered until someone signs in (call before `clearSession`). */
export function markSessionEnded(user: UserData | null): void {
  if (typeof user?.id !== 'string') return
  localStorage.setItem(ENDED_KEY, JSON.stringify({ userId: user.id, email: typeof user.email === 'string' ? user.email : null }))
}

/** A sign-out the user chose: nothing to come back to. */
export function forgetEndedSession(): void {
  localStorage.removeItem(ENDED_KEY)
  notify()
}

export function useEndedSession(): EndedSession | null {
  return useSyncExternalStore(subscribe, readEndedSession, () => null)
}

export function getAccessToken(): string | null {
  const token = readUserData()?.accessToken
  return typeof token === 'string' && token ? token : null
}

/** The role the app acts on: a stored account type wins over the role. */
export function effectiveRole(user: UserData | null): string | null {
  if (!user) return null
  const stored = localStorage.getItem(ACCOUNT_TYPE_KEY)
  const role = stored || user.accountType || user.role
  return typeof role === 'string' && role ? role.toLowerCase() : null
}

const ROLE_LABELS: Record<string, string> = { tiktoker: 'Creator', musician: 'Musician', artist: 'Artist', brand: 'Brand', admin: 'Admin' }

/** The role as people read it (creators are stored as `tiktoker`). */
export function roleLabel(role: string | null): string {
  if (!role) return ''
  return ROLE_LABELS[role] ?? role.charAt(0).toUpperCase() + role.slice(1)
}

export function abilitiesOf(user: UserData | null): Ability[] {
  return user?.ability && Array.isArray(user.ability) && user.ability.length ? user.ability : DEFAULT_ABILITY
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab signing in or out changes this tab too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === USER_DATA_KEY || e.key === ACCOUNT_TYPE_KEY || e.key === ENDED_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useUserData(): UserData | null {
  return useSyncExternalStore(subscribe, readUserData, () => null)
}
