import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { and, count, eq } from 'drizzle-orm'
import { users } from '../../server/db/schema/accounts'
import { categories, uploads } from '../../server/db/schema/content'
import { idempotencyKeys } from '../../server/db/schema/platform'
import { signAccessToken } from '../../server/lib/auth'
import { makeUser, type TestUser } from '../../server/test/accounts'
import { createTestApp, type TestApp } from '../../server/test/test-app'
import '../../src/app/portal-registry'
import type { AppDB } from '../../src/db/db'
import { processLock } from '../../src/lib/sync/lock'
import { headOf } from '../../src/lib/sync/outbox'
import { pullListsLocked } from '../../src/lib/sync/pull-lock'
import { finishConfirmed, replayOutbox, type ReplayDeps, type ReplayResult } from '../../src/lib/sync/replay'
import { readSessionRow } from '../../src/lib/sync/session-row'
import { signIn } from '../../src/lib/sync/test-support'
import { startFaultProxy, type FaultProxy } from './fault-proxy'

// The sync engine against the real portal server on loopback (in-memory PGlite), with the fault
// proxy between them. Node's fetch plays the browser; fake-indexeddb plays IndexedDB.

export interface Stack {
  t: TestApp
  serverUrl: string
  proxy: FaultProxy
  close: () => Promise<void>
}

export async function startStack(): Promise<Stack> {
  const t = await createTestApp()
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise((r) => server.once('listening', r))
  const serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const proxy = await startFaultProxy(serverUrl)
  return {
    t,
    serverUrl,
    proxy,
    close: async () => {
      await proxy.close()
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
      await t.close()
    },
  }
}

/** Signs `user` in on the test device (the session row the replay reads). */
export const signInAs = (db: AppDB, user: TestUser, baseUrl?: string) => signIn(db, { userId: user.id, accessToken: user.token, role: user.role, ...(baseUrl ? { apiBase: baseUrl } : {}) })

/** A fresh token for the user, after their tokenVersion moved (password changed: old tokens get 401). */
export async function newToken(s: Stack, user: TestUser): Promise<string> {
  const [row] = await s.t.database.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, user.id))
  return signAccessToken({ userId: user.id, role: user.role, email: user.email, tokenVersion: row?.v ?? 0 }, s.t.jwtSecret, 1)
}

/**
 * Replay through the proxy with short backoffs (real time, milliseconds). The timeout is generous
 * for a loaded machine; scenarios about timeouts set their own.
 */
export function depsFor(db: AppDB, s: Stack, extra: Partial<ReplayDeps> = {}): ReplayDeps {
  const deps: ReplayDeps = {
    db,
    fetch: globalThis.fetch,
    baseUrl: `${s.proxy.url}/api`,
    now: Date.now,
    lock: processLock,
    timeoutMs: 3000,
    backoff: { baseMs: 20, capMs: 150 },
    ...extra,
  }
  pullBase.set(deps, `${s.serverUrl}/api`)
  return deps
}

/**
 * Where `drain` pulls for replay deps made by `depsFor`: the server itself, past the fault proxy,
 * so the proxy's log holds only the writes the scenarios are about.
 */
const pullBase = new WeakMap<ReplayDeps, string>()

export interface DrainStats {
  runs: number
  confirmed: number
  retried: number
  rejected: number
}

/**
 * Runs replay until the signed-in user's queue is empty (or only refused entries are left), waiting
 * out backoffs as the page's timer would, and pulls what the confirmed writes wait for, as the page
 * does after each replay. Fails the test if that takes unreasonably long.
 */
export async function drain(deps: ReplayDeps, maxRuns = 300): Promise<DrainStats> {
  const stats: DrainStats = { runs: 0, confirmed: 0, retried: 0, rejected: 0 }
  for (; stats.runs < maxRuns; stats.runs++) {
    const r: ReplayResult = await replayOutbox(deps)
    stats.confirmed += r.confirmed
    stats.retried += r.retried
    stats.rejected += r.rejected
    if (r.paused) return stats
    const session = await readSessionRow(deps.db)
    const waiting = session?.userId ? await finishConfirmed(deps.db, session.userId) : []
    const lists = [...new Set([...r.refresh, ...waiting])]
    // Under the device's pull lock, as the app pulls: two runners' pulls never overlap.
    const pullDeps = { db: deps.db, fetch: deps.fetch, baseUrl: pullBase.get(deps) ?? deps.baseUrl, now: deps.now, ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}) }
    if (lists.length) await pullListsLocked(pullDeps, lists, { lock: deps.lock, force: true })
    if (!session?.userId) return stats
    if (!(await headOf(deps.db, session.userId))) {
      // Sent and confirmed, but a pull it waits for has not landed (it timed out on a busy
      // machine): pull again, as the app's next sync does, until the outbox is finished.
      if (!(await awaitingPull(deps.db, session.userId))) return stats
      continue
    }
    if (r.nextAttemptAt) await new Promise((res) => setTimeout(res, Math.max(0, r.nextAttemptAt! - Date.now())))
  }
  throw new Error(`The outbox did not drain in ${maxRuns} runs`)
}

/** Entries the server confirmed that still wait for the pull of a list they changed. */
async function awaitingPull(db: AppDB, userId: string): Promise<boolean> {
  return (await db.outbox.where('status').equals('confirmed').filter((e) => e.userId === userId).count()) > 0
}

// What the server holds, read straight from its database.

export async function categoryNames(s: Stack): Promise<string[]> {
  return (await s.t.database.db.select({ name: categories.name }).from(categories)).map((r) => r.name).sort()
}

export async function uploadsOf(s: Stack, userId: string): Promise<number> {
  const [row] = await s.t.database.db.select({ n: count() }).from(uploads).where(eq(uploads.ownerId, userId))
  return row?.n ?? 0
}

/** Keys the server completed for this user (each exactly once, by the primary key). */
export async function doneKeys(s: Stack, userId: string): Promise<string[]> {
  const rows = await s.t.database.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, userId), eq(idempotencyKeys.state, 'done')))
  return rows.map((r) => r.key)
}

export { makeUser }

/** A tiny valid WAV (8-bit mono, 8 kHz) of `ms` milliseconds; the server sniffs the bytes. */
export function wavBlob(ms: number, tone = 1): Blob {
  const samples = Math.round(8 * ms)
  const buf = Buffer.alloc(44 + samples)
  buf.write('RIFF', 0)
  buf.writeUInt32LE(36 + samples, 4)
  buf.write('WAVEfmt ', 8)
  buf.writeUInt32LE(16, 16)
  buf.writeUInt16LE(1, 20)
  buf.writeUInt16LE(1, 22)
  buf.writeUInt32LE(8000, 24)
  buf.writeUInt32LE(8000, 28)
  buf.writeUInt16LE(1, 32)
  buf.writeUInt16LE(8, 34)
  buf.write('data', 36)
  buf.writeUInt32LE(samples, 40)
  for (let i = 0; i < samples; i++) buf[44 + i] = 128 + Math.round(50 * Math.sin((i * tone) / 4))
  return new Blob([buf], { type: 'audio/wav' })
}
