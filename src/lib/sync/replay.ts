import type { AppDB } from '../../db/db'
import type { OutboxEntry } from '../../db/sync-schema'
import { kindsFor, pullsOf, type SyncRegistry } from './registry'
import { replayQueue, type Finisher, type ReplayDeps as CoreDeps, type ReplayResult } from './replay-core'
import { syncRegistry } from './sync-registry'

export type { ReplayResult } from './replay-core'

export type ReplayDeps = Omit<CoreDeps, 'finisher'> & { registry?: SyncRegistry }

/**
 * The page's half of finishing entries marked `confirmBy: 'page'` (entries queued by versions
 * whose write kinds still wrote the answer into the mirror by hand): each now waits for its kind's
 * lists like any other entry, and drops when they land.
 */
export function pageFinisher(registry: SyncRegistry): Finisher {
  return {
    tables: () => [],
    label: (entry) => registry.write(entry.kind)?.describe(entry.input),
    async finish(_db: AppDB, entry: OutboxEntry) {
      const kind = registry.write(entry.kind)
      const lists = kind ? pullsOf(kind, entry.input) : []
      return { waitFor: lists, pull: lists }
    },
  }
}

/**
 * The write kinds, registered before any transaction finishes an entry of an earlier version
 * (loading them inside one would let IndexedDB commit it early).
 */
const kindsToFinish = async (db: AppDB, registry: SyncRegistry) => kindsFor(registry, await db.outbox.filter((e) => e.confirmBy === 'page').toArray())

/** Replay from the page: the engine's runner, finishing what needs the write kinds here. */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayResult> {
  const { registry = syncRegistry, ...rest } = deps
  await kindsToFinish(rest.db, registry)
  return replayQueue({ ...rest, finisher: pageFinisher(registry) })
}

/**
 * Entries the worker confirmed while no page finished them: finished now. Returns the lists that
 * confirmed entries of this user wait for, for the page to pull (they drop when those land).
 */
export async function finishConfirmed(db: AppDB, userId: string, registry: SyncRegistry = syncRegistry): Promise<string[]> {
  await kindsToFinish(db, registry)
  const finisher = pageFinisher(registry)
  const confirmed = () => db.outbox.where('status').equals('confirmed').filter((e) => e.userId === userId)
  for (const entry of await confirmed().filter((e) => e.confirmBy === 'page').toArray()) {
    const tables = [db.outbox, ...finisher.tables(entry).map((t) => db.table(t))]
    await db.transaction('rw', tables, async () => {
      // Another tab may have finished it meanwhile.
      if ((await db.outbox.get(entry.seq!))?.confirmBy !== 'page') return
      const { waitFor } = await finisher.finish(db, entry, entry.result)
      if (waitFor.length) await db.outbox.update(entry.seq!, { pulls: waitFor, confirmBy: undefined, result: undefined, label: entry.label ?? finisher.label(entry) })
      else await db.outbox.delete(entry.seq!)
    })
  }
  const lists = new Set<string>()
  for (const e of await confirmed().toArray()) for (const name of e.pulls ?? []) lists.add(name)
  return [...lists]
}
