import type { Database } from '../db/client'

/** One node of a plan as EXPLAIN (FORMAT JSON) gives it. */
export interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

/** The plan the database makes for a query (a drizzle query, before it runs), on PGlite and PostgreSQL alike. */
export async function planOf(database: Database, query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<PlanNode> {
  const { sql, params } = query.toSQL()
  const client = (database.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> } }).$client
  const { rows } = await client.query(`explain (format json) ${sql}`, params)
  const cell = Object.values(rows[0]!)[0]
  const parsed = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: PlanNode }>
  return parsed[0]!.Plan
}

/** Every read of `table` in a plan (subplans included): how it is read and by which index. */
export function readsOf(plan: PlanNode, table: string): string[] {
  const found: string[] = []
  const visit = (n: PlanNode) => {
    if (n['Relation Name'] === table) found.push(n['Index Name'] ? `${n['Node Type']} using ${n['Index Name']}` : n['Node Type'])
    n.Plans?.forEach(visit)
  }
  visit(plan)
  return found
}

/** Every index a plan reads (subplans included), as "node using index": bitmap index scans name no table, only their index. */
export function indexReadsOf(plan: PlanNode): string[] {
  const found: string[] = []
  const visit = (n: PlanNode) => {
    if (n['Index Name']) found.push(`${n['Node Type']} using ${n['Index Name']}`)
    n.Plans?.forEach(visit)
  }
  visit(plan)
  return found
}
