import { backfillVideoKeys } from './video-keys'
import { eq, inArray, sql } from 'drizzle-orm'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/portal/demo-accounts'
import type { Database, Executor } from '../db/client'
import { users } from '../db/schema/accounts'
import { serverMeta } from '../db/schema/meta'
import type { Env } from '../env'
import { HttpError } from '../lib/errors'
import { createServices } from '../lib/services'
import { createAccount, findUserByEmail } from './accounts'
import { seedDemoMarketplace } from './demo-marketplace'
import { purgeExpiredKeys } from './idempotency'
import { marketConfig } from './market-config'
import { inProcessMoney, type MoneyPort } from './money-port'
import { purgeRateLimits } from './rate-limit'

type Log = (line: string) => void

const DEMO_MARKER = 'demo_accounts_seeded'

/**
 * Demo accounts for the four roles, created once on a fresh embedded database. The marker keeps
 * them from coming back after an admin deletes them; later starts list the ones still there.
 */
export async function seedDemoAccounts(db: Executor, log: Log, money: MoneyPort = inProcessMoney): Promise<boolean> {
  const [marker] = await db.select().from(serverMeta).where(eq(serverMeta.key, DEMO_MARKER))
  let created = false
  if (!marker) {
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users)
    if (n > 0) return false
    for (const account of DEMO_ACCOUNTS) {
      await createAccount(db, {
        fullName: account.fullName,
        email: account.email,
        password: DEMO_PASSWORD,
        role: account.role,
        approvalStatus: 'approved',
        extra: 'extra' in account ? account.extra : undefined,
      }, money)
    }
    await db.insert(serverMeta).values({ key: DEMO_MARKER, value: { at: new Date().toISOString() } }).onConflictDoNothing()
    created = true
  }
  const present = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)))
  if (present.length === 0) return created
  log(`Demo accounts (password ${DEMO_PASSWORD} unless changed):`)
  for (const a of present) log(`  ${a.role.padEnd(9)} ${a.email}`)
  return created
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: creates that admin when no account has the e-mail (any mode). */
export async function ensureAdmin(db: Executor, email: string, password: string, log: Log, money: MoneyPort = inProcessMoney): Promise<void> {
  if (await findUserByEmail(db, email)) return
  try {
    await createAccount(db, { fullName: 'Administrator', email, password, role: 'admin', approvalStatus: 'approved' }, money)
    log(`Created admin account ${email} from ADMIN_EMAIL.`)
  } catch (err) {
    // Another server process starting at the same moment made it first.
    if (!(err instanceof HttpError && err.status === 409)) throw err
  }
}

/** How long a first start waits for a wallet deployed apart (started at the same time) to answer. */
const WALLET_WAIT_MS = 60_000

/**
 * Runs the demo seed, trying again while a wallet deployed apart cannot be reached yet (its
 * process may still be starting). Anything else, or a wallet still silent after a minute, leaves
 * the demo without its marketplace and says why: the server starts all the same.
 */
async function seedWhenWalletAnswers(seed: () => Promise<string | null>, log: Log): Promise<string | null> {
  const until = Date.now() + WALLET_WAIT_MS
  for (;;) {
    try {
      return await seed()
    } catch (err) {
      const unreachable = err instanceof HttpError && err.code === 'wallet_unavailable'
      if (!unreachable || Date.now() > until) {
        log(`Demo marketplace not seeded: ${err instanceof Error ? err.message : String(err)}`)
        return null
      }
      await new Promise((r) => setTimeout(r, 500))
    }
  }
}

/** Start-up work after migrations: tidy expired rows, seed the demo, make the configured admin. */
export async function bootstrap(database: Database, env: Env, log: Log = console.log, money: MoneyPort = inProcessMoney): Promise<void> {
  const { db } = database
  await purgeExpiredKeys(db)
  await purgeRateLimits(db, env.RATE_LIMIT_WINDOW_SECONDS)
  await backfillVideoKeys(db)
  // The demo marketplace comes with the demo accounts, in the run that created them (a fresh database).
  if (database.kind === 'pglite' && (await seedDemoAccounts(db, log, money))) {
    const summary = await seedWhenWalletAnswers(() => seedDemoMarketplace(db, createServices(env).storage, marketConfig(env, money)), log)
    if (summary) log(summary)
  }
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, log, money)
}
