import { and, eq, inArray, ne } from 'drizzle-orm'
import { users } from '../db/schema/accounts'
import { walletAccounts } from '../wallet/schema'
import { PLATFORM, type AccountKind } from '../wallet/schema-values'
import type { TestApp } from './test-app'

/** One try of a race: the account's deletion, and a movement that credits it. */
export interface DeletionRace {
  userId: string
  remove: () => Response | Promise<Response>
  /** The crediting movement; answers an HTTP status (a domain call answers 200, or its error's). */
  credit: () => Promise<number>
}

export interface RaceOutcome {
  userId: string
  removed: number
  credited: number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const timed = async (run: () => unknown) => {
  const start = performance.now()
  await run()
  return performance.now() - start
}

/**
 * Runs `tries` races one after another, aimed at the deletion's weak spot: the credit must commit
 * after the deletion read the balance and before it ended. Probes of their own, run one step after
 * the other, measure how long the credit takes and how long the deletion takes to refuse (to reach
 * its balance check; the first probe only warms the paths up). Each race then starts the credit
 * that much later than the deletion, shifted a little more each try across `windowMs` (a negative
 * offset starts the deletion later instead), so some tries land inside the gap.
 */
export async function raceDeletions(tries: number, make: () => Promise<DeletionRace>, windowMs = 60): Promise<RaceOutcome[]> {
  let aim = 0
  for (let probes = 0; probes < 2; probes += 1) {
    const probe = await make()
    const creditMs = await timed(probe.credit)
    aim = (await timed(probe.remove)) - creditMs
  }
  const outcomes: RaceOutcome[] = []
  for (let i = 0; i < tries; i += 1) {
    const race = await make()
    const offset = aim + windowMs * (i / Math.max(1, tries - 1) - 0.2)
    const [removed, credited] = await Promise.all([
      sleep(Math.max(0, -offset)).then(async () => (await race.remove()).status),
      sleep(Math.max(0, offset)).then(race.credit),
    ])
    outcomes.push({ userId: race.userId, removed, credited })
  }
  return outcomes
}

/** The wallet accounts of deleted users (among `ids`) that hold anything. */
export async function heldByDeleted(t: TestApp, ids: string[]): Promise<{ owner: string; kind: string; balance: number }[]> {
  const alive = new Set((await t.database.db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((r) => r.id))
  const gone = ids.filter((id) => !alive.has(id))
  if (gone.length === 0) return []
  return t.walletDb
    .select({ owner: walletAccounts.owner, kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(inArray(walletAccounts.owner, gone), ne(walletAccounts.balance, 0)))
}

/** The balance of one of the platform's own accounts. */
export async function platformBalance(t: TestApp, kind: AccountKind): Promise<number> {
  const [row] = await t.walletDb
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.owner, PLATFORM), eq(walletAccounts.kind, kind)))
  return row?.balance ?? 0
}

/** An error's HTTP status (500 for anything unexpected), so a domain call reads like a request. */
export const statusOf = (run: () => Promise<unknown>) =>
  run().then(
    () => 200,
    (err: unknown) => (err && typeof err === 'object' && 'status' in err && typeof err.status === 'number' ? err.status : 500),
  )
