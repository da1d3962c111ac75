import { db } from '@/db/db'
import { getApiBase, handleUnauthorized } from '@/lib/api/client'
import { readUserData } from '@/lib/session/session'
import { defaultLock } from '@/lib/sync/lock'
import { pullListsLocked } from '@/lib/sync/pull-lock'
import { pagePullDeps, pageOnUnauthorized } from '@/lib/sync/page-deps'
import { finishConfirmed, replayOutbox, type ReplayDeps } from '@/lib/sync/replay'
import { reportServerAnswer, serverUnreachable } from '@/lib/sync/reachability'
import { probeServer, pullsReached, serverAnswered, wakeWaiting } from '@/lib/sync/server-back'
import { readSessionRow } from '@/lib/sync/session-row'
import { syncSessionRow } from '@/lib/sync/session-sync'
import { idle } from '@/lib/idle'
import { toast } from '@/lib/notify'
import { CLEARED_MESSAGE, checkDeviceData } from '@/lib/sync/device-data'
import { askToKeepStorage } from '@/lib/pwa/keep-storage'
import { onSyncRequest } from '@/lib/sync/signals'
import { syncRegistry } from '@/lib/sync/sync-registry'
import { xhrTransport } from '@/lib/sync/xhr-transport'
import { watchBadge } from './app-badge'
import { watchNotices, watchProfile } from './runtime-watchers'

/** The page's timer for replays and pulls; reconnects and focus trigger them sooner. */
const TICK_MS = 30_000
/** While writes wait out a backoff longer than this, the server is asked this often whether it is back. */
const PROBE_MS = 5_000

const sameOrigin = (base: string) => new URL(base, location.href).origin === location.origin

function replayDeps(): ReplayDeps {
  const baseUrl = getApiBase()
  return {
    db,
    fetch: (...args) => fetch(...args),
    baseUrl,
    now: Date.now,
    lock: defaultLock(),
    uploadTransport: xhrTransport,
    // Marked so this page's worker lets it straight through (real upload progress, no re-queueing).
    replayHeader: sameOrigin(baseUrl),
    onUnauthorized: pageOnUnauthorized,
  }
}


/** Runs `job` now, or once more right after the run in progress; never two at once in this tab. */
function coalesced(job: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let again = false
  return () => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          await job().catch((err: unknown) => console.warn('[sync]', err))
        } while (again)
      } finally {
        running = null
      }
    })()
    return running
  }
}

let retryTimer: ReturnType<typeof setTimeout> | undefined
let probeTimer: ReturnType<typeof setTimeout> | undefined
const pullWanted = new Set<string>()
let pullForced = false

const replay = coalesced(async () => {
  if (!navigator.onLine) return
  await syncSessionRow()
  const result = await replayOutbox(replayDeps())
  if (result.answered !== undefined && navigator.onLine) reportServerAnswer(result.answered)
  clearTimeout(retryTimer)
  clearTimeout(probeTimer)
  if (result.nextAttemptAt) retryTimer = setTimeout(() => void replay(), Math.max(250, result.nextAttemptAt - Date.now()))
  if ((result.nextAttemptAt && result.nextAttemptAt - Date.now() > PROBE_MS) || serverUnreachable()) probeUntilBack()
  // Writes the worker confirmed, and confirmed writes whose lists have not landed yet, too.
  const session = await readSessionRow(db)
  const waiting = session?.userId ? await finishConfirmed(db, session.userId) : []
  const lists = [...new Set([...result.refresh, ...waiting])]
  if (lists.length) requestPulls(lists, true)
})

/** Any answer from the server ends the waiting: the queue goes now. */
async function serverIsBack(): Promise<void> {
  reportServerAnswer(true)
  const session = await readSessionRow(db)
  if (session?.userId && (await wakeWaiting(db, session.userId, Date.now())) > 0) await replay()
}

/** The health check, every few seconds while writes wait or the server is out of reach (a replay clears it). */
function probeUntilBack() {
  clearTimeout(probeTimer)
  probeTimer = setTimeout(async () => {
    if (await probeServer((...args) => fetch(...args), getApiBase())) void serverIsBack()
    else {
      if (navigator.onLine) reportServerAnswer(false)
      probeUntilBack()
    }
  }, PROBE_MS)
}

const pull = coalesced(async () => {
  if (!navigator.onLine) return
  // The session row first: writing it after a pull would look like a change of user and clear
  // the mirror the pull has just filled.
  await syncSessionRow()
  const names = pullWanted.size ? [...pullWanted] : allLists()
  const force = pullForced
  pullWanted.clear()
  pullForced = false
  // One pull at a time across this device's tabs (the screens' parameter sets take the same
  // lock); a tab waits for the one pulling, then pulls only what that pull left stale. (Skipping
  // instead lost this tab's lists until the next tick whenever another tab was pulling other lists.)
  const results = await pullListsLocked(pagePullDeps(), names, { force })
  if (serverAnswered(results)) void serverIsBack()
  const reached = pullsReached(results)
  if (reached !== null && navigator.onLine) reportServerAnswer(reached)
  // Out of reach with nothing waiting to be sent: ask every few seconds, so the navbar says so
  // only as long as it lasts.
  if (reached === false && navigator.onLine) probeUntilBack()
})

/** Every list pulled without being asked: parameterised ones are pulled when their screen asks. */
const allLists = () => syncRegistry.collections().filter((c) => !c.params).map((c) => c.name)

function requestPulls(names?: readonly string[], force = false) {
  for (const n of names ?? allLists()) pullWanted.add(n)
  if (force) pullForced = true
  void pull()
}

/**
 * Waiting writes become due now. Backoff spares the server while the network is down; a
 * reconnect or the user's "Sync now" is a better signal than any timer.
 */
async function dueNow(): Promise<void> {
  const session = await readSessionRow(db)
  if (!session?.userId) return
  await db.outbox
    .where('status')
    .equals('pending')
    .filter((e) => e.userId === session.userId)
    .modify({ nextAttemptAt: Date.now() })
}

/** "Sync now": the head of the queue is tried at once, and every list is pulled. */
export async function syncNow(): Promise<void> {
  await dueNow()
  await replay()
  requestPulls(undefined, true)
  await pull()
}

let started = false

/**
 * Starts the page's half of the sync engine (once): triggers, watchers, first replay and pull.
 * Called again (a user signed in), it replays and pulls at once: writes paused by a 401 go out.
 */
export function startSync(): void {
  // Signed in: the outbox holds changes only this device has, so ask the browser to keep it (once).
  void askToKeepStorage()
  if (started) {
    void replay()
    requestPulls(undefined, true)
    return
  }
  started = true
  void (async () => {
    // The browser may have cleared the database and left the session: say so once, and pull everything at once.
    const cleared = (await checkDeviceData(db, localStorage).catch(() => 'kept')) === 'cleared'
    if (cleared) toast.info(CLEARED_MESSAGE, { id: 'device-data-cleared' })
    await syncSessionRow()
    // The worker may have met a 401 while no page was open: sign out now.
    const session = await readSessionRow(db)
    const token = readUserData()?.accessToken
    if (token && session?.revokedToken === token) handleUnauthorized()
    void replay()
    if (cleared) requestPulls(undefined, true)
    // The lists the open screen shows come first (it asked for them); the others once the page
    // is idle, so their writes and the screens' live queries do not fill the first seconds.
    await idle(4000)
    requestPulls()
  })()
  onSyncRequest((req) => (req.kind === 'replay' ? void replay() : requestPulls(req.collections, req.force)))
  window.addEventListener('online', () => {
    void dueNow().then(() => replay())
    requestPulls()
  })
  window.addEventListener('focus', () => requestPulls())
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && requestPulls())
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === 'userData') void syncSessionRow().then(() => replay())
  })
  navigator.serviceWorker?.addEventListener('message', (e: MessageEvent<{ type?: string; token?: string; userId?: string }>) => {
    if (e.data?.type === 'OUTBOX_UNAUTHORIZED' && e.data.token) pageOnUnauthorized(e.data.userId ?? '', e.data.token)
  })
  setInterval(() => {
    void replay()
    if (document.visibilityState === 'visible') requestPulls()
  }, TICK_MS)
  watchNotices()
  watchProfile()
  watchBadge(db)
}
