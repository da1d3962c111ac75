import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { startPeriodic } from '../lib/periodic'

/** A table the maintenance pass visited, and what it did. */
export interface Maintained {
  table: string
  vacuumed: boolean
}

interface TableStats {
  relname: string
  vacuum: boolean
}

/**
 * What PostgreSQL's autovacuum does, for the embedded database, which has none: the tables past
 * autovacuum's default thresholds are analyzed (the planner's statistics, without which it picks
 * no index for a search and walks every row instead) and vacuumed (the visibility map, without
 * which a walk of an index reads every row it passes, not only the index). Past the thresholds:
 * 50 + 10% of its rows changed since the last analyze; 50 + 20% dead rows, or 1000 + 20% rows
 * inserted since the last vacuum. On PostgreSQL it does nothing (autovacuum does it).
 */
export async function maintainTables(database: Database): Promise<Maintained[]> {
  if (database.kind !== 'pglite') return []
  // The counts below are flushed lazily (at most once a second): have this moment's counted first.
  await database.db.execute(sql`select pg_stat_force_next_flush()`)
  const result = (await database.db.execute(sql`select relname,
      (n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) as vacuum
    from pg_stat_user_tables
    where n_mod_since_analyze > 50 + 0.1 * n_live_tup or n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup
    order by relname`)) as unknown as { rows: TableStats[] }
  const done: Maintained[] = []
  for (const t of result.rows) {
    const name = sql.identifier(t.relname)
    await database.db.execute(t.vacuum ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`)
    done.push({ table: t.relname, vacuumed: t.vacuum })
  }
  return done
}

/**
 * Runs the maintenance pass every `intervalMs` on the embedded database (never overlapping
 * itself), the first one interval after the start: a pass at once would vacuum the freshly
 * seeded tables while the server starts serving. Returns the stop function.
 */
export function startTableMaintenance(database: Database, intervalMs: number, log: (m: string) => void = console.warn): () => void {
  if (database.kind !== 'pglite') return () => {}
  return startPeriodic('[database] maintenance', intervalMs, () => maintainTables(database), { log, immediate: false })
}
