import { asc, eq, inArray, lte, sql } from 'drizzle-orm'
import webpush from 'web-push'
import type { Db, Executor } from '../db/client'
import { pushOutbox, pushSubscriptions } from '../db/schema/push'
import { eachAtMost } from '../lib/each-at-most'
import { startPeriodic } from '../lib/periodic'
import { refusePushEndpoint } from '../lib/push-endpoint'
import type { VapidKeys } from '../lib/vapid'
import type { NewNotification } from './notifications'
import { pushMessageOf } from './push-messages'

/** How long a run owns the messages it claimed before another process may take them over. */
const LEASE_SECONDS = 60
/** Messages claimed per round; a burst is sent a round at a time. */
const BATCH = 200
/** One push service request's time limit. */
const TIMEOUT_MS = 10_000

/**
 * Queues a notification's push message for each of the user's devices that wants its kind, in
 * the caller's transaction (called by notify()). One statement; nothing when no device wants it.
 */
export async function queuePush(db: Executor, userId: string, n: NewNotification, notificationId: string): Promise<void> {
  const message = pushMessageOf(n, notificationId)
  if (!message) return
  await db.execute(sql`
    insert into push_outbox (id, endpoint, payload)
    select gen_random_uuid(), endpoint, ${JSON.stringify(message.payload)}::jsonb
    from push_subscriptions where user_id = ${userId} and ${message.kind} = any(kinds)`)
}

export interface PushSenderOptions {
  db: Db
  vapid: VapidKeys
  /** Push service hosts allowed (env.PUSH_ENDPOINT_HOSTS): checked again before each send. */
  hosts: readonly string[]
  /** How long the push service keeps a message for a device that is offline. */
  ttlSeconds: number
  /** Attempts before a message is given up. */
  attempts: number
  /** Messages sent at the same time. */
  concurrency?: number
  /** The longest wait between two attempts at one message (it doubles from 2 s). */
  maxDelayMs?: number
  log?: (message: string) => void
}

export interface PushRun {
  sent: number
  /** Messages whose subscription the push service no longer knows (404/410): both deleted. */
  gone: number
  /** Messages to try again later. */
  waiting: number
  /** Messages given up (refused by the push service, or out of attempts). */
  dropped: number
}

type Row = typeof pushOutbox.$inferSelect & { p256dh: string; auth: string }
type Outcome = keyof PushRun

/**
 * The push job: claims due messages (FOR UPDATE SKIP LOCKED, then a lease), so processes sharing
 * one PostgreSQL never send one twice, and sends each with VAPID and RFC 8291 encryption (web-push
 * builds the request; it is sent here with fetch, never following a redirect). Sent: the row goes.
 * 404/410: the subscription (and its other messages) go. 429/5xx/network: retried with a doubling
 * wait. Other 4xx, or out of attempts: given up and logged.
 */
export function createPushSender(o: PushSenderOptions) {
  const { db } = o
  const log = o.log ?? ((m: string) => console.warn(m))
  const maxDelay = o.maxDelayMs ?? 15 * 60_000

  async function claim(): Promise<Row[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        // Times are kept to the millisecond, rounded: a message queued this very moment may be
        // stored up to half a millisecond ahead of it, and is due all the same.
        .where(lte(pushOutbox.nextAttemptAt, sql`now() + interval '1 millisecond'`))
        .orderBy(asc(pushOutbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      const ids = due.map((d) => d.id)
      await tx
        .update(pushOutbox)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where(inArray(pushOutbox.id, ids))
      const rows = await tx
        .select({ row: pushOutbox, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.endpoint, pushOutbox.endpoint))
        .where(inArray(pushOutbox.id, ids))
      return rows.map((r) => ({ ...r.row, p256dh: r.p256dh, auth: r.auth }))
    })
  }

  async function retry(row: Row, why: string): Promise<Outcome> {
    if (row.attempts + 1 >= o.attempts) return drop(row, `gave up after ${row.attempts + 1} attempts: ${why}`)
    const delayMs = Math.min(maxDelay, 2000 * 2 ** Math.min(row.attempts, 20))
    await db
      .update(pushOutbox)
      .set({ attempts: sql`${pushOutbox.attempts} + 1`, lastError: why, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
      .where(eq(pushOutbox.id, row.id))
    return 'waiting'
  }

  async function drop(row: Row, why: string): Promise<Outcome> {
    log(`[push] a message to ${new URL(row.endpoint).host} was dropped: ${why}`)
    await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id))
    return 'dropped'
  }

  async function send(row: Row): Promise<Outcome> {
    const refused = refusePushEndpoint(row.endpoint, o.hosts)
    if (refused) return drop(row, refused)
    const request = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(row.payload), {
      vapidDetails: o.vapid,
      TTL: o.ttlSeconds,
      contentEncoding: 'aes128gcm',
    })
    let status: number
    try {
      const res = await fetch(row.endpoint, {
        method: 'POST',
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      status = res.status
      await res.body?.cancel()
    } catch (err) {
      return retry(row, err instanceof Error ? err.message : String(err))
    }
    if (status >= 200 && status < 300) {
      await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id))
      return 'sent'
    }
    if (status === 404 || status === 410) {
      // The device unsubscribed or the subscription expired: its other messages go with it.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, row.endpoint))
      return 'gone'
    }
    if (status === 429 || status >= 500) return retry(row, `the push service answered ${status}`)
    return drop(row, `the push service refused it (${status})`)
  }

  return {
    /**
     * One run: claim the due messages, send them, and again while rounds come full. A message
     * another process claimed is due again only once its lease ran out (that process died).
     */
    async sendDue(): Promise<PushRun> {
      const run: PushRun = { sent: 0, gone: 0, waiting: 0, dropped: 0 }
      for (;;) {
        const rows = await claim()
        await eachAtMost(o.concurrency ?? 8, rows, async (row) => {
          run[await send(row)] += 1
        })
        if (rows.length < BATCH) return run
      }
    },
  }
}

export type PushSender = ReturnType<typeof createPushSender>

/** Sends the due messages at start and then every `intervalMs`, in this process (0: never). */
export function startPushDelivery(sender: PushSender, intervalMs: number, log: (m: string) => void = console.warn): () => void {
  return startPeriodic(
    '[push] delivery run',
    intervalMs,
    async () => {
      const run = await sender.sendDue()
      if (run.waiting > 0) log(`[push] ${run.waiting} message(s) wait for their push service; retrying later`)
    },
    { log },
  )
}
