import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Executor } from '../db/client'
import { campaigns } from '../db/schema/marketplace'
import { moneyOutbox } from '../db/schema/money'
import { HttpError } from '../lib/errors'
import { writeTime } from '../lib/sql-time'
import type { Movement, WalletClient } from '../wallet/client'
import { settleClosedEscrow } from './campaign-closure'
import type { Delivery, DeliveryRun, MoneyPort } from './money-port'
import { notify } from './notifications'

type Row = typeof moneyOutbox.$inferSelect

/** The wallet's own refusals of a request (see httpWalletClient): final, never retried. */
const REFUSALS = new Set([400, 404, 409, 422])
/** How long a job run owns the rows it claimed before another process may try them. */
const LEASE_SECONDS = 30

export interface OutboxOptions {
  db: Db
  client: WalletClient
  /**
   * The wallet as deliver() (a request, right after its commit) reaches it: a short timeout, since
   * what it cannot deliver the job (deliverDue, with `client`) finishes. Default: `client`.
   */
  inlineClient?: WalletClient
  /** The longest wait between two attempts at one movement (the wait doubles from 1 s up to this). */
  maxDelayMs?: number
  log?: (message: string) => void
}

const same = (a: Movement, b: Movement) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

/**
 * The money port for a wallet deployed apart (WALLET_URL): movements are rows of money_outbox,
 * written in the marketplace's transaction and delivered after it commits, then by the delivery
 * job (startMoneyDelivery) with a doubling wait until the wallet answers. The wallet moves money
 * once per key, so a delivery repeated after a crash or a lost answer never moves it twice. An
 * escrow's answer decides its campaign: confirmed, it goes live; refused, it is marked refused.
 */
export function outboxMoney(o: OutboxOptions): MoneyPort {
  const { db, client } = o
  const inline = o.inlineClient ?? client
  const log = o.log ?? ((m: string) => console.warn(m))
  const maxDelay = o.maxDelayMs ?? 300_000

  /** Records the wallet's answer; returns the key of a movement it started (a closed campaign's refund). */
  async function settle(row: Row, outcome: { transactionId: string } | { status: number; message: string }): Promise<string | null> {
    return db.transaction(async (tx) => {
      const done = 'transactionId' in outcome
      const [changed] = await tx
        .update(moneyOutbox)
        .set(
          done
            ? { status: 'delivered', transactionId: outcome.transactionId, deliveredAt: sql`now()`, lastError: null }
            : { status: 'refused', refusedStatus: outcome.status, lastError: outcome.message },
        )
        .where(and(eq(moneyOutbox.key, row.key), eq(moneyOutbox.status, 'pending')))
        .returning()
      if (!changed || !row.campaignId || row.movement.type !== 'escrow') return null
      const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, row.campaignId)).for('update')
      // Closed while it waited (its owner was rejected): it never goes live; a confirmed escrow goes back.
      if (campaign?.status === 'deleted') return settleClosedEscrow(tx, campaign, done, port)
      if (campaign?.status !== 'pending') return null
      await tx
        .update(campaigns)
        .set({ status: done ? 'active' : 'refused', updatedAt: writeTime() })
        .where(eq(campaigns.id, campaign.id))
      if (!done) {
        await notify(tx, campaign.ownerId, {
          type: 'campaign_refused',
          title: `“${campaign.title}” did not go live`,
          message: `The wallet could not set its budget aside: ${outcome.message}`,
          data: { campaignId: campaign.id },
        })
      }
      return null
    })
  }

  async function attempt(row: Row, via: WalletClient = client): Promise<Delivery> {
    try {
      const t = await via.move(row.movement)
      const next = await settle(row, { transactionId: t.id })
      // A refund the answer started is tried at once too (what fails waits for the job).
      if (next) await port.deliver([next])
      return { key: row.key, state: 'delivered' }
    } catch (err) {
      if (err instanceof HttpError && REFUSALS.has(err.status)) {
        // Only an escrow can be refused on purpose; anything else was decided on money already held.
        if (row.movement.type !== 'escrow') log(`[money] the wallet refused ${row.key}: ${err.message}`)
        await settle(row, { status: err.status, message: err.message })
        return { key: row.key, state: 'refused', status: err.status, message: err.message, ...(err.code ? { code: err.code } : {}) }
      }
      const message = err instanceof Error ? err.message : String(err)
      const delayMs = Math.min(maxDelay, 1000 * 2 ** Math.min(row.attempts, 20))
      await db
        .update(moneyOutbox)
        .set({ attempts: sql`${moneyOutbox.attempts} + 1`, lastError: message, nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(and(eq(moneyOutbox.key, row.key), eq(moneyOutbox.status, 'pending')))
      return { key: row.key, state: 'pending', status: err instanceof HttpError ? err.status : 502, message }
    }
  }

  const asDelivery = (r: Row): Delivery =>
    r.status === 'pending' ? { key: r.key, state: 'pending', message: r.lastError ?? undefined } : { key: r.key, state: r.status, status: r.refusedStatus ?? undefined, message: r.lastError ?? undefined }

  const port: MoneyPort = {
    mode: 'outbox',
    async record(tx: Executor, m, link) {
      const [row] = await tx
        .insert(moneyOutbox)
        .values({ key: m.idempotencyKey, movement: m, campaignId: link?.campaignId ?? null })
        .onConflictDoNothing({ target: moneyOutbox.key })
        .returning()
      if (row) return
      const [seen] = await tx.select().from(moneyOutbox).where(eq(moneyOutbox.key, m.idempotencyKey))
      if (!seen || !same(seen.movement, m)) throw new Error(`Money movement ${m.idempotencyKey} was already recorded with different content`)
    },
    async deliver(keys) {
      const rows = await db.select().from(moneyOutbox).where(inArray(moneyOutbox.key, keys))
      return Promise.all(rows.map((r) => (r.status === 'pending' ? attempt(r, inline) : asDelivery(r))))
    },
    async deliverDue(opts: { all?: boolean } = {}) {
      // Claim a batch (other processes skip it for the lease), then deliver it one by one.
      const claimed = await db.transaction(async (tx) => {
        const due = await tx
          .select({ key: moneyOutbox.key })
          .from(moneyOutbox)
          .where(and(eq(moneyOutbox.status, 'pending'), opts.all ? undefined : lte(moneyOutbox.nextAttemptAt, sql`now()`)))
          .orderBy(asc(moneyOutbox.createdAt))
          .limit(100)
          .for('update', { skipLocked: true })
        if (due.length === 0) return []
        return tx
          .update(moneyOutbox)
          .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
          .where(
            inArray(
              moneyOutbox.key,
              due.map((d) => d.key),
            ),
          )
          .returning()
      })
      const run: DeliveryRun = { delivered: 0, refused: 0, waiting: 0 }
      for (const row of claimed) {
        const d = await attempt(row)
        if (d.state === 'delivered') run.delivered += 1
        else if (d.state === 'refused') run.refused += 1
        else run.waiting += 1
      }
      return run
    },
    // The wallet makes a user's accounts on their first movement.
    openWallet: async () => {},
    async closeWallet(tx, userId) {
      await refuseWhileUnderway(tx, userId)
      const { closed, balances } = await client.closeWallet(userId)
      return { closed, balances: { available: balances.available, escrow: balances.escrow, pendingPayout: balances.pendingPayout, onHold: balances.onHold } }
    },
    async grant(_db, g) {
      const { funding } = await client.fund(g)
      return funding.status === 'credited'
    },
    totals: () => client.platformTotals(),
  }
  return port
}

/**
 * 409 while a movement naming the user waits in the outbox: it would reach the wallet after the
 * closing. Run with the account's row locked; every movement that credits an account records it
 * with that row held (holdAccountOpen), so none can be recorded between this look and the end.
 */
async function refuseWhileUnderway(tx: Executor, userId: string): Promise<void> {
  const named = sql`${userId} in (${moneyOutbox.movement}->>'userId', ${moneyOutbox.movement}->>'fromUserId', ${moneyOutbox.movement}->>'toUserId')`
  const [waiting] = await tx
    .select({ key: moneyOutbox.key })
    .from(moneyOutbox)
    .where(and(eq(moneyOutbox.status, 'pending'), named))
    .limit(1)
  if (waiting) {
    throw new HttpError(409, 'Money for this account is still on its way to its wallet; try again in a minute', 'money_underway', undefined, { 'Retry-After': '10' })
  }
}

/**
 * The delivery job: at start every pending movement (whatever its wait), then the due ones every
 * `intervalMs`, never overlapping itself. Several processes may run it: claims skip locked rows.
 */
export function startMoneyDelivery(money: MoneyPort, intervalMs: number, log: (m: string) => void = console.warn): () => void {
  if (money.mode !== 'outbox' || intervalMs <= 0) return () => {}
  let running = false
  const tick = async (all: boolean) => {
    if (running) return
    running = true
    try {
      const run = await money.deliverDue({ all })
      if (run.waiting > 0) log(`[money] ${run.waiting} movement(s) wait for the wallet; retrying later`)
    } catch (err) {
      log(`[money] delivery run failed: ${err instanceof Error ? err.message : String(err)}`)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(false), intervalMs)
  timer.unref()
  void tick(true)
  return () => clearInterval(timer)
}
