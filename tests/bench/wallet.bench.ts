import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { openPglite } from '../../server/db/client'
import { fund } from '../../server/wallet/domain/movements'
import { listTransactions } from '../../server/wallet/domain/history'
import { migrateWallet } from '../../server/wallet/migrate'
import { median, type BenchRow } from './lib/stats'

async function time(runs: number, fn: (i: number) => Promise<unknown>): Promise<number> {
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await fn(i)
    samples.push(performance.now() - t0)
  }
  return median(samples)
}

/**
 * The wallet on embedded PGlite: what one ledger posting costs next to a bare one-row insert in
 * a transaction (the locking, checks and triggers are the difference), and how fast a user's
 * history page answers with 10,000 transactions behind it (most of it is the exact total, a
 * count over all of them; the page itself is an index walk of twenty rows).
 */
export async function benchWallet(): Promise<BenchRow[]> {
  const database = await openPglite(null)
  try {
    const { db } = database
    await migrateWallet(db, 'pglite')
    await db.execute(sql`create table bench_peer (id uuid primary key, n integer not null)`)
    const user = randomUUID()
    const posting = await time(200, (i) => fund(db, { userId: user, amount: 100, idempotencyKey: `bench:${i}`, source: 'bench' }))
    const bare = await time(200, () => db.transaction((tx) => tx.execute(sql`insert into bench_peer values (${randomUUID()}, 1)`)))

    // 10,000 more fundings for one user, written in bulk (balanced pairs, so the guards accept them).
    await db.execute(sql`insert into wallet_transactions (id, type, status, idempotency_key, user_id, amount, counterparty)
      select gen_random_uuid(), 'fund', 'completed', 'bulk:' || g, ${user}, 100, 'bench' from generate_series(1, 10000) g`)
    await db.execute(sql`insert into wallet_entries (id, transaction_id, account_id, amount)
      select gen_random_uuid(), t.id, a.id, case when a.kind = 'available' then 100 else -100 end
      from wallet_transactions t join wallet_accounts a on (a.owner = ${user} and a.kind = 'available') or (a.owner = 'platform' and a.kind = 'funding_source')
      where t.idempotency_key like 'bulk:%'`)
    await db.execute(sql`update wallet_accounts a set balance = (select coalesce(sum(amount), 0) from wallet_entries e where e.account_id = a.id)`)
    await db.execute(sql`analyze`)
    const page = await time(30, (i) => listTransactions(db, { userId: user, page: 1 + (i % 5), perPage: 20 }))
    const plain = await time(30, () => db.execute(sql`select * from wallet_transactions order by seq desc limit 20`))
    return [
      { group: 'wallet', name: 'one posting (fund)', value: posting, unit: 'ms', peerName: 'bare insert in a transaction', peer: bare, ratio: posting / bare },
      { group: 'wallet', name: 'history page, 10,000 transactions', value: page, unit: 'ms', peerName: 'plain newest-20 select', peer: plain, ratio: page / plain },
    ]
  } finally {
    await database.close()
  }
}
