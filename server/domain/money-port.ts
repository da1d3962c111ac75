import type { Executor, Tx } from '../db/client'
import type { Movement } from '../wallet/client'
import { closeWalletOn, ensureWalletOn, grantOn, moveOn, platformTotalsOn, type Balances, type PlatformTotals } from '../wallet/ledger-port'

export type { Balances, Movement, PlatformTotals }

/** What became of a movement handed to the wallet after the marketplace's commit. */
export interface Delivery {
  key: string
  state: 'delivered' | 'refused' | 'pending'
  /** The wallet's status and message for a refusal, or why it could not be reached. */
  status?: number
  message?: string
  /** The wallet's own code for a refusal answered just now (say, insufficient_funds). */
  code?: string
}

export interface DeliveryRun {
  delivered: number
  refused: number
  waiting: number
}

/**
 * Every money movement of the marketplace goes through this port, never through the wallet's
 * tables. Two implementations with one contract:
 * - in process (the default): the movement runs inside the marketplace's transaction on the
 *   shared database, so both commit or neither does; a refusal (short balance) throws there;
 * - outbox (WALLET_URL, money-outbox.ts): the movement is recorded in the marketplace's
 *   transaction and delivered to the wallet after the commit, retried until it is confirmed.
 */
export interface MoneyPort {
  readonly mode: 'in-process' | 'outbox'
  /** Inside the marketplace's transaction. `campaignId` ties an escrow to the campaign it makes live. */
  record(tx: Executor, m: Movement, link?: { campaignId: string }): Promise<void>
  /** After the commit: delivers these movements now. Never throws; what is left waits for the job. */
  deliver(keys: string[]): Promise<Delivery[]>
  /** Delivers every recorded movement whose retry is due (the delivery job, and at start). */
  deliverDue(opts?: { all?: boolean }): Promise<DeliveryRun>
  /**
   * In the transaction that creates an account: its wallet. In process the accounts are made
   * there, so an account never exists without them; a wallet deployed apart makes them on first
   * use, so nothing is written to the portal's database.
   */
  openWallet(tx: Executor, userId: string): Promise<void>
  /**
   * In the transaction that deletes an account, as its last step: closes its wallet, which then
   * takes no money again, or answers `closed: false` with what it holds. In process the closing is
   * part of that transaction; a wallet deployed apart closes at once, so a movement for the
   * account still waiting in the outbox refuses the deletion (409) instead.
   */
  closeWallet(tx: Executor, userId: string): Promise<{ closed: boolean; balances: Balances }>
  /**
   * Seed money for the demo accounts: straight into the shared ledger in process; through the
   * provider of a wallet deployed apart (false when it does not credit at once, as the sandbox does).
   */
  grant(db: Executor, g: { userId: string; email: string; amount: number; idempotencyKey: string }): Promise<boolean>
  /** Money totals across the platform (admin dashboards). */
  totals(db: Executor): Promise<PlatformTotals>
}

export const inProcessMoney: MoneyPort = {
  mode: 'in-process',
  async record(tx, m) {
    await moveOn(tx, m)
  },
  deliver: async (keys) => keys.map((key) => ({ key, state: 'delivered' as const })),
  deliverDue: async () => ({ delivered: 0, refused: 0, waiting: 0 }),
  async openWallet(tx, userId) {
    await ensureWalletOn(tx, userId)
  },
  closeWallet: (tx, userId) => closeWalletOn(tx, userId),
  async grant(db, g) {
    await grantOn(db, { userId: g.userId, amount: g.amount, idempotencyKey: g.idempotencyKey, source: 'demo' })
    return true
  },
  totals: (db) => platformTotalsOn(db),
}

/** Records movements in the caller's transaction (see MoneyPort.record). */
export type Move = (m: Movement, link?: { campaignId: string }) => Promise<void>

/**
 * Runs `fn` in a transaction whose movements go through `money`, and once it has committed
 * delivers them (with an outbox; in process they already happened). Returns fn's result and
 * what became of each movement.
 */
export async function moneyTransaction<T>(db: Executor, money: MoneyPort, fn: (tx: Tx, move: Move) => Promise<T>): Promise<{ result: T; deliveries: Delivery[] }> {
  let keys: string[] = []
  const result = await db.transaction(async (tx: Tx) => {
    keys = []
    return fn(tx, async (m, link) => {
      await money.record(tx, m, link)
      keys.push(m.idempotencyKey)
    })
  })
  const deliveries = keys.length > 0 ? await money.deliver(keys) : []
  return { result, deliveries }
}
